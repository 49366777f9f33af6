// Stripe's dispute statuses in the owner's words, and which of them are over (browser-safe: the
// Orders page and the overview show them, the webhook decides with them).
export const CLOSED_DISPUTE_STATUSES = ["won", "lost", "warning_closed", "prevented"];

const WORDS: Record<string, string> = {
  warning_needs_response: "inquiry: respond",
  warning_under_review: "inquiry under review",
  warning_closed: "inquiry closed",
  needs_response: "disputed: respond",
  under_review: "dispute under review",
  appeal_needs_response: "appeal: respond",
  appeal_under_review: "appeal under review",
  won: "dispute won",
  lost: "dispute lost",
  prevented: "dispute prevented",
};

export const disputeWords = (status: string) => WORDS[status] ?? `dispute ${status.replaceAll("_", " ")}`;

export const isDisputeOpen = (status: string) => !CLOSED_DISPUTE_STATUSES.includes(status);

/** The bank appealing a lost dispute (`appeal_needs_response`, `appeal_under_review`): open again. */
export const isAppeal = (status: string) => status.startsWith("appeal_");

/** Stripe's reason codes ("product_not_received") as words. */
export const reasonWords = (reason: string) => reason.replaceAll("_", " ");
