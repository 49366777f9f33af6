// The owner's view of sales: every Order, newest first, a line each, one opened to its card with its
// refunds and the mails its buyer was sent; marking one shipped, which tells the buyer (with the
// carrier and tracking number, if given), and correcting the tracking afterwards.
import type { Order, Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { conflict, notFound } from "~/utils/errors";
import { keyset } from "~/utils/keyset-page.server";
import { openOrderId, readOrderSearch, type OrderState } from "./order-list";
import { shippedMail, trackingCorrectedMail } from "./order-mails.server";
import { SHIPPING_SELECT } from "./shipping";

/**
 * What an order's line in the list shows: the sale, its buyer, its state. A page of 50 lines costs a
 * fraction of 50 cards, in the database and in the page (decision 364).
 */
const ORDER_LINE = {
  id: true,
  productName: true,
  amount: true,
  buyerName: true,
  buyerEmail: true,
  status: true,
  refundedAmount: true,
  restockedAt: true,
  disputeStatus: true,
  createdAt: true,
} satisfies Prisma.OrderSelect;

/**
 * What an open order's card shows, and no more (the loader's data is written into the page a second
 * time): the sale, where it goes, its state and dispute, its refunds and the mails to its buyer. Not
 * the receipt's key, Stripe's dispute ids or the currency (always dollars).
 */
const ORDER_CARD = {
  id: true,
  productId: true,
  productName: true,
  paymentIntentId: true,
  amount: true,
  buyerName: true,
  buyerEmail: true,
  ...SHIPPING_SELECT,
  billingLine1: true,
  billingLine2: true,
  billingCity: true,
  billingState: true,
  billingPostalCode: true,
  billingCountry: true,
  status: true,
  refundedAmount: true,
  note: true,
  carrier: true,
  trackingNumber: true,
  restockedAt: true,
  disputeStatus: true,
  disputeReason: true,
  disputeAmount: true,
  disputeEvidenceDue: true,
  disputedAt: true,
  disputeClosedAt: true,
  createdAt: true,
  refunds: {
    orderBy: { id: "asc" },
    select: { id: true, amount: true, reason: true, note: true, origin: true, status: true, createdAt: true },
  },
  mails: { orderBy: { id: "asc" }, select: { id: true, subject: true, status: true, sentAt: true } },
} satisfies Prisma.OrderSelect;

const newestFirst = keyset<
  Pick<Order, "createdAt" | "id">,
  Prisma.OrderWhereInput,
  Prisma.OrderOrderByWithRelationInput
>([
  { field: "createdAt", kind: "date", descending: true },
  { field: "id", kind: "int", descending: true },
]);

const IN_STATE: Record<OrderState, Prisma.OrderWhereInput> = {
  all: {},
  "to-ship": { status: "paid", restockedAt: null },
  shipped: { status: "shipped" },
  refunded: { status: "refunded" },
  disputed: { disputedAt: { not: null } },
};

/**
 * Orders of a buyer whose name or email holds the words; `#N` is the order numbered N alone, and
 * bare digits are that order or a buyer whose name or email holds them.
 */
function byBuyer(q: string): Prisma.OrderWhereInput {
  if (!q) return {};
  const numbered = /^#(\d{1,9})$/.exec(q);
  if (numbered) return { id: Number(numbered[1]) };
  const number = /^(\d{1,9})$/.exec(q);
  const text = { contains: q, mode: "insensitive" as const };
  return {
    OR: [{ buyerName: text }, { buyerEmail: text }, ...(number ? [{ id: Number(number[1]) }] : [])],
  };
}

/**
 * One page of her orders' lines, newest first, searched as the address asks, with how many match, and
 * the card of the order the address opens when it is on this page.
 */
export async function listOrderPage(query: URLSearchParams) {
  const search = readOrderSearch(query);
  const where = { AND: [IN_STATE[search.state], byBuyer(search.q)] };
  const openId = openOrderId(query);
  const [page, total, card] = await Promise.all([
    newestFirst.page(query, (window) =>
      prisma.order.findMany({
        ...window,
        where: { AND: [where, window.where] },
        select: ORDER_LINE,
      }),
    ),
    prisma.order.count({ where }),
    openId === null ? null : prisma.order.findUnique({ where: { id: openId }, select: ORDER_CARD }),
  ]);
  const open = card && page.rows.some((row) => row.id === card.id) ? card : null;
  return { ...page, total, search, open };
}

export interface Shipment {
  carrier?: string;
  trackingNumber?: string;
}

/** The order's columns for a shipment: a field left blank is stored as none. */
const travelOf = (shipment: Shipment) => ({
  carrier: shipment.carrier ?? null,
  trackingNumber: shipment.trackingNumber ?? null,
});

/**
 * Only a paid order can ship; a refunded one never does, nor one whose piece went back on sale. The
 * buyer's notice is queued with it.
 */
export async function markShipped(orderId: number, shipment: Shipment = {}) {
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId } });
    if (!order) throw notFound("This order does not exist.");
    const travel = travelOf(shipment);
    // Conditional: of two "Mark shipped" at once, one ships it and tells the buyer.
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: "paid", restockedAt: null },
      data: { status: "shipped", shippedAt: new Date(), ...travel },
    });
    if (count === 0) throw conflict("Only a paid order can be marked shipped.");
    if (order.buyerEmail) {
      await queueMail({ ...shippedMail({ ...order, ...travel }), to: order.buyerEmail, orderId }, tx);
    }
    return order;
  });
}

/**
 * Corrects a shipped order's carrier and tracking number. The buyer's shipped mail carried the old
 * ones, so when they change and a number is left to follow, the buyer is sent the new one; the same
 * correction posted again changes nothing and sends nothing.
 */
export async function correctTracking(orderId: number, shipment: Shipment) {
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId } });
    if (!order) throw notFound("This order does not exist.");
    const travel = travelOf(shipment);
    if (order.status !== "shipped") throw conflict("Only a shipped order has tracking to correct.");
    if (order.carrier === travel.carrier && order.trackingNumber === travel.trackingNumber) {
      return { order, changed: false };
    }
    // Conditional on what was read: of two corrections at once, one applies and tells the buyer.
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: "shipped", carrier: order.carrier, trackingNumber: order.trackingNumber },
      data: travel,
    });
    if (count === 0)
      throw conflict("This order's tracking was changed meanwhile: look again before correcting it.");
    if (order.buyerEmail && travel.trackingNumber) {
      await queueMail(
        { ...trackingCorrectedMail({ ...order, ...travel }), to: order.buyerEmail, orderId },
        tx,
      );
    }
    return { order, changed: true };
  });
}
