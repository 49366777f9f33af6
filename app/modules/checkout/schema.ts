// Checkout payloads (SPEC §7) and the buyer's details form (SPEC §5), shared by routes and browser.
import { z } from "zod";
import { strictEmail, textField } from "~/utils/validation";

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

export const buyerSchema = z.object({
  name: textField({ message: MISSING_INFORMATION }).trim().min(1, MISSING_INFORMATION).max(200),
  email: textField({ message: MISSING_INFORMATION })
    .trim()
    .min(1, MISSING_INFORMATION)
    .email("Please enter a valid email address")
    .max(320),
  line1: textField().trim().max(200).optional(),
  city: textField().trim().max(100).optional(),
  state: textField().trim().max(100).optional(),
  postalCode: textField().trim().max(20).optional(),
  country: textField().trim().length(2).default("US"),
});

export type Buyer = z.infer<typeof buyerSchema>;

const optionalShort = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    textField().trim().max(100, `The ${label} is too long.`).optional(),
  );

/** "Mark shipped": the order, and optionally how it travels, told to the buyer in the shipped notice. */
export const shipOrderSchema = z.object({
  orderId: z.coerce.number().int().positive(),
  carrier: optionalShort("carrier"),
  trackingNumber: optionalShort("tracking number"),
});
