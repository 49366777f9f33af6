// The sweep of expired checkouts (server/jobs.ts): an intent paid at the last second is confirmed,
// any other is cancelled, and the piece is free again.
import { prisma } from "~/db.server";
import { confirmPayment } from "./confirm.server";
import { cancelQuietly, releaseReservation } from "./reservation.server";
import { getStripe } from "./stripe.server";

export async function releaseExpiredReservations(now = new Date()) {
  if (!getStripe()) return 0;
  const expired = await prisma.product.findMany({
    where: { isSold: false, reservedUntil: { lt: now }, reservedByPaymentIntentId: { not: null } },
    select: { reservedByPaymentIntentId: true },
  });
  let released = 0;
  for (const { reservedByPaymentIntentId: id } of expired) {
    if (!id) continue;
    if (id.startsWith("pending_")) {
      await releaseReservation(id);
      released++;
      continue;
    }
    const intent = await cancelQuietly(id);
    if (intent?.status === "succeeded") {
      await confirmPayment(id);
    } else if (intent?.status !== "processing") {
      await releaseReservation(id);
      released++;
    }
  }
  return released;
}
