// The end of a hold whose payment Stripe says failed or was cancelled. When Stripe had said the
// payment was processing, the buyer was told "Payment received" and that she would be mailed: so
// the piece goes back on sale and she and the owner are mailed, once, whichever of the webhook and
// the expiry sweep sees the failure first (decision 340). Any other hold is only freed: its buyer
// was at the checkout and saw why.
import type Stripe from "stripe";
import { prisma } from "~/db.server";
import { absoluteUrl } from "~/modules/mail/links.server";
import { ownerAddress } from "~/modules/mail/outbox.server";
import { formatPrice } from "~/utils/money";
import { endedHold } from "./reservation.server";

interface Piece {
  id: number;
  name: string;
}

/** Frees the piece `intent` held, telling its buyer and the owner when she had been told it was received. */
export async function endFailedPayment(intent: Stripe.PaymentIntent) {
  const held = { reservedByPaymentIntentId: intent.id, isSold: false };
  const received = { ...held, paymentProcessingSince: { not: null } };
  await prisma.$transaction(async (tx) => {
    const piece = await tx.product.findFirst({ where: received, select: { id: true, name: true } });
    // Decides who tells: of the webhook and the sweep arriving together, one update finds the hold.
    const told =
      piece !== null &&
      (await tx.product.updateMany({ where: { ...received, id: piece.id }, data: endedHold() })).count === 1;
    if (told) await tx.mailOutbox.createMany({ data: failureMails(intent, piece) });
    else await tx.product.updateMany({ where: held, data: endedHold() });
  });
}

function failureMails(intent: Stripe.PaymentIntent, piece: Piece) {
  const owner = ownerAddress();
  const mails = [];
  if (intent.receipt_email) mails.push({ ...buyerMail(intent, piece), to: intent.receipt_email });
  if (owner) mails.push({ ...ownerMail(intent, piece), to: owner });
  return mails;
}

const pieceUrl = (piece: Piece) => absoluteUrl(`/products/${piece.id}`);

/** Hers: the payment did not go through, nothing was taken, and the way back to the piece. */
function buyerMail(intent: Stripe.PaymentIntent, piece: Piece) {
  return {
    subject: `Your payment did not go through: ${piece.name}`,
    text: [
      `We are sorry: your payment of ${formatPrice(intent.amount)} for ${piece.name} did not go through, and no money was taken.`,
      `The piece is back on sale. To try again with another card, open it and press Purchase Now: ${pieceUrl(piece)}`,
      "If you have a question about it, reply to this mail.",
    ].join("\n\n"),
  };
}

/** The owner's: which piece, which buyer, Stripe's reason when it gave one, and that it is back on sale. */
function ownerMail(intent: Stripe.PaymentIntent, piece: Piece) {
  const name = intent.shipping?.name;
  const email = intent.receipt_email;
  const buyer = email ? (name ? `${name} <${email}>` : email) : (name ?? "a buyer who gave no email");
  const reason = intent.last_payment_error?.message;
  return {
    subject: `Payment failed: ${piece.name}`,
    text: [
      `The payment of ${formatPrice(intent.amount)} for ${piece.name} by ${buyer} did not go through after Stripe had said it was processing. No money was taken.${email ? " The buyer has been mailed." : ""}`,
      reason && `Stripe's reason: ${reason}`,
      `The piece is back on sale: ${pieceUrl(piece)}`,
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
