import { describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/node";
import Stripe from "stripe";
import { prisma } from "~/db.server";
import { PAYMENT_FAILED, PROCESSING_MESSAGE } from "~/modules/checkout/payment-words";
import { BANK_CHECK_MS, releaseExpiredReservations } from "~/modules/checkout/expiry.server";
import { RESERVED_MESSAGE, SOLD_MESSAGE } from "~/modules/checkout/reservation.server";
import * as adminOrders from "~/routes/admin.orders";
import * as webhook from "~/routes/api.stripe.webhook";
import { call } from "../support/api";
import {
  confirm,
  cookieOf,
  deliver as deliverTo,
  deliverEvent,
  intentOf,
  openSuccessPage,
  postSuccessPage,
  startCheckout,
  withFakeStripe,
} from "../support/checkout";
import { createProduct } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import type { FakeStripe } from "../fakes/stripe-server";
import { setEnv } from "../support/env";

let stripe: FakeStripe;
withFakeStripe({ OWNER_NOTIFY_EMAIL: "studio@example.com" }, (started) => (stripe = started));

describe("POST /api/create-payment-intent", () => {
  it("answers the client secret, name and the amount in cents from the database", async () => {
    const product = await createProduct({ price: 284_000 });
    const { status, data, headers } = await startCheckout(product.id);
    expect(status).toBe(200);
    expect(data).toMatchObject({ productName: product.name, amount: 284_000 });
    const intent = stripe.intents.get(intentOf(data.clientSecret));
    expect(intent).toMatchObject({
      amount: 284_000,
      currency: "usd",
      metadata: { productId: String(product.id) },
      // Cards (and the wallets on them) only: no method that settles days later.
      payment_method_types: ["card"],
    });
    expect(headers.get("Set-Cookie")).toContain("HttpOnly");
    expect(await prisma.product.findUnique({ where: { id: product.id } })).toMatchObject({
      reservedByPaymentIntentId: intent?.id,
    });
  });

  it("refuses unknown, hidden, sold and malformed products", async () => {
    const draft = await createProduct({ available: false });
    const sold = await createProduct({ isSold: true });
    const intentsBefore = stripe.intents.size;
    expect((await startCheckout(999_999)).status).toBe(404);
    expect((await startCheckout(draft.id)).status).toBe(404);
    expect(await startCheckout(sold.id)).toMatchObject({
      status: 409,
      data: { message: SOLD_MESSAGE, subscribeUrl: "/#newsletter" },
    });
    for (const bad of ["abc", -1, 1.5, null, 3_000_000_000])
      expect((await startCheckout(bad)).status).toBe(400);
    expect(stripe.intents.size).toBe(intentsBefore);
  });

  it("holds the piece for its buyer: another buyer gets 409, the same buyer gets the same intent back", async () => {
    const product = await createProduct();
    const first = await startCheckout(product.id);
    const second = await startCheckout(product.id);
    expect(second).toMatchObject({
      status: 409,
      data: { message: RESERVED_MESSAGE, subscribeUrl: "/#newsletter" },
    });
    const again = await startCheckout(product.id, { cookie: cookieOf(first.headers) });
    expect(again.status).toBe(200);
    expect(again.data.clientSecret).toBe(first.data.clientSecret);
    // The drop's overview counts who tried: the hold and the refused press, not the buyer's second.
    const attempts = await prisma.purchaseAttempt.findMany({
      where: { productId: product.id },
      orderBy: { id: "asc" },
    });
    expect(attempts.map((attempt) => attempt.held)).toEqual([true, false]);
  });

  it("releases an expired hold and cancels its intent, so the next buyer can pay", async () => {
    const product = await createProduct();
    const first = await startCheckout(product.id);
    await prisma.product.update({
      where: { id: product.id },
      data: { reservedUntil: new Date(Date.now() - 1000) },
    });
    expect(await releaseExpiredReservations()).toBe(1);
    expect(stripe.intents.get(intentOf(first.data.clientSecret))?.status).toBe("canceled");
    expect(await prisma.product.findUnique({ where: { id: product.id } })).toMatchObject({
      reservedByPaymentIntentId: null,
      reservedBySession: null,
    });
    expect((await startCheckout(product.id)).status).toBe(200);
  });

  it("lets exactly one of 40 simultaneous buyers reach the card form", async () => {
    const product = await createProduct();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 40 }, () => startCheckout(product.id)));
    const statuses = answers.map((answer) => answer.status);
    console.log(
      `40 buyers at once: ${statuses.filter((s) => s === 200).length}×200, ${statuses.filter((s) => s === 409).length}×409 in ${Date.now() - started} ms`,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    // Each of the others is told where to hear of the next piece.
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.data).toEqual({ message: RESERVED_MESSAGE, subscribeUrl: "/#newsletter" });
  });
});

describe("confirming a payment", () => {
  async function paidCheckout(price = 50_000) {
    const product = await createProduct({ price });
    const { data } = await startCheckout(product.id);
    const intent = stripe.succeed(intentOf(data.clientSecret), {
      email: "grace@example.com",
      name: "Grace Hopper",
    });
    return { product, intent };
  }

  it("accepts only a succeeded intent, then marks the piece sold and records one order, once", async () => {
    const product = await createProduct();
    const { data } = await startCheckout(product.id);
    const id = intentOf(data.clientSecret);
    expect(await confirm(product.id, id)).toMatchObject({ status: 402, data: { message: PAYMENT_FAILED } });
    stripe.requireAction(id);
    expect((await confirm(product.id, id)).status).toBe(400);
    expect(await prisma.order.count()).toBe(0);

    stripe.succeed(id, { email: "grace@example.com", name: "Grace Hopper" });
    const first = await confirm(product.id, id);
    expect(first).toMatchObject({ status: 200, data: { success: true, status: "paid" } });
    expect(await confirm(product.id, id)).toMatchObject({
      status: 200,
      data: { orderId: first.data.orderId },
    });
    expect(await prisma.order.findMany()).toMatchObject([
      {
        paymentIntentId: id,
        amount: product.price,
        buyerEmail: "grace@example.com",
        shippingCity: "Austin",
        status: "paid",
      },
    ]);
    expect(await prisma.product.findUnique({ where: { id: product.id } })).toMatchObject({
      isSold: true,
      reservedByPaymentIntentId: null,
    });
    const mails = await prisma.mailOutbox.findMany({ orderBy: { id: "asc" } });
    expect(mails.map((mail) => mail.to)).toEqual(["grace@example.com", "studio@example.com"]);
  });

  it("answers a processing payment as received, keeps the piece its buyer's, and lets the webhook sell it", async () => {
    const product = await createProduct();
    const { data } = await startCheckout(product.id);
    const id = intentOf(data.clientSecret);
    stripe.process(id);
    expect(await confirm(product.id, id)).toMatchObject({
      status: 202,
      data: { success: false, status: "processing", message: PROCESSING_MESSAGE },
    });
    expect(await postSuccessPage(product.id, id)).toEqual({ ok: false, processing: true });
    expect(await prisma.order.count()).toBe(0);

    // Days at the bank: each sweep finds it still processing and holds the piece another window.
    await prisma.product.update({
      where: { id: product.id },
      data: { reservedUntil: new Date(Date.now() - 60 * 60_000) },
    });
    expect(await releaseExpiredReservations()).toBe(0);
    const held = await prisma.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(held).toMatchObject({ isSold: false, reservedByPaymentIntentId: id });
    expect(held.reservedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(stripe.intents.get(id)?.status).toBe("processing");
    expect((await startCheckout(product.id)).status).toBe(409);

    stripe.succeed(id);
    expect((await deliverTo(stripe, "payment_intent.succeeded", stripe.intents.get(id)!)).status).toBe(200);
    expect(await prisma.product.findUnique({ where: { id: product.id } })).toMatchObject({ isSold: true });
    expect(await prisma.order.findMany()).toMatchObject([{ paymentIntentId: id, status: "paid" }]);
  });

  it("keeps a hold whose buyer is at her bank's check for up to an hour, then frees it", async () => {
    const product = await createProduct();
    const { data } = await startCheckout(product.id);
    const id = intentOf(data.clientSecret);
    stripe.requireAction(id);
    const expire = () =>
      prisma.product.update({
        where: { id: product.id },
        data: { reservedUntil: new Date(Date.now() - 1000) },
      });
    await expire();
    expect(await releaseExpiredReservations()).toBe(0);
    expect(stripe.intents.get(id)?.status).toBe("requires_action");
    expect(await prisma.product.findUnique({ where: { id: product.id } })).toMatchObject({
      reservedByPaymentIntentId: id,
    });

    stripe.intents.get(id)!.created -= BANK_CHECK_MS / 1000 + 60;
    await expire();
    expect(await releaseExpiredReservations()).toBe(1);
    expect(stripe.intents.get(id)?.status).toBe("canceled");
  });

  it("tells a failed payment as not gone through, from Stripe's redirect or the intent", async () => {
    const product = await createProduct();
    const { data } = await startCheckout(product.id);
    const id = intentOf(data.clientSecret);
    expect(await postSuccessPage(product.id, id)).toEqual({ ok: false, failed: true });
    expect(await openSuccessPage(product.id, id, "&redirect_status=failed")).toMatchObject({ failed: true });
    expect(await openSuccessPage(product.id, id, "&redirect_status=processing")).toMatchObject({
      failed: false,
    });
  });

  it("refuses a confirmation naming another product, changing nothing", async () => {
    const { product, intent } = await paidCheckout();
    const other = await createProduct();
    expect(await confirm(other.id, intent.id)).toMatchObject({
      status: 400,
      data: { message: "Invalid payment confirmation" },
    });
    expect((await confirm(product.id, "not-an-intent")).status).toBe(400);
    expect(await prisma.order.count()).toBe(0);
    expect((await prisma.product.findUnique({ where: { id: other.id } }))?.isSold).toBe(false);
  });

  it("refunds a payment whose amount no longer matches the price", async () => {
    const { product, intent } = await paidCheckout(50_000);
    await prisma.product.update({ where: { id: product.id }, data: { price: 60_000 } });
    expect(await confirm(product.id, intent.id)).toMatchObject({
      status: 200,
      data: { success: false, status: "refunded" },
    });
    expect((await prisma.product.findUnique({ where: { id: product.id } }))?.isSold).toBe(false);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
  });

  it("sells the piece once when 8 payments for it succeed at the same moment, refunding the other 7", async () => {
    const product = await createProduct({ price: 75_000 });
    const sdk = new Stripe(stripe.secretKey, {
      host: "127.0.0.1",
      port: new URL(stripe.url).port,
      protocol: "http",
    });
    const intents = await Promise.all(
      Array.from({ length: 8 }, () =>
        sdk.paymentIntents.create({
          amount: 75_000,
          currency: "usd",
          metadata: { productId: String(product.id) },
        }),
      ),
    );
    intents.forEach((intent) => stripe.succeed(intent.id));
    const started = Date.now();
    const answers = await Promise.all(intents.map((intent) => confirm(product.id, intent.id)));
    console.log(`8 simultaneous successful payments settled in ${Date.now() - started} ms`);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const orders = await prisma.order.findMany({ include: { refunds: true } });
    expect(orders.filter((order) => order.status === "paid")).toHaveLength(1);
    const refunded = orders.filter((order) => order.status === "refunded");
    expect(refunded).toHaveLength(7);
    expect(
      refunded.every(
        ({ refunds: [refund], amount }) =>
          refund.stripeRefundId?.startsWith("re_") &&
          refund.status === "succeeded" &&
          refund.amount === amount,
      ),
    ).toBe(true);
    const ids = new Set(intents.map((intent) => intent.id));
    const issued = stripe.refunds.filter((refund) => ids.has(String(refund.payment_intent)));
    expect(new Set(issued.map((refund) => refund.payment_intent))).toEqual(
      new Set(refunded.map((o) => o.paymentIntentId)),
    );
    expect(issued).toHaveLength(7);
  });
});

describe("POST /api/stripe/webhook", () => {
  const deliver = (
    type: "payment_intent.succeeded" | "payment_intent.payment_failed",
    object: Stripe.PaymentIntent,
    secret?: string,
  ) => deliverTo(stripe, type, object, secret);

  it("refuses a bad signature and records nothing", async () => {
    const { data } = await startCheckout((await createProduct()).id);
    const intent = stripe.succeed(intentOf(data.clientSecret));
    expect((await deliver("payment_intent.succeeded", intent, "whsec_forged")).status).toBe(400);
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.processedWebhookEvent.count()).toBe(0);
  });

  it("confirms a succeeded payment once, however often the event arrives", async () => {
    const product = await createProduct();
    const { data } = await startCheckout(product.id);
    const intent = stripe.succeed(intentOf(data.clientSecret));
    const { payload, signature } = stripe.webhook("payment_intent.succeeded", intent);
    const send = () =>
      call(webhook, "/api/stripe/webhook", {
        method: "POST",
        body: payload,
        contentType: "application/json",
        headers: { "Stripe-Signature": signature },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await send()).data).toMatchObject({ received: true, duplicate: true });
    expect(await prisma.order.count()).toBe(1);
    expect((await prisma.product.findUnique({ where: { id: product.id } }))?.isSold).toBe(true);
    // The success page arriving later finds the same order.
    expect((await confirm(product.id, intent.id)).data).toMatchObject({ status: "paid" });
    expect(await prisma.order.count()).toBe(1);
  });

  it("acknowledges the account's other payments once, logging each once and changing nothing", async () => {
    const product = await createProduct();
    const held = await startCheckout(product.id);
    const elsewhere = stripe.payElsewhere();
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    try {
      for (const type of [
        "payment_intent.succeeded",
        "payment_intent.payment_failed",
        "payment_intent.canceled",
      ] as const) {
        const event = stripe.webhook(type, elsewhere);
        expect(await deliverEvent(event)).toMatchObject({
          status: 200,
          data: { received: true, ignored: true },
        });
        // Stripe sends an event again now and then: still 2xx, not logged again.
        expect(await deliverEvent(event)).toMatchObject({ status: 200, data: { duplicate: true } });
      }
      expect(log).toHaveBeenCalledTimes(3);
      expect(String(log.mock.calls[0][0])).toContain(elsewhere.id);
    } finally {
      log.mockRestore();
    }
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.product.findUnique({ where: { id: product.id } })).toMatchObject({
      isSold: false,
      reservedByPaymentIntentId: intentOf(held.data.clientSecret),
    });
    // The browser's own confirmation of it is still refused.
    expect(await confirm(product.id, elsewhere.id)).toMatchObject({
      status: 400,
      data: { message: "Invalid payment confirmation" },
    });
  });

  it("frees the piece when the payment fails or is cancelled", async () => {
    const product = await createProduct();
    const { data } = await startCheckout(product.id);
    const intent = stripe.intents.get(intentOf(data.clientSecret))!;
    expect((await deliver("payment_intent.payment_failed", intent)).status).toBe(200);
    expect(
      (await prisma.product.findUnique({ where: { id: product.id } }))?.reservedByPaymentIntentId,
    ).toBeNull();
  });
});

describe("the owner's orders", () => {
  // A successful post is a redirect; the form's refusals (data) have their own test in order-shipping.
  const markShipped = {
    loader: adminOrders.action as unknown as (args: LoaderFunctionArgs) => Promise<Response>,
  };

  it("refuses anonymous visitors, and marks a paid order shipped for the owner", async () => {
    const product = await createProduct();
    const order = await prisma.order.create({
      data: {
        productId: product.id,
        productName: product.name,
        paymentIntentId: "pi_x",
        amount: 1,
        buyerName: "A",
        buyerEmail: "a@example.com",
      },
    });
    const body = new URLSearchParams({ intent: "ship", id: String(order.id) });
    const contentType = "application/x-www-form-urlencoded";
    const anonymous = await call(markShipped, "/admin/orders", {
      method: "POST",
      body,
      contentType,
    }).catch((response: Response) => ({ status: response.status }));
    expect(anonymous.status).toBe(302);
    expect((await prisma.order.findUnique({ where: { id: order.id } }))?.status).toBe("paid");
    const { cookie } = await createOwnerCookie();
    await call(markShipped, "/admin/orders", {
      method: "POST",
      body,
      contentType,
      cookie,
    });
    expect((await prisma.order.findUnique({ where: { id: order.id } }))?.status).toBe("shipped");
  });
});

describe("without Stripe configured", () => {
  it("answers 503 with a clear message and reserves nothing", async () => {
    setEnv({ STRIPE_SECRET_KEY: "" });
    try {
      const product = await createProduct();
      const { status, data } = await startCheckout(product.id);
      expect(status).toBe(503);
      expect(data.message).toMatch(/not set up/);
      expect((await prisma.product.findUnique({ where: { id: product.id } }))?.reservedUntil).toBeNull();
    } finally {
      setEnv(stripe.env());
    }
  });
});
