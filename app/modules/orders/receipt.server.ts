// The receipt of a recorded order (receipt.ts), and who may see it: the success page shows it only to
// whoever holds the payment's client secret, which Stripe's return address carries, so the buyer's
// details never travel in an address.
import { createHash } from "node:crypto";
import type { Order } from "@prisma/client";
import { prisma } from "~/db.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { receiptOf, type Receipt, type ReceiptOrder } from "./receipt";

/** What is kept of a client secret: its SHA-256, so the database never holds the secret itself. */
export const receiptKeyOf = (clientSecret: string) => createHash("sha256").update(clientSecret).digest("hex");

/**
 * Whether `clientSecret` is the one the order's payment was made with. Its hash is compared, so a
 * guess's timing tells nothing of the secret.
 */
export const holdsReceipt = (order: Pick<Order, "receiptKey">, clientSecret: string | undefined) =>
  Boolean(order.receiptKey && clientSecret) && order.receiptKey === receiptKeyOf(clientSecret!);

/** The receipt of a recorded order, its photo and the studio's details read afresh. */
export async function readReceipt(order: ReceiptOrder): Promise<Receipt> {
  const [product, settings] = await Promise.all([
    order.productId
      ? prisma.product.findUnique({ where: { id: order.productId }, select: { imageUrl: true } })
      : null,
    getSiteSettings(),
  ]);
  return receiptOf(order, product?.imageUrl ?? null, settings);
}
