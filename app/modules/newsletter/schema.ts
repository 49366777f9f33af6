// Newsletter sign-up (product §5): one valid email, stored trimmed and lower-case.
import { z } from "zod";
import { EMAIL_MESSAGE } from "~/modules/messages/schema";
import { honeypotShape } from "~/modules/security/honeypot";
import { recordId, strictEmail, textField } from "~/utils/validation";
import { SUBSCRIBER_STATUSES } from "./status";

export const ALREADY_SUBSCRIBED_MESSAGE = "This email is already subscribed to our newsletter.";

export const newsletterSchema = z.object({
  email: strictEmail(EMAIL_MESSAGE).toLowerCase(),
  ...honeypotShape,
});

export const INVALID_LINK_MESSAGE =
  "This link is not valid. Please use the newest link in your mail, or subscribe again on the home page.";

export const ANNOUNCE_AGAIN_MESSAGE =
  "This piece has been announced before: tick 'Announce again' to send it to every subscriber once more.";

// Read by the "Tell subscribers" page in the browser too: never from a server-only file.
export const NOT_LIVE_MESSAGE = "Only a piece that is live on the website and not sold can be announced.";
export const NO_SUBSCRIBERS_MESSAGE = "No subscriber has confirmed yet: there is nobody to tell.";

/**
 * "Tell subscribers": the owner's words for an announcement of a piece. `preview` only shows it,
 * `ask` checks it may go and asks "Send to N subscribers?", `send` queues it.
 */
export const announcementSchema = z.object({
  intent: z.enum(["preview", "ask", "send"]).default("send"),
  subject: textField({ message: "Please write a subject." })
    .trim()
    .min(1, "Please write a subject.")
    .max(200, "The subject is too long."),
  text: textField({ message: "Please write the announcement." })
    .trim()
    .min(1, "Please write the announcement.")
    .max(10_000, "The announcement is too long."),
  announceAgain: z.preprocess((value) => value === "on" || value === true, z.boolean()),
});

export type AnnouncementInput = z.infer<typeof announcementSchema>;

/** Which subscribers the CSV export holds: the confirmed ones unless she picks another status. */
export const subscriberExportSchema = z.enum([...SUBSCRIBER_STATUSES, "all"]).catch("confirmed");
export type SubscriberExport = z.infer<typeof subscriberExportSchema>;

/** The Subscribers page's buttons: one row's Remove, or asking every never-asked address to confirm. */
export const subscriberActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remove"), id: recordId() }),
  z.object({ intent: z.literal("ask-to-confirm") }),
]);
