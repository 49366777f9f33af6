// Recognising a re-posted submission (decision 092): the form carries a key made when it rendered;
// the stored row keeps a hash of that key with the content, unique, so the same submission posted
// again (a retry after an unknown outcome) is found instead of stored twice.
import { createHash, randomUUID } from "node:crypto";
import { isUniqueViolation } from "./errors.server";

/** The stored key, or null when the form sent none (nothing to recognise it by). */
export function submissionKeyOf(formKey: string | undefined, content: unknown): string | null {
  if (!formKey) return null;
  return createHash("sha256").update(formKey).update(JSON.stringify(content)).digest("hex");
}

/**
 * Creates the row once: when its key is already stored, answers the stored row instead.
 * `created` says whether this call stored it (so the owner is told once).
 */
export async function createOnce<T>(
  key: string | null,
  create: () => Promise<T>,
  findStored: (key: string) => Promise<T | null>,
): Promise<{ row: T; created: boolean }> {
  try {
    return { row: await create(), created: true };
  } catch (error) {
    const duplicate = isUniqueViolation(error);
    const stored = key && duplicate ? await findStored(key) : null;
    if (!stored) throw error;
    return { row: stored, created: false };
  }
}

/** A fresh key for a form being rendered (a loader puts it in the form's hidden field). */
export const newFormKey = () => randomUUID();
