// Stripe's webhook: verified with the signing secret on the raw body, handled once per event id.
// A success confirms the sale exactly as the success page does; a payment processing keeps its
// piece held and marked so; a failure or cancellation frees the piece for the next buyer (telling
// her and the owner when it had been processing, decision 340); a refund (the shop's own or one
// made in Stripe's dashboard) and a dispute are recorded on their order. Events about payments
// that are not the shop's (a Payment Link, an invoice, a charge made in the dashboard on the same
// account) are acknowledged and logged once: a 4xx would have Stripe retry them for days and in the
// end disable the endpoint.
import type Stripe from "stripe";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { badRequest, serviceUnavailable } from "~/utils/errors";
import { confirmPayment, pieceOf } from "./confirm.server";
import { recordDispute } from "~/modules/orders/disputes.server";
import { recordStripeRefund } from "~/modules/orders/refunds.server";
import { endFailedPayment } from "./failed-payment.server";
import { keepHold } from "./reservation.server";
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

  const ours = await handle(event);
  if (!ours) {
    console.info(
      `Stripe event ${event.id} (${event.type}, ${objectOf(event)}) is not about the shop's sales: acknowledged, nothing changed.`,
    );
  }
  // Recorded only once handled, so an event that failed half-way is handled again on Stripe's retry.
  await prisma.processedWebhookEvent.createMany({
    data: [{ id: event.id, type: event.type }],
    skipDuplicates: true,
  });
  return { duplicate: false, ...(!ours && { ignored: true }) };
}

/** Handles one event; false when it concerns nothing the shop sold or holds. */
async function handle(event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case "payment_intent.succeeded":
      if (pieceOf(event.data.object) === null) return false;
      await confirmPayment(event.data.object.id);
      return true;
    case "payment_intent.processing":
      if (pieceOf(event.data.object) === null) return false;
      await keepHold(event.data.object.id, { processing: true });
      return true;
    case "payment_intent.payment_failed":
    case "payment_intent.canceled":
      if (pieceOf(event.data.object) === null) return false;
      await endFailedPayment(event.data.object);
      return true;
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
      return (await recordStripeRefund(event.data.object)) !== null;
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed":
      return (await recordDispute(event.data.object)) !== null;
    default:
      return false;
  }
}

const objectOf = (event: Stripe.Event) => (event.data.object as { id?: string }).id ?? "no object id";
