// The dashboard's policy form: which policy (its intent) and its text, with the formatting marks
// of product descriptions (paragraphs, line breaks, *emphasis*, dash lines as bullets).
import { z } from "zod";
import { textField } from "~/utils/validation";
import { POLICY_KINDS } from "./kinds";

export const POLICY_EMPTY_MESSAGE = "Write the policy's text before saving it.";
export const POLICY_TOO_LONG_MESSAGE = "A policy can be at most 15,000 characters.";
/** Ample for a long privacy policy, and a bound on what one post can store. */
export const POLICY_MAX_LENGTH = 15_000;

export const policyKindSchema = z.enum(POLICY_KINDS, { message: "Unknown policy." });

export const policyFormSchema = z.object({
  intent: policyKindSchema,
  body: textField({ message: POLICY_EMPTY_MESSAGE })
    .trim()
    .min(1, POLICY_EMPTY_MESSAGE)
    .max(POLICY_MAX_LENGTH, POLICY_TOO_LONG_MESSAGE),
});

export type PolicyForm = z.infer<typeof policyFormSchema>;
