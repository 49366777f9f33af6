// Stripe's webhook: verified with the signing secret on the raw body, handled once per event id.
// A success confirms the sale exactly as the success page does; a failure or cancellation frees
// the piece for the next buyer; a refund (the shop's own or one made in Stripe's dashboard) and a
// dispute are recorded on their order.
import type Stripe from "stripe";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { badRequest, serviceUnavailable } from "~/utils/errors";
import { confirmPayment } from "./confirm.server";
import { recordDispute } from "~/modules/orders/disputes.server";
import { recordStripeRefund } from "~/modules/orders/refunds.server";
import { releaseReservation } from "./reservation.server";
import { requireStripe } from "~/modules/stripe/stripe.server";

export async function handleWebhook(rawBody: string, signature: string | null) {
  const stripe = requireStripe();
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw serviceUnavailable("The webhook signing secret is not configured.");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch {
    throw badRequest("The webhook signature is not valid.");
  }
  if (await prisma.processedWebhookEvent.findUnique({ where: { id: event.id } })) return { duplicate: true };

  switch (event.type) {
    case "payment_intent.succeeded":
      await confirmPayment(event.data.object.id);
      break;
    case "payment_intent.payment_failed":
    case "payment_intent.canceled":
      await releaseReservation(event.data.object.id);
      break;
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
      await recordStripeRefund(event.data.object);
      break;
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed":
      await recordDispute(event.data.object);
      break;
  }
  // Recorded only once handled, so an event that failed half-way is handled again on Stripe's retry.
  await prisma.processedWebhookEvent.createMany({
    data: [{ id: event.id, type: event.type }],
    skipDuplicates: true,
  });
  return { duplicate: false };
}
