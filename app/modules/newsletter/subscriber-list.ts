// The owner's search of her subscribers: by address and by status, shared by the page's loader and
// its filter form; anything unknown in the address falls back to everyone.
import { z } from "zod";
import { SUBSCRIBER_STATUSES } from "./status";

export const SUBSCRIBER_STATES = {
  all: "Everyone",
  confirmed: "Confirmed",
  waiting: "Waiting for confirmation",
  unsubscribed: "Unsubscribed",
} as const;

const subscriberSearchSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  state: z.enum([...SUBSCRIBER_STATUSES, "all"]).catch("all"),
});

/** The search an address asks for (`?q=&state=`). */
export const readSubscriberSearch = (params: URLSearchParams) =>
  subscriberSearchSchema.parse({ q: params.get("q") ?? "", state: params.get("state") ?? "all" });
