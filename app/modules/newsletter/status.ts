// A subscriber's standing, in the owner's words: the Subscribers page and the CSV export say it the
// same way, and the export is filtered by it (confirmed by default).

export const SUBSCRIBER_STATUSES = ["confirmed", "waiting", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Confirmed by the link in a mail; waiting for that (or never asked); or gone. */
export function subscriberStatus(subscriber: {
  confirmedAt: Date | string | null;
  unsubscribedAt: Date | string | null;
}): SubscriberStatus {
  if (subscriber.unsubscribedAt) return "unsubscribed";
  return subscriber.confirmedAt ? "confirmed" : "waiting";
}
