// Checkout payloads (product §7) and the buyer's details form (product §5), shared by routes and browser.
import { z } from "zod";
import { MAX_RECORD_ID, strictEmail, textField } from "~/utils/validation";
import { COUNTRY_CODES, DEFAULT_COUNTRY } from "~/modules/orders/countries";
import { addressFormat, type AddressPart } from "~/modules/orders/address-formats";

const productId = z.coerce
  .number({ message: "No product selected for checkout" })
  .int("No product selected for checkout")
  .positive("No product selected for checkout")
  .max(MAX_RECORD_ID, "No product selected for checkout");

// `buyer` is the checkout's form (checkoutSchema, below): the page always sends it, and the
// PaymentIntent then carries the buyer's receipt email and where to ship; product §7's bare
// {productId} still holds a piece.
export const createPaymentIntentSchema = z.object({
  productId,
  buyer: z.lazy(() => checkoutSchema).optional(),
});

/**
 * A PaymentIntent id as Stripe makes them (`pi_` and letters or digits, well under 100 characters):
 * checked before any call to Stripe, so a made-up id costs none and a huge one is never logged.
 */
export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,96}$/;

export const paymentSuccessSchema = z.object({
  productId,
  paymentIntentId: textField({ message: "Invalid payment confirmation" })
    .trim()
    .regex(PAYMENT_INTENT_ID, "Invalid payment confirmation"),
  // Only a hint, for a buyer whose intent carries no receipt email: kept when it is exactly one
  // valid address, otherwise dropped (it becomes a mail's recipient and the order's email).
  customerEmail: strictEmail("").optional().catch(undefined),
  customerName: textField().trim().max(200).optional(),
});

/**
 * The success page's confirmation: Stripe's return address gives the intent and its client secret
 * (`payment_intent`, `payment_intent_client_secret`); the secret, when it is the payment's, shows
 * the order's receipt. One of the wrong shape only means no receipt, never a refusal.
 */
export const successPageSchema = paymentSuccessSchema
  .omit({ customerEmail: true, customerName: true })
  .extend({
    clientSecret: textField()
      .max(300)
      .regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/)
      .optional()
      .catch(undefined),
  });

export const MISSING_INFORMATION = "Please fill in your name and email address.";

/** The toast's title for a detail that is there but will not do (too long, not a country we know). */
export const CHECK_DETAILS = "Please Check Your Details";

/** Every message about a part left empty starts so, and is told under "Missing Information". */
export const isMissingMessage = (message: string) => message.startsWith("Please fill in");

/** An optional address line, refused past `max` characters in the checkout's words. */
const addressLine = (label: string, max: number) =>
  textField().trim().max(max, `Please shorten the ${label} to ${max} characters.`).optional();

const country = textField()
  .refine((code) => COUNTRY_CODES.has(code), "Please choose your country from the list.")
  .default(DEFAULT_COUNTRY);

/** A ticked checkbox as a form sends it ("on"), or a JSON boolean. */
const checkbox = z
  .union([z.literal("on"), z.boolean()])
  .optional()
  .transform((value) => value === "on" || value === true);

/** The form's names of one address block's parts: the billing address's, and the ship-to's ("ship…"). */
export const BILLING_FIELDS = {
  line1: "line1",
  city: "city",
  state: "state",
  postalCode: "postalCode",
  country: "country",
} as const;
export const SHIP_TO_FIELDS = {
  line1: "shipLine1",
  city: "shipCity",
  state: "shipState",
  postalCode: "shipPostalCode",
  country: "shipCountry",
} as const;

interface PostalAddress {
  line1: string;
  city: string;
  state?: string;
  postalCode?: string;
  country: string;
}

type Fields = Record<string, string | boolean | undefined>;

/**
 * Checks one address block against its country's format (address-formats.ts): the street, the
 * town and the parts its post requires, a postcode of the country's shape. Answers the address
 * with the parts the country does not use left out.
 */
function checkAddress(
  fields: Fields,
  names: Record<keyof PostalAddress, string>,
  whose: (label: string) => string,
  ctx: z.RefinementCtx,
): PostalAddress {
  const value = (name: string) => (fields[name] as string | undefined) || undefined;
  const code = value(names.country) ?? DEFAULT_COUNTRY;
  const format = addressFormat(code);
  const missing = (name: string, label: string) =>
    ctx.addIssue({ code: "custom", path: [name], message: `Please fill in ${whose(label)}.` });
  const parts: [keyof PostalAddress, AddressPart | undefined][] = [
    ["line1", { label: "Street Address", required: true }],
    ["city", { label: format.city, required: true }],
    ["state", format.region],
    ["postalCode", format.postalCode],
  ];
  for (const [part, spec] of parts)
    if (spec?.required && !value(names[part])) missing(names[part], spec.label);
  const postalCode = format.postalCode && value(names.postalCode);
  const shape = format.postalCode?.pattern;
  if (postalCode && shape && !shape.test(postalCode)) {
    ctx.addIssue({
      code: "custom",
      path: [names.postalCode],
      message: `Please check ${whose(format.postalCode!.label)}: it looks like ${format.postalCode!.example}.`,
    });
  }
  return {
    line1: value(names.line1) ?? "",
    city: value(names.city) ?? "",
    state: format.region ? value(names.state) : undefined,
    postalCode: postalCode || undefined,
    country: code,
  };
}

// The checkout's form (product §2), one schema for the page and POST /api/create-payment-intent.
// Every message is the checkout's own: a buyer never reads a validator's wording (zod's "String
// must contain exactly 2 character(s)" once told a buyer from abroad nothing he could act on).
// The billing address is asked for as its country writes it; a second address to ship to (a gift,
// a work address) is checked only when "Ship to a different address" is ticked.
export const checkoutSchema = z
  .object({
    name: textField({ message: MISSING_INFORMATION })
      .trim()
      .min(1, MISSING_INFORMATION)
      .max(200, "Please shorten your name to 200 characters."),
    email: textField({ message: MISSING_INFORMATION })
      .trim()
      .min(1, MISSING_INFORMATION)
      .email("Please enter a valid email address, like name@example.com.")
      .max(320, "Please enter a valid email address, like name@example.com."),
    line1: addressLine("street address", 200),
    city: addressLine("city", 100),
    state: addressLine("state or region", 100),
    postalCode: addressLine("ZIP or postal code", 20),
    country,
    shipElsewhere: checkbox,
    shipName: addressLine("name of the person it goes to", 200),
    shipLine1: addressLine("street address to ship to", 200),
    shipCity: addressLine("city to ship to", 100),
    shipState: addressLine("state or region to ship to", 100),
    shipPostalCode: addressLine("postal code to ship to", 20),
    shipCountry: country,
  })
  .transform((fields, ctx) => {
    const billing = checkAddress(fields, BILLING_FIELDS, (label) => `your ${label}`, ctx);
    if (!fields.shipElsewhere) return { name: fields.name, email: fields.email, billing, shipTo: undefined };
    if (!fields.shipName) {
      ctx.addIssue({
        code: "custom",
        path: ["shipName"],
        message: "Please fill in the name of the person it goes to.",
      });
    }
    const address = checkAddress(fields, SHIP_TO_FIELDS, (label) => `the ${label} to ship to`, ctx);
    return {
      name: fields.name,
      email: fields.email,
      billing,
      shipTo: { name: fields.shipName ?? "", address },
    };
  });

export type CheckoutDetails = z.infer<typeof checkoutSchema>;

/** Where the piece goes, as Stripe's PaymentIntent `shipping` takes it: the ship-to, else the billing address. */
export function shippingOf(details: CheckoutDetails) {
  const { name, address } = details.shipTo ?? { name: details.name, address: details.billing };
  return { name, address: stripeAddress(address) };
}

/** An address in Stripe's shape (`postal_code`, parts left empty omitted). */
export function stripeAddress(address: PostalAddress) {
  return {
    line1: address.line1,
    city: address.city,
    ...(address.state && { state: address.state }),
    ...(address.postalCode && { postal_code: address.postalCode }),
    country: address.country,
  };
}
