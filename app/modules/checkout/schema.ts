// Checkout payloads (SPEC §7) and the buyer's details form (SPEC §5), shared by routes and browser.
import { z } from "zod";

const productId = z.coerce
  .number({ message: "No product selected for checkout" })
  .int("No product selected for checkout")
  .positive("No product selected for checkout");

export const createPaymentIntentSchema = z.object({ productId });

export const paymentSuccessSchema = z.object({
  productId,
  paymentIntentId: z
    .string({ message: "Invalid payment confirmation" })
    .trim()
    .regex(/^pi_\w+$/, "Invalid payment confirmation"),
  customerEmail: z.string().trim().max(320).optional(),
  customerName: z.string().trim().max(200).optional(),
});

export const MISSING_INFORMATION = "Please fill in your name and email address.";

export const buyerSchema = z.object({
  name: z.string({ message: MISSING_INFORMATION }).trim().min(1, MISSING_INFORMATION).max(200),
  email: z
    .string({ message: MISSING_INFORMATION })
    .trim()
    .min(1, MISSING_INFORMATION)
    .email("Please enter a valid email address")
    .max(320),
  line1: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().max(20).optional(),
  country: z.string().trim().length(2).default("US"),
});

export type Buyer = z.infer<typeof buyerSchema>;
