// The words of every mail about an order, to its buyer and to the owner. Each names the order by
// the number the dashboard shows ("Order #123"), so a buyer's reply and her Orders page meet; the
// ones about a parcel carry where it goes.
import type { Order } from "@prisma/client";
import { renderMailHtml } from "~/modules/mail/layout";
import { absoluteUrl } from "~/modules/mail/links.server";
import { policyPath, POLICY_TITLES, PURCHASE_POLICIES } from "~/modules/policies/kinds";
import { formatPrice } from "~/utils/money";
import { shipmentWords, trackingUrl } from "./carriers";
import { orderHref } from "./order-list";
import type { Receipt } from "./receipt";
import {
  billedElsewhere,
  hasShippingAddress,
  NO_ADDRESS,
  shippingLines,
  type BillingAddress,
} from "./shipping";

type OrderFacts = Pick<Order, "id" | "productName" | "amount" | "buyerName" | "buyerEmail" | "note"> &
  Parameters<typeof shippingLines>[0];

export const orderNumber = (order: Pick<Order, "id">) => `Order #${order.id}`;

const addressBlock = (order: OrderFacts) => shippingLines(order).join("\n");

/**
 * The buyer's confirmation of a sale, a receipt that stands on its own: the order's number, the
 * piece (its photo in the HTML part), the amount, where it will be sent, the policies she agreed to
 * and how to reach the studio, every link absolute on the shop's public address.
 */
export function confirmationMail(receipt: Receipt) {
  const { studio } = receipt;
  const shipTo = receipt.shipTo
    ? `It will be sent to:\n${receipt.shipTo.join("\n")}`
    : "You gave no shipping address: please reply with the address the piece should go to.";
  const policies = PURCHASE_POLICIES.map(
    (kind) => `${POLICY_TITLES[kind]}: ${absoluteUrl(policyPath(kind))}`,
  );
  const contact = [
    `To reach ${studio.brandName}, reply to this mail${studio.studioEmail ? ` or write to ${studio.studioEmail}` : ""}.`,
    studio.studioPhone && `Phone: ${studio.studioPhone}`,
    studio.studioAddress && `Studio: ${studio.studioAddress}`,
    `The shop: ${absoluteUrl("/")}`,
  ];
  const text = [
    orderNumber({ id: receipt.orderId }),
    `Thank you for your purchase of ${receipt.productName} (${formatPrice(receipt.amount)}).`,
    "Your piece is being carefully prepared and will be sent with white glove delivery. We will write again when it ships.",
    shipTo,
    `The policies you agreed to:\n${policies.join("\n")}`,
    contact.filter(Boolean).join("\n"),
  ].join("\n\n");
  return {
    subject: `Your order: ${receipt.productName}`,
    text,
    html: renderMailHtml({
      brandName: studio.brandName,
      text,
      image: receipt.imageUrl ? { src: absoluteUrl(receipt.imageUrl), alt: receipt.productName } : undefined,
    }),
  };
}

/** The buyer's notice that a second payment for a piece already sold is given back. */
export function secondPaymentMail(order: OrderFacts) {
  return {
    subject: `Your payment for ${order.productName} is refunded`,
    text: `${orderNumber(order)}\n\nWe are sorry: ${order.productName} was sold just before your payment went through. Your payment of ${formatPrice(order.amount)} has been refunded in full.`,
  };
}

/**
 * The owner's notice of a sale (or of a payment given back): who, where to (and the buyer's own
 * address when the piece goes elsewhere), and the order's page.
 */
export function ownerSaleMail(order: OrderFacts & BillingAddress & Pick<Order, "status">) {
  const sold = order.status === "paid";
  const billing = billedElsewhere(order);
  const shipTo = hasShippingAddress(order)
    ? [`Ship to:\n${addressBlock(order)}`, billing && `Billed to ${order.buyerName}:\n${billing.join("\n")}`]
        .filter(Boolean)
        .join("\n\n")
    : NO_ADDRESS;
  return {
    subject: sold ? `Sold: ${order.productName}` : `Refunded payment: ${order.productName}`,
    text: [
      `${orderNumber(order)}: ${order.productName}, ${formatPrice(order.amount)}, ${order.buyerName} <${order.buyerEmail}>.`,
      order.note,
      sold ? shipTo : null,
      `The order in your dashboard: ${absoluteUrl(orderHref(order.id))}`,
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/** How the parcel travels, with the carrier's tracking page when the table knows the carrier. */
function travelLines(order: Pick<Order, "carrier" | "trackingNumber">) {
  const url = trackingUrl(order.carrier, order.trackingNumber);
  return [shipmentWords(order.carrier, order.trackingNumber), url && `Track it: ${url}`].filter(Boolean);
}

/** The buyer's notice that the piece has shipped. */
export function shippedMail(order: OrderFacts & Pick<Order, "carrier" | "trackingNumber">) {
  const travel = travelLines(order);
  const shipTo = hasShippingAddress(order) ? `It is on its way to:\n${addressBlock(order)}` : null;
  return {
    // The piece's name leads no phrase: "Your The Midnight Flap — reworked Chanel" read wrong.
    subject: `On its way: ${order.productName}`,
    text: [
      orderNumber(order),
      `Good news: ${order.productName} has shipped and is on its way to you.`,
      travel.join("\n"),
      shipTo,
      `Thank you for your order. If anything is not as it should be, write to us at ${absoluteUrl("/#contact")}`,
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/** The buyer's notice that the tracking number first sent was corrected. */
export function trackingCorrectedMail(order: OrderFacts & Pick<Order, "carrier" | "trackingNumber">) {
  return {
    subject: `New tracking number: ${order.productName}`,
    text: [
      orderNumber(order),
      `The tracking number we sent for ${order.productName} was not right. This is the one to follow:`,
      travelLines(order).join("\n"),
      `We are sorry for the mix-up. If anything is not as it should be, write to us at ${absoluteUrl("/#contact")}`,
    ].join("\n\n"),
  };
}

/** The buyer's notice that Stripe has taken a refund on the order. */
export function refundMail(order: OrderFacts, amount: number) {
  const whole = amount >= order.amount;
  return {
    subject: `Your refund for ${order.productName}`,
    text: `${orderNumber(order)}\n\nWe have refunded ${formatPrice(amount)}${whole ? ", the whole amount you paid," : ` of the ${formatPrice(order.amount)} you paid`} for ${order.productName} to the card you paid with. Your bank may take 5 to 10 days to show it on your statement.\n\nIf you have a question about it, reply to this mail.`,
  };
}
