// Sends the mail outbox over SMTP_URL. Without it, mail stays recorded in the outbox (DESIGN.md).
// Several app instances may run this: a row is claimed by a conditional update before sending,
// and a claimed row is only retried after a lease, so one message goes out once.
import nodemailer from "nodemailer";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";

const MAX_ATTEMPTS = 5;
const LEASE_MS = 2 * 60 * 1000;
const DEFAULT_FROM = "Atelier <no-reply@localhost>";

export interface DeliveryOptions {
  smtpUrl?: string;
  from?: string;
  batch?: number;
}

/** Sends up to `batch` pending mails; returns how many were sent. */
export async function deliverPendingMail(options: DeliveryOptions = {}): Promise<number> {
  const env = getEnv();
  const smtpUrl = options.smtpUrl ?? env.SMTP_URL;
  if (!smtpUrl) return 0;
  const from = options.from ?? env.MAIL_FROM ?? DEFAULT_FROM;
  const leaseEnded = new Date(Date.now() - LEASE_MS);
  const pending = await prisma.mailOutbox.findMany({
    where: { status: "pending", OR: [{ attempts: 0 }, { updatedAt: { lt: leaseEnded } }] },
    orderBy: { createdAt: "asc" },
    take: options.batch ?? 20,
  });
  if (pending.length === 0) return 0;

  const transport = nodemailer.createTransport(smtpUrl);
  let sent = 0;
  try {
    for (const mail of pending) {
      const claimed = await prisma.mailOutbox.updateMany({
        where: { id: mail.id, status: "pending", attempts: mail.attempts },
        data: { attempts: { increment: 1 } },
      });
      if (claimed.count === 0) continue;
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        });
        await prisma.mailOutbox.update({
          where: { id: mail.id },
          data: { status: "sent", sentAt: new Date(), error: null },
        });
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = mail.attempts + 1 >= MAX_ATTEMPTS;
        await prisma.mailOutbox.update({
          where: { id: mail.id },
          data: { error: message, ...(failed && { status: "failed" }) },
        });
        console.error(`Mail ${mail.id} to ${mail.to} not sent (attempt ${mail.attempts + 1}): ${message}`);
      }
    }
  } finally {
    transport.close();
  }
  return sent;
}
