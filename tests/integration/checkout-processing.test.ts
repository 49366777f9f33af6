// A payment the buyer was told is received (Stripe said `processing`) that fails or is cancelled
// afterwards (decision 340): the piece goes back on sale and she and the owner are mailed, once,
// whether the webhook or the expiry sweep sees it first, or both at the same moment. Mail is read
// at a test SMTP server on loopback; every other failed payment still only frees its piece.
import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { releaseExpiredReservations } from "~/modules/checkout/expiry.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import {
  confirm,
  cookieOf,
  deliverEvent,
  intentOf,
  postSuccessPage,
  startCheckout,
  withFakeStripe,
} from "../support/checkout";
import { createProduct } from "../support/factories";
import { BUYER_IN_AUSTIN } from "../support/checkout-forms";
import { setUpSmtpServer } from "../support/smtp-per-file";
import type { FakeStripe } from "../fakes/stripe-server";

let stripe: FakeStripe;
withFakeStripe(
  { OWNER_NOTIFY_EMAIL: "studio@example.com", PUBLIC_URL: "https://shop.example" },
  (started) => (stripe = started),
);
const mailServer = setUpSmtpServer();

/** A piece held by Grace's checkout, its payment confirmed by a card that settles later: processing. */
async function processing() {
  const product = await createProduct({ name: "Lilac Tote", price: 120_000 });
  const { data } = await startCheckout(product.id, { buyer: BUYER_IN_AUSTIN });
  const id = intentOf(data.clientSecret);
  stripe.process(id);
  return { product, id, processingEvent: stripe.events.at(-1)! };
}

const pieceNow = (id: number) => prisma.product.findUniqueOrThrow({ where: { id } });

/** The hold runs out, as if its window had passed: the next sweep asks Stripe about it. */
const expire = (id: number) =>
  prisma.product.update({ where: { id }, data: { reservedUntil: new Date(Date.now() - 1000) } });

/** Sends the outbox to the test SMTP server: the mails received, by recipient. */
async function mailsSent() {
  await deliverPendingMail({ smtpUrl: mailServer.server.url });
  return mailServer.server.received.map((mail) => ({
    to: mail.to.join(),
    subject: mail.subject,
    text: mail.decoded,
  }));
}

function expectToldOnce(mails: Awaited<ReturnType<typeof mailsSent>>, productId: number) {
  expect(mails.map((mail) => mail.to).sort()).toEqual(["grace@example.com", "studio@example.com"]);
  const hers = mails.find((mail) => mail.to === "grace@example.com")!;
  expect(hers.subject).toBe("Your payment did not go through: Lilac Tote");
  for (const part of [
    "your payment of $1,200.00 for Lilac Tote did not go through, and no money was taken.",
    `open it and press Purchase Now: https://shop.example/products/${productId}`,
  ])
    expect(hers.text.replace(/\r\n/g, " ")).toContain(part);
  const owners = mails.find((mail) => mail.to === "studio@example.com")!;
  expect(owners.subject).toBe("Payment failed: Lilac Tote");
  for (const part of [
    "The payment of $1,200.00 for Lilac Tote by Grace Hopper <grace@example.com> did not go through",
    "Stripe's reason: Your card has insufficient funds.",
    `The piece is back on sale: https://shop.example/products/${productId}`,
  ])
    expect(owners.text.replace(/\r\n/g, " ")).toContain(part);
}

describe("a payment that fails after it was processing", () => {
  it("is marked by Stripe's processing event, then freed and told to the buyer and the owner by the failure's", async () => {
    const { product, id, processingEvent } = await processing();
    expect((await deliverEvent(processingEvent)).status).toBe(200);
    const marked = await pieceNow(product.id);
    expect(marked).toMatchObject({ reservedByPaymentIntentId: id });
    expect(marked.paymentProcessingSince).toBeInstanceOf(Date);

    stripe.fail(id);
    const failed = stripe.events.at(-1)!;
    expect(failed.type).toBe("payment_intent.payment_failed");
    expect((await deliverEvent(failed)).status).toBe(200);
    expect(await pieceNow(product.id)).toMatchObject({
      isSold: false,
      reservedByPaymentIntentId: null,
      paymentProcessingSince: null,
    });
    // Back on sale: another buyer can hold it at once.
    expect((await startCheckout(product.id)).status).toBe(200);
    expectToldOnce(await mailsSent(), product.id);

    // Stripe's retry of the event, and the cancellation the sweep would make, tell nobody again.
    expect((await deliverEvent(failed)).data).toMatchObject({ duplicate: true });
    expect(
      (await deliverEvent(stripe.webhook("payment_intent.canceled", stripe.intents.get(id)!))).status,
    ).toBe(200);
    expect(await mailsSent()).toHaveLength(2);
  });

  it("is marked by the success page or the API, and told when the sweep finds it failed; the late webhook tells nobody again", async () => {
    const { product, id } = await processing();
    expect(await postSuccessPage(product.id, id)).toEqual({ ok: false, processing: true });
    expect((await confirm(product.id, id)).status).toBe(202);
    expect((await pieceNow(product.id)).paymentProcessingSince).toBeInstanceOf(Date);

    // Days later: still processing at each sweep, the hold kept.
    await expire(product.id);
    expect(await releaseExpiredReservations()).toBe(0);
    expect((await pieceNow(product.id)).reservedByPaymentIntentId).toBe(id);
    expect(await mailsSent()).toEqual([]);

    stripe.fail(id);
    const failed = stripe.events.at(-1)!;
    await expire(product.id);
    expect(await releaseExpiredReservations()).toBe(1);
    expect(stripe.intents.get(id)?.status).toBe("canceled");
    expect(await pieceNow(product.id)).toMatchObject({
      reservedByPaymentIntentId: null,
      paymentProcessingSince: null,
    });
    expectToldOnce(await mailsSent(), product.id);

    expect((await deliverEvent(failed)).status).toBe(200);
    expect((await deliverEvent(stripe.events.at(-1)!)).status).toBe(200); // the sweep's cancellation
    expect(await mailsSent()).toHaveLength(2);
  });

  it("is told once when the webhook and the sweep see the failure at the same moment", async () => {
    // Four pieces, each failure's event arriving while one sweep works through the four holds.
    const pieces = await Promise.all([1, 2, 3, 4].map(() => processing()));
    const failures = [];
    for (const { product, id } of pieces) {
      expect((await confirm(product.id, id)).status).toBe(202);
      stripe.fail(id);
      failures.push(stripe.events.at(-1)!);
      await expire(product.id);
    }
    const [released, ...answers] = await Promise.all([
      releaseExpiredReservations(),
      ...failures.map((event) => deliverEvent(event)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(released).toBeLessThanOrEqual(4);
    const mails = await mailsSent();
    expect(mails).toHaveLength(8);
    for (const { product } of pieces) {
      expect((await pieceNow(product.id)).reservedByPaymentIntentId).toBeNull();
      const about = mails.filter((mail) => mail.text.includes(`/products/${product.id}\r\n`));
      expect(about.map((mail) => mail.to).sort()).toEqual(["grace@example.com", "studio@example.com"]);
    }
  });

  it("clears the mark when the payment goes through, and the sale is mailed as usual", async () => {
    const { product, id, processingEvent } = await processing();
    await deliverEvent(processingEvent);
    const paid = stripe.succeed(id, { email: "grace@example.com", name: "Grace Hopper" });
    expect((await deliverEvent(stripe.webhook("payment_intent.succeeded", paid))).status).toBe(200);
    expect(await pieceNow(product.id)).toMatchObject({ isSold: true, paymentProcessingSince: null });
    expect((await mailsSent()).map((mail) => mail.subject).sort()).toEqual([
      "Sold: Lilac Tote",
      "Your order: Lilac Tote",
    ]);
  });
});

describe("a payment that fails before it was processing", () => {
  it("frees the piece and mails nobody: its buyer saw the failure at the checkout", async () => {
    const product = await createProduct();
    const { data } = await startCheckout(product.id, { buyer: BUYER_IN_AUSTIN });
    const id = intentOf(data.clientSecret);
    stripe.fail(id);
    expect((await deliverEvent(stripe.events.at(-1)!)).status).toBe(200);
    expect((await pieceNow(product.id)).reservedByPaymentIntentId).toBeNull();

    const abandoned = await createProduct();
    await startCheckout(abandoned.id, { buyer: BUYER_IN_AUSTIN });
    await expire(abandoned.id);
    expect(await releaseExpiredReservations()).toBe(1);
    expect(await mailsSent()).toEqual([]);
  });
});

describe("a buyer whose payment is processing", () => {
  it("keeps that piece held when she starts paying for another: the payment may still go through", async () => {
    const first = await createProduct({ name: "Lilac Tote", price: 120_000 });
    const started = await startCheckout(first.id, { buyer: BUYER_IN_AUSTIN });
    const cookie = cookieOf(started.headers);
    const id = intentOf(started.data.clientSecret);
    stripe.process(id);
    await deliverEvent(stripe.events.at(-1)!);

    const second = await createProduct();
    expect((await startCheckout(second.id, { cookie, buyer: BUYER_IN_AUSTIN })).status).toBe(200);
    expect(await pieceNow(first.id)).toMatchObject({ reservedByPaymentIntentId: id, isSold: false });
    expect(stripe.intents.get(id)?.status).toBe("processing");
  });
});
