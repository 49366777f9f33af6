// Checkout payloads (product §7) and the buyer's details form (product §5), shared by routes and browser.
import { z } from "zod";
import { strictEmail, textField } from "~/utils/validation";
import { COUNTRY_CODES, DEFAULT_COUNTRY } from "~/modules/orders/countries";

const productId = z.coerce
  .number({ message: "No product selected for checkout" })
  .int("No product selected for checkout")
  .positive("No product selected for checkout");

export const createPaymentIntentSchema = z.object({ productId });

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

export const MISSING_INFORMATION = "Please fill in your name and email address.";

/** The toast's title for a detail that is there but will not do (too long, not a country we know). */
export const CHECK_DETAILS = "Please Check Your Details";

/** An optional address line, refused past `max` characters in the checkout's words. */
const addressLine = (label: string, max: number) =>
  textField().trim().max(max, `Please shorten the ${label} to ${max} characters.`).optional();

// Every message is the checkout's own: a buyer never reads a validator's wording (zod's "String
// must contain exactly 2 character(s)" once told a buyer from abroad nothing he could act on).
export const buyerSchema = z.object({
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
  country: textField()
    .refine((code) => COUNTRY_CODES.has(code), "Please choose your country from the list.")
    .default(DEFAULT_COUNTRY),
});

export type Buyer = z.infer<typeof buyerSchema>;
