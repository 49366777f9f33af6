// What Stripe knows that a backup does not (decision 327): refunds made on the archive's orders
// after it was taken. Restoring the archive over the shop takes them off their orders (the orders
// show paid, the pieces sold), while the buyers have their money back: the restore lists them.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { getStripe } from "~/modules/stripe/stripe.server";
import { formatPrice } from "~/utils/money";
import { tableFile, type Manifest } from "./manifest";

export interface RefundNotInBackup {
  orderId: number;
  refundId: string;
  amount: number;
  createdAt: Date;
}

/** Refunds made a day before the backup are looked at too: their webhook may not have come in yet. */
const LOOK_BACK_SECONDS = 24 * 60 * 60;

/**
 * The refunds Stripe has on the archive's orders that the archive does not hold, oldest first; none
 * without Stripe configured. Asks Stripe once, a hundred refunds a page, whatever the shop's size.
 */
export async function refundsNotInBackup(folder: string, manifest: Manifest): Promise<RefundNotInBackup[]> {
  const stripe = getStripe();
  if (!stripe) return [];
  const orders = new Map<string, number>();
  for await (const order of archivedRows<{ id: number; paymentIntentId: string }>(folder, manifest, "Order"))
    orders.set(order.paymentIntentId, order.id);
  const known = new Set<string>();
  for await (const refund of archivedRows<{ stripeRefundId: string | null; requestKey: string | null }>(
    folder,
    manifest,
    "Refund",
  )) {
    if (refund.stripeRefundId) known.add(refund.stripeRefundId);
    if (refund.requestKey) known.add(refund.requestKey);
  }
  const since = Math.floor(Date.parse(manifest.takenAt) / 1000) - LOOK_BACK_SECONDS;
  const missing: RefundNotInBackup[] = [];
  for await (const refund of stripe.refunds.list({ created: { gte: since }, limit: 100 })) {
    const intent =
      typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
    const orderId = intent ? orders.get(intent) : undefined;
    if (orderId === undefined || known.has(refund.id) || known.has(refund.metadata?.requestKey ?? ""))
      continue;
    missing.push({
      orderId,
      refundId: refund.id,
      amount: refund.amount,
      createdAt: new Date(refund.created * 1000),
    });
  }
  return missing.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The warning a restore prints: one line per refund, what she should know and do. */
export function refundsWarning(refunds: RefundNotInBackup[]) {
  return [
    `Stripe has ${refunds.length === 1 ? "a refund" : `${refunds.length} refunds`} this backup does not: made after it was taken, the restored orders do not show ${refunds.length === 1 ? "it" : "them"}, though the buyers have their money back. Check these orders (and put a piece back on sale if it was returned):`,
    ...refunds.map(
      ({ orderId, refundId, amount, createdAt }) =>
        `  order ${orderId}: ${formatPrice(amount)} refunded on ${createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC (${refundId})`,
    ),
  ].join("\n");
}

async function* archivedRows<T>(folder: string, manifest: Manifest, table: string): AsyncGenerator<T> {
  if (!manifest.tables.some(({ name }) => name === table)) return;
  const input = fs.createReadStream(path.join(folder, tableFile(table)), "utf8");
  for await (const line of readline.createInterface({ input, crlfDelay: Infinity }))
    yield JSON.parse(line) as T;
}
