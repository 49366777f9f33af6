// Money given back on an order (decision 200). A refund is first recorded: a conditional step on the
// order's refunded total, under a key unique to that step. Stripe is then asked with that key as its
// idempotency key and in the refund's metadata, and the refund is settled by Stripe's answer or by
// its webhook event, whichever comes first. A refund made in Stripe's dashboard arrives only by its
// event and is recorded the same way. The buyer is told once, when Stripe takes the refund.
import type { Order, Prisma, Refund, RefundStatus } from "@prisma/client";
import type Stripe from "stripe";
import { prisma } from "~/db.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { badRequest, conflict, notFound } from "~/utils/errors";
import { formatPrice } from "~/utils/money";
import { refundMail } from "./order-mails.server";
import type { RefundReason } from "./schema";
import { callStripe } from "~/modules/stripe/stripe.server";

/** Statuses whose amount counts as given back: Stripe has not refused the refund (yet). */
const COUNTED: RefundStatus[] = ["requested", "pending", "requires_action", "succeeded"];
/** How far along a refund is: an event never moves it back (Stripe's events may arrive out of order). */
const STAGE: Record<RefundStatus, number> = {
  requested: 0,
  pending: 1,
  requires_action: 1,
  succeeded: 2,
  canceled: 3,
  failed: 3,
};

export interface RefundRequest {
  orderId: number;
  /** Cents. */
  amount: number;
  reason: RefundReason;
  note?: string;
  /** Put the piece back on sale once Stripe takes the refund. */
  restock: boolean;
  /** The order's refunded total when she opened the form: a second press of the same form finds it changed. */
  seenRefunded: number;
}

export interface RefundOutcome {
  order: Order;
  refund: Refund;
  /** The piece is back on sale, as this refund asked: put back now or when Stripe's event came first. */
  restocked: boolean;
}

/** The owner's refund from the Orders page: asked of Stripe once, however often it is posted. */
export async function refundOrder(request: RefundRequest): Promise<RefundOutcome> {
  const claimed = await claimRefund(request);
  try {
    return await sendRefund(claimed, claimed.order.paymentIntentId);
  } catch (error) {
    // Refused or unanswered: the claim is withdrawn, so she can ask again. If Stripe did refund
    // (an answer lost on the way), asking again with the same key gets that refund back, and its
    // event records it meanwhile.
    await withdrawClaim(claimed);
    throw error;
  }
}

async function claimRefund(request: RefundRequest) {
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: request.orderId } });
    if (!order) throw notFound("This order does not exist.");
    const remaining = order.amount - order.refundedAmount;
    if (order.refundedAmount !== request.seenRefunded) {
      throw conflict(
        `This order changed since you opened the refund: ${formatPrice(order.refundedAmount)} of ${formatPrice(order.amount)} is refunded now. Nothing more was refunded.`,
      );
    }
    if (remaining <= 0) throw conflict("This order is already refunded in full.");
    if (request.amount > remaining) {
      const message = `You can refund at most ${formatPrice(remaining)}: that is what is left of the ${formatPrice(order.amount)} paid.`;
      throw badRequest(message, { amount: [message] });
    }
    // Conditional on the total she saw: of two presses (or two instances) at once, one claims it.
    const { count } = await tx.order.updateMany({
      where: { id: order.id, refundedAmount: request.seenRefunded },
      data: { refundedAmount: { increment: request.amount } },
    });
    if (count === 0) throw conflict("This order is being refunded already. Nothing more was refunded.");
    const refund = await tx.refund.create({
      data: {
        orderId: order.id,
        amount: request.amount,
        reason: request.reason,
        note: request.note || null,
        restock: request.restock,
        origin: "owner",
        // The same press again is the same key; the payment's id keeps it unique at Stripe, whose
        // keys outlive this database (a restored backup numbers its orders again).
        requestKey: `refund_${order.paymentIntentId}_${request.seenRefunded}_${request.amount}`,
      },
    });
    return { ...refund, order };
  });
}

async function withdrawClaim(refund: Refund) {
  await prisma.$transaction(async (tx) => {
    // Only while still unanswered: its webhook event may have settled it meanwhile.
    const { count } = await tx.refund.deleteMany({ where: { id: refund.id, status: "requested" } });
    if (count === 1) {
      await tx.order.update({
        where: { id: refund.orderId },
        data: { refundedAmount: { decrement: refund.amount } },
      });
    }
  });
}

/**
 * Asks Stripe for a recorded refund and settles it with the answer. The automatic refund of a
 * second payment comes here too, again on each confirmation of that payment until Stripe answers.
 */
export async function sendRefund(refund: Refund, paymentIntentId: string): Promise<RefundOutcome> {
  const key = refund.requestKey;
  if (!key) throw new Error(`Refund ${refund.id} has no request key`);
  const answer = await callStripe(
    (stripe) =>
      stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: refund.amount,
          ...(refund.reason && { reason: refund.reason as RefundReason }),
          metadata: { requestKey: key, orderId: String(refund.orderId) },
        },
        { idempotencyKey: key },
      ),
    "Stripe does not know this payment.",
  );
  const outcome = await recordStripeRefund(answer);
  if (!outcome) throw new Error(`Stripe's refund ${answer.id} names no order of this shop`);
  return outcome;
}

/**
 * Records what Stripe says of a refund (its answer, or a `refund.*` event): finds the row by
 * Stripe's id or by the key it was asked with, or records one made in Stripe's dashboard; moves
 * its status forward only; keeps the order's refunded total; and the first time Stripe takes it,
 * tells the buyer and puts the piece back on sale if she asked. Null for a payment not of this shop.
 */
export async function recordStripeRefund(stripeRefund: Stripe.Refund): Promise<RefundOutcome | null> {
  const paymentIntentId = idOf(stripeRefund.payment_intent);
  if (!paymentIntentId) return null;
  return prisma.$transaction(async (tx) => {
    // Every change to one order's refunds waits for this lock: the answer and the event of one
    // refund, seen at once by two instances, are applied one after the other.
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Order" WHERE "paymentIntentId" = ${paymentIntentId} FOR UPDATE`;
    if (locked.length === 0) return null;
    const orderId = locked[0].id;
    const key = stripeRefund.metadata?.requestKey;
    const known = await tx.refund.findFirst({
      where: { OR: [{ stripeRefundId: stripeRefund.id }, ...(key ? [{ requestKey: key }] : [])] },
    });
    const row =
      known ??
      (await recordDashboardRefund(tx, orderId, stripeRefund.amount, stripeRefund.reason, stripeRefund.id));
    const status = refundStatus(stripeRefund.status);
    // Forward only; pending and requires_action may follow each other.
    const moves =
      status !== row.status &&
      (STAGE[status] > STAGE[row.status] || (STAGE[status] === 1 && STAGE[row.status] === 1));
    const refund = await tx.refund.update({
      where: { id: row.id },
      data: { stripeRefundId: stripeRefund.id, ...(moves && { status }) },
    });
    if (!moves) {
      // Already applied (its event came before this answer, or the other way round): the piece is
      // back on sale if this refund asked for it and it was put back then.
      const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
      return { order, refund, restocked: refund.restock && order.restockedAt !== null };
    }
    const change = (COUNTED.includes(refund.status) ? 1 : 0) - (COUNTED.includes(row.status) ? 1 : 0);
    let order = await tx.order.update({
      where: { id: orderId },
      data: { refundedAmount: { increment: change * refund.amount } },
    });
    order = await orderStatusFollows(tx, order);
    const taken =
      row.status === "requested" && refund.status !== "requested" && COUNTED.includes(refund.status);
    if (!taken) return { order, refund, restocked: false };
    if (refund.origin !== "automatic" && order.buyerEmail) {
      await queueMail({ ...refundMail(order, refund.amount), to: order.buyerEmail, orderId }, tx);
    }
    const restocked = refund.restock ? await restock(tx, order) : false;
    return { order: restocked ? { ...order, restockedAt: new Date() } : order, refund, restocked };
  });
}

/** A refund made in Stripe's dashboard: counted as asked for, then moved on like any other. */
async function recordDashboardRefund(
  tx: Prisma.TransactionClient,
  orderId: number,
  amount: number,
  reason: string | null,
  stripeRefundId: string,
) {
  await tx.order.update({ where: { id: orderId }, data: { refundedAmount: { increment: amount } } });
  return tx.refund.create({ data: { orderId, amount, reason, origin: "stripe", stripeRefundId } });
}

/** Refunded in full, the sale is undone; a refund Stripe then fails gives the sale back. */
async function orderStatusFollows(tx: Prisma.TransactionClient, order: Order) {
  const full = order.refundedAmount >= order.amount;
  if (full && order.status !== "refunded") {
    return tx.order.update({ where: { id: order.id }, data: { status: "refunded" } });
  }
  // A second payment's order was never a sale: it stays refunded whatever Stripe says.
  if (
    !full &&
    order.status === "refunded" &&
    !(await tx.refund.count({ where: { orderId: order.id, origin: "automatic" } }))
  ) {
    return tx.order.update({
      where: { id: order.id },
      data: { status: order.shippedAt ? "shipped" : "paid" },
    });
  }
  return order;
}

/**
 * The piece is listed and can be bought again; the order is closed (it never ships) and keeps its
 * refunds. Not when the piece has been sold again since: that newer sale stands.
 */
async function restock(tx: Prisma.TransactionClient, order: Order) {
  if (!order.productId || order.restockedAt) return false;
  const soldSince = await tx.order.count({
    where: {
      productId: order.productId,
      id: { gt: order.id },
      status: { in: ["paid", "shipped"] },
      restockedAt: null,
    },
  });
  if (soldSince > 0) return false;
  await tx.product.updateMany({ where: { id: order.productId }, data: { isSold: false } });
  await tx.order.update({ where: { id: order.id }, data: { restockedAt: new Date() } });
  return true;
}

function refundStatus(status: string | null): RefundStatus {
  const known: string[] = ["pending", "requires_action", "succeeded", "failed", "canceled"];
  return (known.includes(status ?? "") ? status : "pending") as RefundStatus;
}

export const idOf = (field: string | { id: string } | null | undefined) =>
  typeof field === "string" ? field : (field?.id ?? null);
