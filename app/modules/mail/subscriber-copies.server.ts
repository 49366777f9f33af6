// Each subscriber's copy of an announcement (decision 345). The announcement's mail is written once,
// on its Announcement, with UNSUBSCRIBE_MARK where the unsubscribe link goes; its outbox rows keep
// only who gets it, and the copy is made here as the outbox sends it: the same words, with the
// subscriber's own signed links (the token depends only on their id and address, which the row has).
import { prisma } from "~/db.server";
import { escapeHtml } from "./layout";
import { oneClickUnsubscribeLink, subscriberLink } from "./links.server";

/** Stands for the recipient's unsubscribe link in an announcement's mail, written once for all. */
export const UNSUBSCRIBE_MARK = "{{unsubscribe-link}}";

interface Addressed {
  to: string;
  text: string | null;
  html: string | null;
  announcementId: number | null;
  subscriberId: number | null;
}

interface Body {
  mailText: string | null;
  mailHtml: string | null;
}

/** The mails' announcement bodies by announcement id: one query for a batch of claimed mails. */
export async function announcementBodies(mails: Addressed[]) {
  const ids = new Set<number>();
  for (const mail of mails)
    if (mail.text === null && mail.announcementId !== null) ids.add(mail.announcementId);
  if (ids.size === 0) return new Map<number, Body>();
  // The announcements of one claimed batch's mails: a few ids at most, never the table.
  const rows = await prisma.announcement.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, mailText: true, mailHtml: true },
  });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What goes out for one mail: its own words, or its announcement's with the subscriber's unsubscribe
 * link; an announcement's also carries the RFC 8058 one-click address (List-Unsubscribe).
 */
export function outgoingCopy(mail: Addressed, bodies: Map<number, Body>) {
  const subscriber =
    mail.announcementId !== null && mail.subscriberId !== null
      ? { id: mail.subscriberId, email: mail.to }
      : null;
  const listUnsubscribe = subscriber ? oneClickUnsubscribeLink(subscriber) : undefined;
  if (mail.text !== null) return { text: mail.text, html: mail.html, listUnsubscribe };
  const body = mail.announcementId === null ? undefined : bodies.get(mail.announcementId);
  if (!subscriber || !body?.mailText || !body.mailHtml) {
    throw new Error("This mail has no words: neither its own nor its announcement's.");
  }
  const link = subscriberLink("unsubscribe", subscriber);
  return {
    text: fillMark(body.mailText, link),
    html: fillMark(body.mailHtml, escapeHtml(link)),
    listUnsubscribe,
  };
}

/**
 * The link goes at the mark's last place: the announcement's footer comes after the owner's words,
 * so words that happen to contain the mark are left as she wrote them.
 */
function fillMark(body: string, value: string) {
  const at = body.lastIndexOf(UNSUBSCRIBE_MARK);
  return at < 0 ? body : body.slice(0, at) + value + body.slice(at + UNSUBSCRIBE_MARK.length);
}
