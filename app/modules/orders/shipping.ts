// An order's shipping address, field by field in the order a label reads: on the Orders page and in
// the mails as lines, in the Orders CSV in columns. The country is stored as Stripe sends it (a
// two-letter code) and shown in words, as the checkout names it (decision 190).
import { countryName } from "./countries";

export const SHIPPING_FIELDS = [
  "shippingName",
  "shippingLine1",
  "shippingLine2",
  "shippingCity",
  "shippingState",
  "shippingPostalCode",
  "shippingCountry",
] as const;

export type ShippingAddress = Record<(typeof SHIPPING_FIELDS)[number], string | null>;

/** The address's fields in label order, the country in words (the CSV's columns). */
export const shippingParts = (order: ShippingAddress) =>
  SHIPPING_FIELDS.map((field) =>
    field === "shippingCountry" ? countryName(order.shippingCountry) : order[field],
  );

/** Whether there is somewhere to send the piece: a street line at least. */
export const hasShippingAddress = (order: ShippingAddress) => Boolean(order.shippingLine1?.trim());

/** The address as a label reads, one line each: name, street lines, "City, State 78701", country. */
export function shippingLines(order: ShippingAddress) {
  const town = [
    [order.shippingCity, order.shippingState].filter(Boolean).join(", "),
    order.shippingPostalCode,
  ]
    .filter(Boolean)
    .join(" ");
  return [
    order.shippingName,
    order.shippingLine1,
    order.shippingLine2,
    town,
    countryName(order.shippingCountry),
  ].filter((line): line is string => Boolean(line));
}

/** The card's and the mails' words for an order with no street to send it to. */
export const NO_ADDRESS = "No shipping address: ask the buyer for one before shipping.";
