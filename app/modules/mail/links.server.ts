// Signed links in mail: a token names a subscriber and a purpose and is signed with SESSION_SECRET,
// so confirming or unsubscribing needs no sign-in yet nobody can do it for another address.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/utils/env.server";

export type LinkPurpose = "confirm" | "unsubscribe";

interface Subscriber {
  id: number;
  email: string;
}

function signature(purpose: LinkPurpose, subscriber: Subscriber) {
  return createHmac("sha256", getEnv().SESSION_SECRET)
    .update(`newsletter:${purpose}:${subscriber.id}:${subscriber.email}`)
    .digest("base64url");
}

/** `<id>.<signature>`: the address is in the signature, so a token dies with its row. */
export function signSubscriberToken(purpose: LinkPurpose, subscriber: Subscriber) {
  return `${subscriber.id}.${signature(purpose, subscriber)}`;
}

/** The subscriber id a token claims to be for, before its signature is checked. */
export function subscriberIdOf(token: string) {
  const match = /^(\d{1,9})\.[\w-]{43}$/.exec(token);
  return match ? Number(match[1]) : undefined;
}

export function isSignedFor(token: string, purpose: LinkPurpose, subscriber: Subscriber) {
  const expected = Buffer.from(signSubscriberToken(purpose, subscriber));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An absolute address on the shop: PUBLIC_URL is the only source of them (decision 080). */
export function absoluteUrl(pathOrUrl: string) {
  return new URL(pathOrUrl, getEnv().publicUrl).href;
}

/** The page a mail's link opens: it asks, its button does it. */
export function subscriberLink(purpose: LinkPurpose, subscriber: Subscriber) {
  return absoluteUrl(`/newsletter/${purpose}?token=${signSubscriberToken(purpose, subscriber)}`);
}

/** Where the mail provider POSTs an RFC 8058 one-click unsubscribe (the List-Unsubscribe header). */
export function oneClickUnsubscribeLink(subscriber: Subscriber) {
  return absoluteUrl(
    `/newsletter/unsubscribe/one-click?token=${signSubscriberToken("unsubscribe", subscriber)}`,
  );
}
