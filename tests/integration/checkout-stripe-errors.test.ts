// Stripe failing on every path that calls it (decision 070): an unknown id or a refused request is
// a 4xx with a clear message; Stripe unreachable, timing out or answering 5xx is a 503 with
// Retry-After, and the piece's hold stays as it was. A confirmation is bound to its own product.
import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { INVALID_CONFIRMATION } from "~/modules/checkout/confirm.server";
import { releaseExpiredReservations } from "~/modules/checkout/expiry.server";
import { PAYMENTS_UNAVAILABLE } from "~/modules/stripe/stripe.server";
import { createProduct } from "../support/factories";
import {
  confirm,
  cookieOf,
  deliver,
  intentOf,
  postSuccessPage,
  releaseCheckout,
  withFakeStripe,
  startCheckout,
} from "../support/checkout";
import { type Fault, type FakeStripe } from "../fakes/stripe-server";
import { paymentIntentObject } from "../fakes/stripe-objects";

let stripe: FakeStripe;
// A short timeout, so a timed-out call (and its one retry) ends within the test.
withFakeStripe({ STRIPE_TIMEOUT_MS: "400" }, (started) => (stripe = started));

const FAULTS: Fault[] = ["unreachable", "timeout", "server-error"];

const holdOf = (id: number) =>
  prisma.product.findUniqueOrThrow({
    where: { id },
    select: { isSold: true, reservedUntil: true, reservedByPaymentIntentId: true },
  });

async function heldPiece() {
  const product = await createProduct();
  const start = await startCheckout(product.id);
  return { product, start, id: intentOf(start.data.clientSecret) };
}

function expectUnavailable(answer: { status: number; data: { message?: string }; headers: Headers }) {
  expect(answer.status).toBe(503);
  expect(answer.data.message).toBe(PAYMENTS_UNAVAILABLE);
  expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
}

describe.each(FAULTS)("Stripe %s", (fault) => {
  it("create-payment-intent answers 503 and holds nothing", async () => {
    const product = await createProduct();
    stripe.fault(fault);
    expectUnavailable(await startCheckout(product.id));
    expect(await holdOf(product.id)).toMatchObject({ reservedUntil: null, reservedByPaymentIntentId: null });
  });

  it("payment-success (API and page) answers 503 and leaves the hold as it was", async () => {
    const { product, id } = await heldPiece();
    stripe.succeed(id);
    const before = await holdOf(product.id);
    stripe.fault(fault);
    expectUnavailable(await confirm(product.id, id));
    expect(await postSuccessPage(product.id, id)).toEqual({ ok: false, retry: true });
    expect(await holdOf(product.id)).toEqual(before);
    expect(await prisma.order.count()).toBe(0);
    stripe.clearFaults();
    expect((await confirm(product.id, id)).data).toMatchObject({ success: true, status: "paid" });
  });

  it("the webhook answers 503 and records nothing, so Stripe's retry confirms", async () => {
    const { product, id } = await heldPiece();
    const intent = stripe.succeed(id);
    stripe.fault(fault);
    expectUnavailable(await deliver(stripe, "payment_intent.succeeded", intent));
    expect(await prisma.processedWebhookEvent.count()).toBe(0);
    expect((await holdOf(product.id)).isSold).toBe(false);
    stripe.clearFaults();
    expect((await deliver(stripe, "payment_intent.succeeded", intent)).status).toBe(200);
    expect((await holdOf(product.id)).isSold).toBe(true);
  });

  it("the expiry job and a release leave the hold as it was", async () => {
    const { product, start, id } = await heldPiece();
    await prisma.product.update({
      where: { id: product.id },
      data: { reservedUntil: new Date(Date.now() - 1000) },
    });
    const before = await holdOf(product.id);
    stripe.fault(fault);
    expect(await releaseExpiredReservations()).toBe(0);
    expect(await holdOf(product.id)).toEqual(before);
    expectUnavailable(await releaseCheckout(product.id, cookieOf(start.headers)));
    expect(await holdOf(product.id)).toEqual(before);
    stripe.clearFaults();
    expect(await releaseExpiredReservations()).toBe(1);
    expect(stripe.intents.get(id)?.status).toBe("canceled");
  });
});

describe("Stripe refusing a request", () => {
  it("an unknown PaymentIntent is 400 'Invalid payment confirmation' on the API, the page and the webhook", async () => {
    const product = await createProduct();
    expect(await confirm(product.id, "pi_unknown")).toMatchObject({
      status: 400,
      data: { message: INVALID_CONFIRMATION },
    });
    expect(await postSuccessPage(product.id, "pi_unknown")).toEqual({ ok: false, retry: false });
    // Naming a piece, as the shop's own intents do (one naming none is another payment's: acknowledged).
    const ghost = {
      ...paymentIntentObject({
        amount: 50_000,
        currency: "usd",
        description: null,
        metadata: { productId: String(product.id) },
      }),
      id: "pi_unknown",
    };
    expect((await deliver(stripe, "payment_intent.succeeded", ghost)).status).toBe(400);
    expect(await prisma.order.count()).toBe(0);
  });

  it("a price Stripe refuses is a 400 with Stripe's reason, and the hold is given back", async () => {
    const product = await createProduct({ price: 10 });
    expect(await startCheckout(product.id)).toMatchObject({
      status: 400,
      data: { message: "Amount must be at least $0.50 usd" },
    });
    expect(await holdOf(product.id)).toMatchObject({ reservedByPaymentIntentId: null });
  });
});

describe("a confirmation is bound to its product", () => {
  it("refuses, once the order is recorded, the same payment posted for another product, changing nothing", async () => {
    const { product, id } = await heldPiece();
    const other = await createProduct();
    stripe.succeed(id);
    const paid = await confirm(product.id, id);
    expect(paid.data).toMatchObject({ success: true, status: "paid" });
    const orderBefore = await prisma.order.findUniqueOrThrow({ where: { paymentIntentId: id } });

    expect(await confirm(other.id, id)).toMatchObject({
      status: 400,
      data: { message: INVALID_CONFIRMATION },
    });
    expect(await postSuccessPage(other.id, id)).toEqual({ ok: false, retry: false });
    expect(await prisma.order.findMany()).toEqual([orderBefore]);
    expect(await holdOf(other.id)).toMatchObject({ isSold: false, reservedByPaymentIntentId: null });
    expect((await confirm(product.id, id)).data).toMatchObject({ orderId: orderBefore.id });
  });
});
