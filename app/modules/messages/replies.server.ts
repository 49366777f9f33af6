// Her answer to a contact message or an inquiry, written in the Inbox: queued in the outbox to the
// visitor (from the shop's sender, replies to the studio's address, as every mail), kept under the
// entry with the mail's state, and the entry marked read. One transaction: no reply without its mail.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { notFound } from "~/utils/errors";
import { quotedLines, replySubject } from "./reply";
import { contactSubjectLabel, inquiryTopic, type InboxKind } from "./schema";

/** The last replies shown under an entry; older ones stay stored, and the outbox lists their mail. */
const REPLIES_SHOWN = 20;

/** What the Inbox reads of an entry's replies (`include: { replies: REPLIES_OF_ENTRY }`), newest first. */
export const REPLIES_OF_ENTRY = {
  orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  take: REPLIES_SHOWN,
  select: { id: true, text: true, createdAt: true, mail: { select: { status: true } } },
} satisfies Prisma.ContactMessage$repliesArgs;

/** The entry as the answer needs it: who, where to, what about, what they wrote. */
async function findEntry(db: Prisma.TransactionClient, kind: InboxKind, id: number) {
  if (kind === "message") {
    const message = await db.contactMessage.findUnique({ where: { id } });
    return (
      message && {
        name: message.name,
        email: message.email,
        topic: contactSubjectLabel(message.subject),
        message: message.message,
      }
    );
  }
  const inquiry = await db.inquiry.findUnique({ where: { id } });
  return (
    inquiry && {
      name: inquiry.customerName,
      email: inquiry.customerEmail,
      topic: inquiryTopic(inquiry.productName),
      message: inquiry.message,
    }
  );
}

/** Queues her reply to the visitor and keeps it with the entry; answers who it went to. */
export async function replyToEntry({ kind, id, text }: { kind: InboxKind; id: number; text: string }) {
  return prisma.$transaction(async (tx) => {
    const entry = await findEntry(tx, kind, id);
    if (!entry) throw notFound("This message no longer exists.");
    const mail = await queueMail(
      {
        to: entry.email,
        subject: replySubject(entry.topic),
        text: [text, "", ...quotedLines(entry.name, entry.message)].join("\n"),
      },
      tx,
    );
    const which = kind === "message" ? { contactMessageId: id } : { inquiryId: id };
    await tx.inboxReply.create({ data: { ...which, text, mailId: mail.id } });
    // Answering it is reading it.
    const unread = { where: { id, readAt: null }, data: { readAt: new Date() } };
    if (kind === "message") await tx.contactMessage.updateMany(unread);
    else await tx.inquiry.updateMany(unread);
    return { name: entry.name, email: entry.email };
  });
}
