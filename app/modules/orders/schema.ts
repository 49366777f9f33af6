// The owner's forms on an order (product §5): "Mark shipped" or "Correct tracking", and "Refund";
// shared by the orders page's action and its browser forms.
import { z } from "zod";
import { parseDollars } from "~/utils/money";
import { recordId, textField } from "~/utils/validation";

const optionalShort = (label: string, max = 100) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    textField().trim().max(max, `The ${label} is too long.`).optional(),
  );

/**
 * "Mark shipped", and "Correct tracking" once shipped: the order, and optionally how it travels,
 * told to the buyer in the shipped notice.
 */
export const shipOrderSchema = z.object({
  id: recordId(),
  carrier: optionalShort("carrier"),
  trackingNumber: optionalShort("tracking number"),
});

/** Stripe's reasons for a refund, with the words the owner picks from. */
export const REFUND_REASONS = {
  requested_by_customer: "The buyer asked for it",
  duplicate: "Paid twice",
  fraudulent: "Fraudulent payment",
} as const;

export type RefundReason = keyof typeof REFUND_REASONS;

const AMOUNT_MESSAGE = "Type the amount to refund in dollars, like 120 or 1,450.00.";
export const SUB_CENT_REFUND_MESSAGE =
  "A refund is in dollars and cents: type at most two decimals, like 234.00.";

/**
 * "Refund" on an order: the amount in dollars as she types a price (the form starts with what is
 * left to refund), Stripe's reason, a note for her records, and whether the piece goes back on sale.
 */
export const refundOrderSchema = z.object({
  id: recordId(),
  /** The order's refunded total (cents) when the form was shown: a repeated post finds it changed. */
  refunded: z.coerce.number().int().min(0),
  amount: textField({ message: AMOUNT_MESSAGE })
    // Money leaves her account here: 234.001 is a mistype to ask about, not a price to round.
    .refine((typed) => !/\.\d{3,}\s*$/.test(typed), SUB_CENT_REFUND_MESSAGE)
    .transform((typed) => parseDollars(typed))
    .refine((cents) => cents > 0, AMOUNT_MESSAGE),
  reason: z.enum(Object.keys(REFUND_REASONS) as [RefundReason, ...RefundReason[]], {
    message: "Choose the reason for the refund.",
  }),
  note: optionalShort("note", 500),
  restock: z.boolean().default(false),
});
