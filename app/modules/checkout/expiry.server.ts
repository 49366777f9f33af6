// The sweep of expired payment holds (server/jobs.ts): an intent paid at the last second is
// confirmed; a payment under way (processing, or the buyer still at her bank's check for up to
// an hour) keeps its hold another window and is left to the webhook; any other is cancelled and
// the piece is free again (its buyer and the owner told when it had been processing, decision
// 340). Each hold is leased first, so with several app instances on one database exactly one
// acts on it; Stripe unreachable leaves the hold as it was, for the next sweep.
import { prisma } from "~/db.server";
import { AppError } from "~/utils/errors";
import { confirmPayment } from "./confirm.server";
import type Stripe from "stripe";
import { endFailedPayment } from "./failed-payment.server";
import { cancelIntent, keepHold, releaseReservation } from "./reservation.server";
import { getStripe } from "~/modules/stripe/stripe.server";

/** How long one sweep owns an expired hold while it asks Stripe about it. */
const LEASE_MS = 60_000;
/**
 * How long a payment waiting for the buyer's bank check (3-D Secure) keeps its piece: past it the
 * check was abandoned, and the piece cannot stay off the market for good.
 */
export const BANK_CHECK_MS = 60 * 60_000;

function underWay(intent: Stripe.PaymentIntent, now: Date) {
  if (intent.status === "processing") return true;
  return intent.status === "requires_action" && intent.created * 1000 > now.getTime() - BANK_CHECK_MS;
}

export async function releaseExpiredReservations(now = new Date()) {
  if (!getStripe()) return 0;
  // Holds whose time ran out since the last sweep (a minute ago): pieces for sale someone pressed
  // Purchase on, a few at a time even at a drop, never the archive.
  const expired = await prisma.product.findMany({
    where: { isSold: false, reservedUntil: { lt: now }, reservedByPaymentIntentId: { not: null } },
    select: { id: true, reservedUntil: true, reservedByPaymentIntentId: true },
  });
  let released = 0;
  for (const { id: productId, reservedUntil, reservedByPaymentIntentId: id } of expired) {
    const leased = await prisma.product.updateMany({
      where: { id: productId, reservedByPaymentIntentId: id, reservedUntil, isSold: false },
      data: { reservedUntil: new Date(now.getTime() + LEASE_MS) },
    });
    if (leased.count === 0 || !id) continue; // another instance took it, or its buyer moved on
    try {
      if (await settle(id, now)) released++;
    } catch (error) {
      console.error(
        `Expired hold ${id} stays for the next sweep:`,
        error instanceof AppError ? error.status : error,
      );
      await prisma.product.updateMany({
        where: { id: productId, reservedByPaymentIntentId: id, isSold: false },
        data: { reservedUntil },
      });
    }
  }
  return released;
}

/** Ends one expired hold; true when the piece is free again. */
async function settle(id: string, now: Date) {
  if (id.startsWith("pending_")) {
    // Its request stopped between the claim and Stripe's answer: no intent to ask about.
    await releaseReservation(id);
    return true;
  }
  const intent = await cancelIntent(id, (candidate) => underWay(candidate, now));
  if (intent.status === "succeeded") {
    await confirmPayment(id);
    return false;
  }
  if (underWay(intent, now)) {
    await keepHold(id, { now, processing: intent.status === "processing" });
    return false;
  }
  await endFailedPayment(intent);
  return true;
}
