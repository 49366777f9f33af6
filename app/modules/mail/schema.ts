// The dashboard's Outbox page: which mails to list, "Send again" for one failed mail or all, and
// "Send now" for a waiting one.
import { z } from "zod";
import { recordId } from "~/utils/validation";

export const OUTBOX_STATUSES = ["pending", "failed", "sent", "cancelled"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A mail's status as the dashboard names it, on the Outbox page and under her Inbox replies alike. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Waiting",
  failed: "Failed",
  sent: "Sent",
  cancelled: "Cancelled",
};

export const outboxFilterSchema = z.enum(OUTBOX_STATUSES).catch("pending");

/** The Outbox page's search: one status (waiting unless named) and words of the recipient's address. */
export const readOutboxSearch = (params: URLSearchParams) => ({
  status: outboxFilterSchema.parse(params.get("status") ?? undefined),
  q: z
    .string()
    .trim()
    .max(200)
    .catch("")
    .parse(params.get("q") ?? ""),
});

export const sendAgainSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry"), id: recordId() }),
  z.object({ intent: z.literal("retry-all") }),
  z.object({ intent: z.literal("send-now"), id: recordId() }),
]);
