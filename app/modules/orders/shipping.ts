// An order's shipping address, field by field in the order a label reads: on the Orders page and in
// the mails as lines, in the Orders CSV in columns; and the buyer's billing address, shown beside it
// when the piece goes elsewhere (a gift, a work address). The country is stored as Stripe sends it
// (a two-letter code) and shown in words, as the checkout names it (decision 190); the town line
// is written as that country's post writes it.
import { townLines } from "./address-formats";
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

/** The address's columns, as a query selects them (the Orders page's cards, the Orders CSV). */
export const SHIPPING_SELECT = Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, true])) as Record<
  (typeof SHIPPING_FIELDS)[number],
  true
>;

/** The address's fields in label order, the country in words (the CSV's columns). */
export const shippingParts = (order: ShippingAddress) =>
  SHIPPING_FIELDS.map((field) =>
    field === "shippingCountry" ? countryName(order.shippingCountry) : order[field],
  );

/** Whether there is somewhere to send the piece: a street line at least. */
export const hasShippingAddress = (order: ShippingAddress) => Boolean(order.shippingLine1?.trim());

/** An address as a label reads, one line each: the street lines, the town as its country writes it, the country. */
function addressLines(
  street: (string | null)[],
  country: string | null,
  town: Parameters<typeof townLines>[1],
) {
  return [...street, ...townLines(country, town), countryName(country)].filter((line): line is string =>
    Boolean(line),
  );
}

/** The shipping address as a label reads: the name, then the address's lines. */
export const shippingLines = (order: ShippingAddress) =>
  addressLines([order.shippingName, order.shippingLine1, order.shippingLine2], order.shippingCountry, {
    city: order.shippingCity,
    region: order.shippingState,
    postalCode: order.shippingPostalCode,
  });

export type BillingAddress = Record<
  "billingLine1" | "billingLine2" | "billingCity" | "billingState" | "billingPostalCode" | "billingCountry",
  string | null
>;

/** A part as compared: case and spacing aside. */
const normal = (part: string | null) => (part ?? "").trim().toLowerCase().replace(/\s+/g, " ");
const same = (a: string | null, b: string | null) => normal(a) === normal(b);

/**
 * The buyer's billing address as lines when the piece ships somewhere else (she chose "Ship to a
 * different address"); null when it ships to her own address, or her card gave none.
 */
export function billedElsewhere(order: ShippingAddress & BillingAddress): string[] | null {
  if (!order.billingLine1?.trim()) return null;
  const differs =
    !same(order.billingLine1, order.shippingLine1) ||
    !same(order.billingLine2, order.shippingLine2) ||
    !same(order.billingCity, order.shippingCity) ||
    !same(order.billingPostalCode, order.shippingPostalCode) ||
    !same(order.billingCountry, order.shippingCountry);
  if (!differs) return null;
  return addressLines([order.billingLine1, order.billingLine2], order.billingCountry, {
    city: order.billingCity,
    region: order.billingState,
    postalCode: order.billingPostalCode,
  });
}

/** The card's and the mails' words for an order with no street to send it to. */
export const NO_ADDRESS = "No shipping address: ask the buyer for one before shipping.";
