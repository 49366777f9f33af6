// Checkout payloads (SPEC §7) and the buyer's details form (SPEC §5), shared by routes and browser.
import { z } from "zod";
import { textField } from "~/utils/validation";

const productId = z.coerce
  .number({ message: "No product selected for checkout" })
  .int("No product selected for checkout")
  .positive("No product selected for checkout");

export const createPaymentIntentSchema = z.object({ productId });

export const paymentSuccessSchema = z.object({
  productId,
  paymentIntentId: textField({ message: "Invalid payment confirmation" })
    .trim()
    .regex(/^pi_\w+$/, "Invalid payment confirmation"),
  customerEmail: textField().trim().max(320).optional(),
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
