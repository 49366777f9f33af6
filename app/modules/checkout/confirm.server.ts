// A sale becomes final here, and only here: the PaymentIntent is read from Stripe (never trusted
// from the browser), checked against the piece, and in one transaction the piece is marked sold
// and the Order recorded. The success page, POST /api/payment-success and the webhook all call
// this; whichever comes first does the work and the others find the Order (unique by intent id).
import type { Order } from "@prisma/client";
import type Stripe from "stripe";
import { prisma } from "~/db.server";
import { ownerAddress } from "~/modules/mail/outbox.server";
import { AppError, badRequest } from "~/utils/errors";
import { keepHold } from "./reservation.server";
import { confirmationMail, ownerSaleMail, secondPaymentMail } from "~/modules/orders/order-mails.server";
import { sendRefund } from "~/modules/orders/refunds.server";
import { callStripe } from "~/modules/stripe/stripe.server";
import { receiptOf, type Receipt } from "~/modules/orders/receipt";
import { receiptKeyOf } from "~/modules/orders/receipt.server";
import type { SiteSettings } from "~/modules/site/schema";
import { getSiteSettings } from "~/modules/site/settings.server";
import { isUniqueViolation } from "~/utils/errors.server";
import { PAYMENT_FAILED, PROCESSING_MESSAGE } from "./payment-words";

export const INVALID_CONFIRMATION = "Invalid payment confirmation";

/** The payment was received and is being processed: not a sale yet, not a failure either. */
export class PaymentProcessing extends Error {
  constructor() {
    super(PROCESSING_MESSAGE);
  }
}

export interface BuyerHint {
  customerEmail?: string;
  customerName?: string;
}

/** The piece a PaymentIntent pays for, from the metadata the shop gave it; null for the account's other payments. */
export function pieceOf(intent: Pick<Stripe.PaymentIntent, "metadata">): number | null {
  const productId = Number(intent.metadata?.productId);
  return intent.metadata?.productId && Number.isInteger(productId) ? productId : null;
}

/**
 * Confirms a payment. `expectedProductId` (from the browser) must match the intent's own product.
 * Answers the Order: `paid` for the sale, `refunded` when the piece had already been sold to
 * someone else (the second payment is refunded at once).
 */
export async function confirmPayment(
  paymentIntentId: string,
  expectedProductId?: number,
  hint: BuyerHint = {},
) {
  const existing = await prisma.order.findUnique({ where: { paymentIntentId } });
  if (existing) {
    // Recorded already: still only for the piece it paid for.
    if (expectedProductId !== undefined && existing.productId !== expectedProductId) {
      throw badRequest(INVALID_CONFIRMATION);
    }
    return refundIfSecond(existing);
  }

  // With its payment method: the card's billing details are the buyer's name and own address.
  const intent = await callStripe(
    (stripe) => stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["payment_method"] }),
    INVALID_CONFIRMATION,
  );
  const productId = pieceOf(intent);
  if (productId === null || (expectedProductId !== undefined && productId !== expectedProductId)) {
    throw badRequest(INVALID_CONFIRMATION);
  }
  if (intent.status === "processing") {
    // Received, not yet settled: the piece stays this buyer's and the webhook settles it. Marked, so
    // that if it fails she and the owner are told (decision 340).
    await keepHold(intent.id, { processing: true });
    throw new PaymentProcessing();
  }
  if (intent.status === "requires_payment_method" || intent.status === "canceled") {
    throw new AppError(402, PAYMENT_FAILED);
  }
  if (intent.status !== "succeeded") throw badRequest("This payment has not been completed.");
  const [product, settings] = await Promise.all([
    prisma.product.findUnique({
      where: { id: productId },
      select: { id: true, name: true, price: true, imageUrl: true },
    }),
    getSiteSettings(),
  ]);
  const matches = product && intent.amount === product.price && intent.currency === "usd";

  return refundIfSecond(await recordOrder(intent, product, Boolean(matches), hint, settings));
}

async function recordOrder(
  intent: Stripe.PaymentIntent,
  product: { id: number; name: string; price: number; imageUrl: string } | null,
  matches: boolean,
  hint: BuyerHint,
  settings: SiteSettings,
): Promise<Order> {
  const buyer = buyerOf(intent, hint);
  try {
    return await prisma.$transaction(async (tx) => {
      const sold =
        matches && product
          ? (
              await tx.product.updateMany({
                where: { id: product.id, isSold: false },
                data: {
                  isSold: true,
                  reservedUntil: null,
                  reservedByPaymentIntentId: null,
                  paymentProcessingSince: null,
                },
              })
            ).count === 1
          : false;
      const note = sold
        ? null
        : matches
          ? "The piece had already been sold: this payment is refunded."
          : "The amount paid did not match the piece's price: this payment is refunded.";
      const order = await tx.order.create({
        data: {
          ...buyer,
          productId: product?.id ?? null,
          productName: product?.name ?? intent.metadata?.productName ?? "Unknown piece",
          paymentIntentId: intent.id,
          receiptKey: intent.client_secret ? receiptKeyOf(intent.client_secret) : null,
          amount: intent.amount,
          currency: intent.currency,
          status: sold ? "paid" : "refunded",
          note,
          // A second payment is given back whole: recorded here, asked of Stripe just after.
          ...(!sold && {
            refundedAmount: intent.amount,
            refunds: {
              create: { amount: intent.amount, note, origin: "automatic", requestKey: `refund_${intent.id}` },
            },
          }),
        },
      });
      const receipt = receiptOf(order, product?.imageUrl ?? null, settings);
      await tx.mailOutbox.createMany({ data: mailsFor(order, receipt) });
      return order;
    });
  } catch (error) {
    // The same payment confirmed twice at once: the other call recorded it.
    if (isUniqueViolation(error)) {
      return prisma.order.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
    }
    throw error;
  }
}

/** Refunds a second payment; if Stripe does not answer, the next confirmation of it tries again. */
async function refundIfSecond(order: Order) {
  const unsent = await prisma.refund.findFirst({
    where: { orderId: order.id, origin: "automatic", status: "requested" },
  });
  if (!unsent) return order;
  const refunded = await sendRefund(unsent, order.paymentIntentId);
  console.warn(`Refunded payment ${order.paymentIntentId} for order ${order.id}: ${order.note}`);
  return refunded.order;
}

/**
 * Who paid and where the piece goes. The shipping address is the intent's (the ship-to the buyer
 * gave, else her billing address); her name and own address are her card's billing details.
 */
function buyerOf(intent: Stripe.PaymentIntent, hint: BuyerHint) {
  const shipping = intent.shipping?.address;
  const billing = typeof intent.payment_method === "object" ? intent.payment_method?.billing_details : null;
  const email = intent.receipt_email ?? billing?.email ?? hint.customerEmail ?? "";
  return {
    buyerName: billing?.name ?? intent.shipping?.name ?? hint.customerName ?? "",
    buyerEmail: email,
    shippingName: intent.shipping?.name ?? null,
    shippingLine1: shipping?.line1 ?? null,
    shippingLine2: shipping?.line2 ?? null,
    shippingCity: shipping?.city ?? null,
    shippingState: shipping?.state ?? null,
    shippingPostalCode: shipping?.postal_code ?? null,
    shippingCountry: shipping?.country ?? null,
    billingLine1: billing?.address?.line1 ?? null,
    billingLine2: billing?.address?.line2 ?? null,
    billingCity: billing?.address?.city ?? null,
    billingState: billing?.address?.state ?? null,
    billingPostalCode: billing?.address?.postal_code ?? null,
    billingCountry: billing?.address?.country ?? null,
  };
}

/** The buyer's confirmation (or refund notice) and the owner's notice, queued with the Order. */
function mailsFor(order: Order, receipt: Receipt) {
  const owner = ownerAddress();
  const mails = [];
  if (order.buyerEmail) {
    const words = order.status === "paid" ? confirmationMail(receipt) : secondPaymentMail(order);
    mails.push({ ...words, to: order.buyerEmail, orderId: order.id });
  }
  if (owner) mails.push({ ...ownerSaleMail(order), to: owner });
  return mails;
}
