// The orders CSV for the owner's books: every order, newest first, read in batches by id, with its
// buyer and address, what was refunded and any dispute's status.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { batchesById } from "~/utils/batches.server";
import { csvDownload } from "~/utils/csv.server";
import { SHIPPING_SELECT, shippingParts } from "./shipping";

const COLUMNS = [
  "order",
  "date",
  "status",
  "product",
  "amount",
  "currency",
  "refunded",
  "buyer_name",
  "buyer_email",
  "ship_to_name",
  "address_line1",
  "address_line2",
  "city",
  "state",
  "postal_code",
  "country",
  "shipped_at",
  "stripe_payment",
  "dispute",
];

const EXPORTED = {
  id: true,
  createdAt: true,
  status: true,
  productName: true,
  amount: true,
  currency: true,
  refundedAmount: true,
  buyerName: true,
  buyerEmail: true,
  ...SHIPPING_SELECT,
  shippedAt: true,
  paymentIntentId: true,
  disputeStatus: true,
} satisfies Prisma.OrderSelect;

export function ordersCsv() {
  const batches = batchesById("desc", (past, take) =>
    prisma.order.findMany({ where: past, select: EXPORTED, orderBy: { id: "desc" }, take }),
  );
  return csvDownload("orders.csv", COLUMNS, batches, (order) => [
    order.id,
    order.createdAt,
    order.status,
    order.productName,
    (order.amount / 100).toFixed(2),
    order.currency.toUpperCase(),
    (order.refundedAmount / 100).toFixed(2),
    order.buyerName,
    order.buyerEmail,
    ...shippingParts(order),
    order.shippedAt,
    order.paymentIntentId,
    order.disputeStatus,
  ]);
}
