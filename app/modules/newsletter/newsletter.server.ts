// Newsletter subscribers, with consent (decision 140): a sign-up is confirmed by the signed link in
// a confirmation mail; only confirmed subscribers who have not unsubscribed hear about new pieces.
import { Prisma, type NewsletterSubscriber } from "@prisma/client";
import { prisma } from "~/db.server";
import { renderMailHtml } from "~/modules/mail/layout";
import { isSignedFor, subscriberIdOf, subscriberLink, type LinkPurpose } from "~/modules/mail/links.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { conflict, notFound } from "~/utils/errors";
import { ALREADY_SUBSCRIBED_MESSAGE, INVALID_LINK_MESSAGE } from "./schema";

/** Subscribers who said yes by mail and have not taken it back: the announcements' audience. */
export const CONSENTING = {
  confirmedAt: { not: null },
  unsubscribedAt: null,
} satisfies Prisma.NewsletterSubscriberWhereInput;

/**
 * A new address is stored and sent a confirmation. An address that never confirmed, or that
 * unsubscribed, gets the confirmation (again) instead of a 409; a confirmed one is a 409.
 */
export async function subscribe(email: string) {
  const existing = await prisma.newsletterSubscriber.findUnique({ where: { email } });
  if (existing?.confirmedAt && !existing.unsubscribedAt) throw conflict(ALREADY_SUBSCRIBED_MESSAGE);
  try {
    const subscriber = existing
      ? await prisma.newsletterSubscriber.update({
          where: { id: existing.id },
          data: { confirmedAt: null, unsubscribedAt: null },
        })
      : await prisma.newsletterSubscriber.create({ data: { email } });
    await queueConfirmation(subscriber);
    return { id: subscriber.id, email: subscriber.email };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw conflict(ALREADY_SUBSCRIBED_MESSAGE);
    }
    throw error;
  }
}

/** One confirmation waiting at a time: a form posted again and again does not flood the inbox. */
async function queueConfirmation(subscriber: NewsletterSubscriber) {
  const waiting = await prisma.mailOutbox.count({
    where: { subscriberId: subscriber.id, announcementId: null, status: "pending" },
  });
  if (waiting > 0) return;
  const { brandName } = await getSiteSettings();
  const link = subscriberLink("confirm", subscriber);
  const text = `Please confirm that you would like to hear from ${brandName} when a new piece is ready:\n\n${link}\n\nIf you did not ask for this, ignore this mail: you will not be written to again.`;
  await prisma.mailOutbox.create({
    data: {
      to: subscriber.email,
      subject: `Confirm your subscription to ${brandName}`,
      text,
      html: renderMailHtml({ brandName, text, button: { href: link, label: "Confirm subscription" } }),
      subscriberId: subscriber.id,
    },
  });
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

export function listSubscribers() {
  return prisma.newsletterSubscriber.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export async function removeSubscriber(id: number) {
  const { count } = await prisma.newsletterSubscriber.deleteMany({ where: { id } });
  return count === 1;
}
