// After the sale, on the real PostgreSQL against the local Stripe: the owner refunds an order from
// the Orders page (in full, in part, the piece back on sale or not), once however often the form is
// posted; a refund made in Stripe's dashboard and a dispute arrive by signed webhook events and
// show on the order and the overview; the buyer and the owner are mailed through the outbox.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import type Stripe from "stripe";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { disputeWords } from "~/modules/orders/dispute-words";
import { recordStripeRefund } from "~/modules/orders/refunds.server";
import * as overviewPage from "~/routes/admin._index";
import * as ordersPage from "~/routes/admin.orders";
import * as ordersCsv from "~/routes/admin.orders.csv";
import type { FakeStripe } from "../fakes/stripe-server";
import { confirm, deliverEvent, intentOf, startCheckout, withFakeStripe } from "../support/checkout";
import { createProduct } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { setUpSmtpServer } from "../support/smtp-per-file";

let stripe: FakeStripe;
withFakeStripe({ OWNER_NOTIFY_EMAIL: "studio@example.com" }, (started) => (stripe = started));
const mailServer = setUpSmtpServer();

/** A piece bought through the checkout and confirmed: its paid Order. */
async function sale(price = 120_000) {
  const product = await createProduct({ name: "Midnight Tote", price });
  const { data } = await startCheckout(product.id);
  const intentId = intentOf(data.clientSecret);
  stripe.succeed(intentId, { email: "grace@example.com", name: "Grace Hopper" });
  const confirmed = await confirm(product.id, intentId);
  expect(confirmed.status).toBe(200);
  return prisma.order.findUniqueOrThrow({ where: { paymentIntentId: intentId } });
}

async function refund(
  order: { id: number; refundedAmount: number },
  fields: Record<string, string> = {},
  cookie?: string,
) {
  cookie ??= (await createOwnerCookie()).cookie;
  return callPage(ordersPage.action, `/admin/orders?refund=${order.id}`, {
    cookie,
    form: {
      intent: "refund",
      id: String(order.id),
      refunded: String(order.refundedAmount),
      amount: "1,200.00",
      reason: "requested_by_customer",
      ...fields,
    },
  });
}

const orderNow = (id: number) =>
  prisma.order.findUniqueOrThrow({ where: { id }, include: { refunds: { orderBy: { id: "asc" } } } });
const refundRequests = () => stripe.requests.filter((request) => request === "POST /v1/refunds").length;
const mailsTo = (to: string) => prisma.mailOutbox.findMany({ where: { to }, orderBy: { id: "asc" } });

/** Delivers every event the fake signed since `from` (an index into its events), in order. */
async function deliverEventsSince(from: number) {
  const answers = [];
  for (const event of stripe.events.slice(from)) answers.push((await deliverEvent(event)).status);
  return answers;
}

describe("the owner refunds an order", () => {
  it("refunds it in full through Stripe with her reason; the order shows it and the buyer is mailed", async () => {
    const order = await sale();
    const requestsBefore = refundRequests();
    const answer = await refund(order, { reason: "requested_by_customer", note: "Changed her mind" });
    expect(answer.status).toBe(302);
    expect(refundRequests() - requestsBefore).toBe(1);
    const [made] = stripe.refunds.filter((r) => r.payment_intent === order.paymentIntentId);
    expect(made).toMatchObject({ amount: 120_000, reason: "requested_by_customer", status: "succeeded" });
    expect(made.metadata?.requestKey).toBe(`refund_${order.paymentIntentId}_0_120000`);

    const now = await orderNow(order.id);
    expect(now).toMatchObject({ status: "refunded", refundedAmount: 120_000, restockedAt: null });
    expect(now.refunds).toEqual([
      expect.objectContaining({
        amount: 120_000,
        reason: "requested_by_customer",
        note: "Changed her mind",
        origin: "owner",
        status: "succeeded",
        stripeRefundId: made.id,
        createdAt: expect.any(Date),
      }),
    ]);
    // Not back on sale unless she says so.
    expect((await prisma.product.findUniqueOrThrow({ where: { id: order.productId! } })).isSold).toBe(true);

    expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBeGreaterThan(0);
    const sent = mailServer.server.received.find((mail) => mail.subject === "Your refund for Midnight Tote");
    expect(sent?.to).toEqual(["grace@example.com"]);
    expect(sent?.decoded).toContain(
      "We have refunded $1,200.00, the whole amount you paid, for Midnight Tote",
    );

    const page = await callPage(ordersPage.loader, `/admin/orders?order=${order.id}`, {
      cookie: (await createOwnerCookie()).cookie,
    });
    expect(page.data.open.refunds[0]).toMatchObject({ amount: 120_000, status: "succeeded" });
  });

  it("refunds part, then the rest; an amount above what is left is refused and changes nothing", async () => {
    const order = await sale();
    expect((await refund(order, { amount: "$200" })).status).toBe(302);
    let now = await orderNow(order.id);
    expect(now).toMatchObject({ status: "paid", refundedAmount: 20_000 });

    const requestsBefore = refundRequests();
    const tooMuch = await refund(now, { amount: "1,000.01" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.data.result.error.amount).toEqual([
      "You can refund at most $1,000.00: that is what is left of the $1,200.00 paid.",
    ]);
    const garbled = await refund(now, { amount: "twelve" });
    expect(garbled.status).toBe(400);
    expect(garbled.data.result.error.amount).toEqual([
      "Type the amount to refund in dollars, like 120 or 1,450.00.",
    ]);
    expect(refundRequests()).toBe(requestsBefore);
    expect(await orderNow(order.id)).toMatchObject({ refundedAmount: 20_000 });

    expect((await refund(now, { amount: "1,000", reason: "duplicate" })).status).toBe(302);
    now = await orderNow(order.id);
    expect(now).toMatchObject({ status: "refunded", refundedAmount: 120_000 });
    expect(now.refunds.map((r) => [r.amount, r.reason])).toEqual([
      [20_000, "requested_by_customer"],
      [100_000, "duplicate"],
    ]);
    expect(stripe.chargeOf(order.paymentIntentId)?.amount_refunded).toBe(120_000);
    // Nothing is left: a further refund is refused before Stripe is asked.
    expect(await refund(now, { amount: "1" })).toMatchObject({
      status: 409,
      data: { result: { error: { "": ["This order is already refunded in full."] } } },
    });
    const partMail = (await mailsTo("grace@example.com")).find((mail) =>
      mail.text?.includes("$200.00 of the"),
    );
    expect(partMail?.text).toContain("We have refunded $200.00 of the $1,200.00 you paid for Midnight Tote");
  });

  it("puts the piece back on sale when she asks: listed and bought again, the old order closed", async () => {
    const order = await sale();
    expect((await refund(order, { restock: "on" })).status).toBe(302);
    const product = await prisma.product.findUniqueOrThrow({ where: { id: order.productId! } });
    expect(product.isSold).toBe(false);
    expect((await orderNow(order.id)).restockedAt).toBeInstanceOf(Date);

    const { cookie } = await createOwnerCookie();
    const ship = await callPage(ordersPage.action, "/admin/orders", {
      cookie,
      form: { intent: "ship", id: String(order.id) },
    });
    expect(ship.status).toBe(409);

    // The next buyer pays for it: a new order, the old one kept as it was.
    const next = await startCheckout(product.id);
    expect(next.status).toBe(200);
    const intentId = intentOf(next.data.clientSecret);
    stripe.succeed(intentId);
    expect((await confirm(product.id, intentId)).data).toMatchObject({ success: true, status: "paid" });
    expect(await prisma.order.count({ where: { productId: product.id } })).toBe(2);
    expect((await orderNow(order.id)).status).toBe("refunded");
  });

  it("says the piece is back on sale when Stripe's event put it back before Stripe's answer came", async () => {
    const order = await sale();
    expect((await refund(order, { restock: "on" })).status).toBe(302);
    // Stripe's answer read again once its event has been applied: nothing moves, the piece stays on sale.
    const [stripeRefund] = stripe.refunds.filter((made) => made.payment_intent === order.paymentIntentId);
    const late = await recordStripeRefund(stripeRefund as unknown as Stripe.Refund);
    expect(late).toMatchObject({ restocked: true, refund: { status: "succeeded" } });
    // A refund that did not ask for it says so however late it is read.
    const other = await sale();
    expect((await refund(other)).status).toBe(302);
    const [kept] = stripe.refunds.filter((made) => made.payment_intent === other.paymentIntentId);
    expect((await recordStripeRefund(kept as unknown as Stripe.Refund))?.restocked).toBe(false);
  });

  it("asks Stripe once when the same form is posted twice, one after the other or five at once", async () => {
    const order = await sale();
    const requestsBefore = refundRequests();
    const { cookie } = await createOwnerCookie();
    const presses = await Promise.all(
      Array.from({ length: 5 }, () => refund(order, { amount: "100" }, cookie)),
    );
    expect(presses.map((press) => press.status).sort()).toEqual([302, 409, 409, 409, 409]);
    const again = await refund(order, { amount: "100" });
    expect(again.status).toBe(409);
    expect(again.data.result.error[""][0]).toMatch(/^This order changed since you opened the refund/);
    expect(refundRequests() - requestsBefore).toBe(1);
    expect(await orderNow(order.id)).toMatchObject({ refundedAmount: 10_000 });
    expect(await prisma.mailOutbox.count({ where: { subject: "Your refund for Midnight Tote" } })).toBe(1);
  });

  it("records its own refund once when Stripe's events about it arrive too, even twice", async () => {
    const order = await sale();
    const from = stripe.events.length;
    expect((await refund(order, { amount: "300" })).status).toBe(302);
    expect(stripe.events.slice(from).map((event) => event.type)).toEqual([
      "refund.created",
      "charge.refunded",
    ]);
    expect(await deliverEventsSince(from)).toEqual([200, 200]);
    expect(await deliverEventsSince(from)).toEqual([200, 200]);
    const now = await orderNow(order.id);
    expect(now.refundedAmount).toBe(30_000);
    expect(now.refunds).toHaveLength(1);
    expect(await prisma.mailOutbox.count({ where: { subject: "Your refund for Midnight Tote" } })).toBe(1);
  });

  it("leaves everything as it was when Stripe does not answer, and refunds when she asks again", async () => {
    const order = await sale();
    stripe.fault("unreachable", "/v1/refunds");
    const failed = await refund(order);
    expect(failed.status).toBe(503);
    expect(failed.data.result.error[""][0]).toMatch(/payment provider is not answering/);
    expect(await orderNow(order.id)).toMatchObject({ status: "paid", refundedAmount: 0, refunds: [] });
    stripe.clearFaults();
    expect((await refund(order)).status).toBe(302);
    expect(await orderNow(order.id)).toMatchObject({ status: "refunded", refundedAmount: 120_000 });
  });
});

describe("a refund made in Stripe's dashboard", () => {
  it("shows on the order the same way and mails the buyer, once however often its events come", async () => {
    const order = await sale();
    const from = stripe.events.length;
    const made = stripe.refundInDashboard(order.paymentIntentId, { amount: 45_000, reason: "duplicate" });
    expect(await deliverEventsSince(from)).toEqual([200, 200]);
    expect(await deliverEventsSince(from)).toEqual([200, 200]);
    const now = await orderNow(order.id);
    expect(now).toMatchObject({ status: "paid", refundedAmount: 45_000 });
    expect(now.refunds).toEqual([
      expect.objectContaining({
        amount: 45_000,
        reason: "duplicate",
        origin: "stripe",
        stripeRefundId: made.id,
      }),
    ]);
    const mails = await mailsTo("grace@example.com");
    expect(mails.filter((mail) => mail.subject === "Your refund for Midnight Tote")).toHaveLength(1);

    // What is left is what she can still refund from the Orders page.
    const tooMuch = await refund(now, { amount: "1,200" });
    expect(tooMuch.data.result.error.amount[0]).toBe(
      "You can refund at most $750.00: that is what is left of the $1,200.00 paid.",
    );
  });

  it("gives the sale back if Stripe later says the refund failed", async () => {
    const order = await sale();
    const made = stripe.refundInDashboard(order.paymentIntentId);
    await deliverEventsSince(stripe.events.length - 2);
    expect((await orderNow(order.id)).status).toBe("refunded");
    await deliverEvent(stripe.webhook("refund.failed", { ...made, status: "failed" }));
    // A late refund.created (pending) does not move it back.
    await deliverEvent(stripe.webhook("refund.created", { ...made, status: "pending" }));
    expect(await orderNow(order.id)).toMatchObject({
      status: "paid",
      refundedAmount: 0,
      refunds: [expect.objectContaining({ status: "failed" })],
    });
  });
});

describe("a payment the shop cannot accept", () => {
  it("is still refunded at once, and its Stripe events add no refund of their own", async () => {
    const product = await createProduct({ name: "Midnight Tote", price: 50_000 });
    const { data } = await startCheckout(product.id);
    const intentId = intentOf(data.clientSecret);
    stripe.succeed(intentId, { email: "ada@example.com" });
    // The price changed while the buyer paid: the payment is refunded, not taken.
    await prisma.product.update({ where: { id: product.id }, data: { price: 60_000 } });
    const from = stripe.events.length;
    expect((await confirm(product.id, intentId)).data).toMatchObject({ success: false, status: "refunded" });
    expect(await deliverEventsSince(from)).toEqual([200, 200]);
    const refunded = await prisma.order.findUniqueOrThrow({
      where: { paymentIntentId: intentId },
      include: { refunds: true },
    });
    expect(refunded).toMatchObject({ status: "refunded", refundedAmount: 50_000 });
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ origin: "automatic", status: "succeeded", amount: 50_000 }),
    ]);
    expect(stripe.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    // Its buyer has the one notice the confirmation sent, and no refund mail besides.
    expect((await mailsTo("ada@example.com")).map((mail) => mail.subject)).toEqual([
      "Your payment for Midnight Tote is refunded",
    ]);
  });
});

describe("a dispute", () => {
  it("marks the order, mails the owner once, warns on the overview with the deadline, then shows the outcome", async () => {
    const order = await sale();
    const dispute = stripe.openDispute(order.paymentIntentId, {
      reason: "product_not_received",
      dueInDays: 6,
    });
    const created = stripe.events.at(-1)!;
    expect((await deliverEvent(created)).status).toBe(200);
    expect((await deliverEvent(created)).status).toBe(200);
    expect(await orderNow(order.id)).toMatchObject({
      disputeId: dispute.id,
      disputeStatus: "needs_response",
      disputeReason: "product_not_received",
      disputeAmount: 120_000,
      disputeEvidenceDue: new Date(dispute.evidence_details.due_by! * 1000),
      disputeClosedAt: null,
    });
    const ownerMails = await mailsTo("studio@example.com");
    const notices = ownerMails.filter((mail) => mail.subject === "A payment is disputed: Midnight Tote");
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain("Reason given: product not received.");
    expect(notices[0].text).toContain(`https://dashboard.stripe.com/payments/${order.paymentIntentId}`);

    const { cookie } = await createOwnerCookie();
    const overview = await callPage(overviewPage.loader, "/admin", { cookie });
    expect(overview.data.disputes).toEqual([
      expect.objectContaining({
        id: order.id,
        productName: "Midnight Tote",
        disputeEvidenceDue: new Date(dispute.evidence_details.due_by! * 1000),
      }),
    ]);

    stripe.closeDispute(dispute.id, "lost");
    expect((await deliverEvent(stripe.events.at(-1)!)).status).toBe(200);
    // Stripe's events may come out of order: the opening, late, does not reopen it.
    await deliverEvent(stripe.webhook("charge.dispute.created", { ...dispute, status: "needs_response" }));
    expect(await orderNow(order.id)).toMatchObject({
      disputeStatus: "lost",
      disputeClosedAt: expect.any(Date),
    });
    expect((await callPage(overviewPage.loader, "/admin", { cookie })).data.disputes).toEqual([]);

    // Her books say so too.
    const csv = await callPage(ordersCsv.loader, "/admin/orders/csv", { cookie });
    const [row] = parse<Record<string, string>>(await csv.response!.text(), { columns: true });
    expect(row).toMatchObject({ status: "paid", refunded: "0.00", dispute: "lost" });
  });

  it("follows disputes by their id: an appeal and a new dispute after a closed inquiry show with their deadline, one mail each", async () => {
    const order = await sale();
    const deliverLast = async () => expect((await deliverEvent(stripe.events.at(-1)!)).status).toBe(200);
    const notices = async () =>
      (await mailsTo("studio@example.com")).filter((mail) =>
        mail.subject.startsWith("A payment is disputed"),
      );
    const shown = async () => {
      const { cookie } = await createOwnerCookie();
      return (await callPage(overviewPage.loader, "/admin", { cookie })).data.disputes;
    };
    const deadline = (dispute: Stripe.Dispute) => new Date(dispute.evidence_details.due_by! * 1000);

    const inquiry = stripe.openDispute(order.paymentIntentId, { inquiry: true, dueInDays: 3 });
    await deliverLast();
    const inquiryCreated = stripe.events.at(-1)!;
    stripe.closeDispute(inquiry.id, "warning_closed");
    await deliverLast();
    const inquiryClosed = stripe.events.at(-1)!;
    expect(await shown()).toEqual([]);

    // The bank then files a dispute: another id on the same payment.
    const dispute = stripe.openDispute(order.paymentIntentId, { dueInDays: 6 });
    await deliverLast();
    expect(await orderNow(order.id)).toMatchObject({
      disputeId: dispute.id,
      disputeStatus: "needs_response",
      disputeEvidenceDue: deadline(dispute),
      disputeClosedAt: null,
    });
    expect(await shown()).toEqual([
      expect.objectContaining({ id: order.id, disputeEvidenceDue: deadline(dispute) }),
    ]);
    expect(await notices()).toHaveLength(2);
    // The inquiry's events, sent again late, change nothing.
    for (const late of [inquiryCreated, inquiryClosed]) {
      await deliverEvent(stripe.webhook(JSON.parse(late.payload).type, JSON.parse(late.payload).data.object));
    }
    expect(await orderNow(order.id)).toMatchObject({
      disputeId: dispute.id,
      disputeStatus: "needs_response",
    });

    // Lost, then appealed: open again with the appeal's deadline, still one mail for this dispute.
    stripe.closeDispute(dispute.id, "lost");
    await deliverLast();
    expect(await shown()).toEqual([]);
    const appeal = stripe.appealDispute(dispute.id, { dueInDays: 10 });
    await deliverLast();
    expect(await orderNow(order.id)).toMatchObject({
      disputeId: dispute.id,
      disputeStatus: "appeal_needs_response",
      disputeEvidenceDue: deadline(appeal),
      disputeClosedAt: null,
    });
    expect(await shown()).toEqual([
      expect.objectContaining({ id: order.id, disputeEvidenceDue: deadline(appeal) }),
    ]);
    expect(disputeWords("appeal_needs_response")).toBe("appeal: respond");
    expect(await notices()).toHaveLength(2);
  });

  it("ignores a dispute about a payment that is not one of the shop's", async () => {
    stripe.openDispute(stripe.payElsewhere().id);
    const answer = await deliverEvent(stripe.events.at(-1)!);
    expect(answer.status).toBe(200);
    expect(await prisma.order.count({ where: { disputeId: { not: null } } })).toBe(0);
  });
});
