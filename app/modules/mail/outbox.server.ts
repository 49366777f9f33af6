// Queues a mail in the outbox (docs/decisions/007-mail-outbox.md); the delivery job sends it.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Without it, delivery makes the HTML part from the text (layout.ts). */
  html?: string;
  /** The order the mail is about, shown on the Orders page. */
  orderId?: number;
  /** Where a reply goes, when not to the studio's address (a visitor, on her notice). */
  replyTo?: string;
}

/** Queues the mail; answers its outbox row's id, for what keeps a link to it (an Inbox reply). */
export async function queueMail(mail: Mail, db: Prisma.TransactionClient = prisma) {
  const { id } = await db.mailOutbox.create({ data: mail, select: { id: true } });
  // Quoted: a subject may carry a visitor's text, and a raw line break would forge a log line.
  console.log(`Mail queued to ${mail.to}: ${JSON.stringify(mail.subject)}`);
  return { id };
}

/** Where notices to the owner go, if anywhere. */
export function ownerAddress() {
  const env = getEnv();
  return env.OWNER_NOTIFY_EMAIL ?? env.OWNER_EMAIL;
}

/** A notice to the owner, when an address for her is configured; `replyTo`: who her Reply answers. */
export async function notifyOwner(subject: string, text: string, replyTo?: string) {
  const to = ownerAddress();
  if (to) await queueMail({ to, subject, text, replyTo });
}
