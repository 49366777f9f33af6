// Newsletter subscribers, with consent (decision 140): a sign-up is confirmed by the signed link in
// a confirmation mail; only confirmed subscribers who have not unsubscribed hear about new pieces.
import { Prisma, type NewsletterSubscriber } from "@prisma/client";
import { prisma } from "~/db.server";
import { renderMailHtml } from "~/modules/mail/layout";
import { isSignedFor, subscriberIdOf, subscriberLink, type LinkPurpose } from "~/modules/mail/links.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { conflict, notFound } from "~/utils/errors";
import { keyset } from "~/utils/keyset-page.server";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "./status";
import { readSubscriberSearch } from "./subscriber-list";
import { ALREADY_SUBSCRIBED_MESSAGE, INVALID_LINK_MESSAGE, type SubscriberExport } from "./schema";
import { isUniqueViolation } from "~/utils/errors.server";

/** Subscribers who said yes by mail and have not taken it back: the announcements' audience. */
export const CONSENTING = {
  confirmedAt: { not: null },
  unsubscribedAt: null,
} satisfies Prisma.NewsletterSubscriberWhereInput;

/** How often a repeated sign-up of an address still waiting sends its confirmation again. */
export const CONFIRMATION_RESEND_MS = 24 * 60 * 60 * 1000;

/** Subscribers who have not said yes by mail and have not left: waiting for a confirmation. */
const WAITING = { confirmedAt: null, unsubscribedAt: null } satisfies Prisma.NewsletterSubscriberWhereInput;

/** Waiting addresses from before double opt-in that were never sent a confirmation. */
const NEVER_ASKED = { ...WAITING, confirmationSentAt: null } satisfies Prisma.NewsletterSubscriberWhereInput;

export const BY_STATUS = {
  confirmed: CONSENTING,
  waiting: WAITING,
  unsubscribed: { unsubscribedAt: { not: null } },
  all: {},
} satisfies Record<SubscriberExport, Prisma.NewsletterSubscriberWhereInput>;

/**
 * A new address is stored and sent a confirmation. An address that never confirmed, or that
 * unsubscribed, gets the confirmation again (at most once a day while it waits) and the same 201;
 * a confirmed one is a 409.
 */
export async function subscribe(email: string, now = new Date()) {
  const { brandName } = await getSiteSettings();
  const subscriber =
    (await createSubscriber(email, brandName, now)) ?? (await confirmAgain(email, brandName, now));
  if (!subscriber) return subscribe(email, now); // the owner removed it between the two steps
  if (subscriber.confirmedAt && !subscriber.unsubscribedAt) throw conflict(ALREADY_SUBSCRIBED_MESSAGE);
  return { id: subscriber.id, email: subscriber.email };
}

/** A new address with its confirmation queued; null when the address is stored already. */
async function createSubscriber(email: string, brandName: string, now: Date) {
  try {
    return await prisma.$transaction(async (tx) => {
      const subscriber = await tx.newsletterSubscriber.create({ data: { email, confirmationSentAt: now } });
      await tx.mailOutbox.create({ data: confirmationMail(brandName, subscriber, "sign-up") });
      return subscriber;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * A stored address signing up again: one conditional update decides whether it is sent a
 * confirmation (it left, or it waits and had none for a day), so two sign-ups at once, on one
 * instance or two, queue one mail. Answers the row as it is afterwards.
 */
async function confirmAgain(email: string, brandName: string, now: Date) {
  const dayAgo = new Date(now.getTime() - CONFIRMATION_RESEND_MS);
  return prisma.$transaction(async (tx) => {
    const [resent] = await tx.newsletterSubscriber.updateManyAndReturn({
      where: {
        email,
        OR: [
          { unsubscribedAt: { not: null } },
          { ...WAITING, OR: [{ confirmationSentAt: null }, { confirmationSentAt: { lte: dayAgo } }] },
        ],
      },
      data: { confirmedAt: null, unsubscribedAt: null, confirmationSentAt: now },
    });
    if (resent) await tx.mailOutbox.create({ data: confirmationMail(brandName, resent, "sign-up") });
    return resent ?? tx.newsletterSubscriber.findUnique({ where: { email } });
  });
}

const CONFIRMATION_WORDS = {
  "sign-up": (brandName: string) =>
    `Please confirm that you would like to hear from ${brandName} when a new piece is ready:`,
  // The owner's "Ask them to confirm": these people signed up before the shop asked anyone.
  ask: (brandName: string) =>
    `You signed up to hear from ${brandName} before we asked every subscriber to confirm by mail. If you would still like to hear when a new piece is ready, please confirm:`,
};

/** The confirmation mail's outbox row for a subscriber. */
function confirmationMail(
  brandName: string,
  subscriber: { id: number; email: string },
  reason: keyof typeof CONFIRMATION_WORDS,
) {
  const link = subscriberLink("confirm", subscriber);
  const text = `${CONFIRMATION_WORDS[reason](brandName)}\n\n${link}\n\nIf you did not ask for this, ignore this mail: you will not be written to again.`;
  return {
    to: subscriber.email,
    subject: `Confirm your subscription to ${brandName}`,
    text,
    html: renderMailHtml({ brandName, text, button: { href: link, label: "Confirm subscription" } }),
    subscriberId: subscriber.id,
  };
}

/**
 * "Ask them to confirm": queues one confirmation for every waiting address that was never sent one
 * (those from before double opt-in), at the announcements' pace. The rows are marked and read by
 * one conditional update, so a second press, or two instances, ask nobody twice. Answers how many.
 */
export async function askWaitingToConfirm(now = new Date()) {
  const { brandName } = await getSiteSettings();
  return prisma.$transaction(
    async (tx) => {
      const asked = await tx.newsletterSubscriber.updateManyAndReturn({
        where: NEVER_ASKED,
        data: { confirmationSentAt: now },
        select: { id: true, email: true },
      });
      await tx.mailOutbox.createMany({
        data: asked.map((subscriber) => ({ ...confirmationMail(brandName, subscriber, "ask"), bulk: true })),
      });
      return asked.length;
    },
    // A list of thousands is written in this one transaction.
    { timeout: 60_000 },
  );
}

/** How many waiting addresses "Ask them to confirm" would write to. */
export function countNeverAsked() {
  return prisma.newsletterSubscriber.count({ where: NEVER_ASKED });
}

/** The subscriber a signed link is for; any other token is a 404 with one plain message. */
export async function subscriberForLink(token: string, purpose: LinkPurpose) {
  const id = subscriberIdOf(token);
  const subscriber = id ? await prisma.newsletterSubscriber.findUnique({ where: { id } }) : null;
  if (!subscriber || !isSignedFor(token, purpose, subscriber)) throw notFound(INVALID_LINK_MESSAGE);
  return subscriber;
}

export async function confirmSubscription(token: string) {
  const subscriber = await subscriberForLink(token, "confirm");
  if (subscriber.confirmedAt && !subscriber.unsubscribedAt) return subscriber;
  return prisma.newsletterSubscriber.update({
    where: { id: subscriber.id },
    data: { confirmedAt: new Date(), unsubscribedAt: null },
  });
}

/** Idempotent: a second click (or the provider's one-click POST after the link) changes nothing. */
export async function unsubscribe(token: string) {
  const subscriber = await subscriberForLink(token, "unsubscribe");
  if (subscriber.unsubscribedAt) return subscriber;
  return prisma.$transaction(async (tx) => {
    // Announcements still waiting for this address are not sent.
    await tx.mailOutbox.updateMany({
      where: { subscriberId: subscriber.id, bulk: true, status: "pending" },
      data: { status: "cancelled" },
    });
    return tx.newsletterSubscriber.update({
      where: { id: subscriber.id },
      data: { unsubscribedAt: new Date() },
    });
  });
}

const newestFirst = keyset<
  NewsletterSubscriber,
  Prisma.NewsletterSubscriberWhereInput,
  Prisma.NewsletterSubscriberOrderByWithRelationInput
>([
  { field: "createdAt", kind: "date", descending: true },
  { field: "id", kind: "int", descending: true },
]);

/**
 * One page of the Subscribers list, newest first, searched by address and status as the address
 * asks, with how many there are of each status (three counts an index answers).
 */
export async function listSubscriberPage(query: URLSearchParams) {
  const search = readSubscriberSearch(query);
  const where = {
    ...BY_STATUS[search.state],
    ...(search.q ? { email: { contains: search.q, mode: "insensitive" as const } } : {}),
  };
  const [page, matching, ...counts] = await Promise.all([
    newestFirst.page(query, (window) =>
      prisma.newsletterSubscriber.findMany({ ...window, where: { AND: [where, window.where] } }),
    ),
    prisma.newsletterSubscriber.count({ where }),
    ...SUBSCRIBER_STATUSES.map((status) => prisma.newsletterSubscriber.count({ where: BY_STATUS[status] })),
  ]);
  const byStatus = Object.fromEntries(SUBSCRIBER_STATUSES.map((status, index) => [status, counts[index]]));
  return { ...page, matching, byStatus: byStatus as Record<SubscriberStatus, number>, search };
}

export async function removeSubscriber(id: number) {
  const { count } = await prisma.newsletterSubscriber.deleteMany({ where: { id } });
  return count === 1;
}
