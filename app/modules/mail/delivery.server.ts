// Sends the mail outbox over SMTP_URL. Without it, mail stays recorded in the outbox (README, Configuration).
// Several app instances may run this: rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so
// one message goes out once. A refused mail is retried with a growing delay for MAIL_RETRY_FOR_MS
// (decision 141); announcements go at MAIL_BULK_PER_MINUTE, after any transactional mail due, each
// subscriber's copy made from its announcement as it goes (decision 345).
import nodemailer, { type Transporter } from "nodemailer";
import { prisma } from "~/db.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { getEnv } from "~/utils/env.server";
import { retryDelay } from "./backoff";
import { renderMailHtml } from "./layout";
import { ownerAddress } from "./outbox.server";
import { announcementBodies, outgoingCopy } from "./subscriber-copies.server";

const LEASE_MS = 2 * 60 * 1000;
const BATCH = 50;
const DEFAULT_ADDRESS = "no-reply@localhost";
/** nodemailer's codes for "could not talk to the server at all": the rest of a batch waits too. */
const SERVER_DOWN = new Set(["ECONNECTION", "ESOCKET", "ETIMEDOUT", "EDNS", "EAUTH", "ETLS"]);
/** Of those, the ones where no mail server answered at all (not a refused login or TLS). */
const UNREACHABLE = new Set(["ECONNECTION", "ESOCKET", "ETIMEDOUT", "EDNS"]);
/** How a mail's error begins when no mail server answered: the Outbox and the overview say so. */
export const UNREACHABLE_PREFIX = "Mail server unreachable: ";

export interface MailTiming {
  pollMs: number;
  bulkPerMinute: number;
  retryFirstMs: number;
  retryMaxMs: number;
  retryForMs: number;
}

export interface DeliveryOptions {
  smtpUrl?: string;
  from?: string;
  timing?: Partial<MailTiming>;
  now?: () => Date;
}

interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  /** Null: an announcement's mail, whose copy is made from its announcement (subscriber-copies). */
  text: string | null;
  html: string | null;
  attempts: number;
  retryFrom: Date;
  replyTo: string | null;
  announcementId: number | null;
  subscriberId: number | null;
}

export function mailTiming(): MailTiming {
  const env = getEnv();
  return {
    pollMs: env.MAIL_POLL_MS,
    bulkPerMinute: env.MAIL_BULK_PER_MINUTE,
    retryFirstMs: env.MAIL_RETRY_FIRST_MS,
    retryMaxMs: env.MAIL_RETRY_MAX_MS,
    retryForMs: env.MAIL_RETRY_FOR_MS,
  };
}

/** Takes up to `limit` due mails of one kind for this instance, leased for two minutes. */
async function claimDueMail(bulk: boolean, limit: number, now: Date) {
  if (limit <= 0) return [];
  const rows = await prisma.$queryRaw<ClaimedMail[]>`
    UPDATE "MailOutbox"
    SET "attempts" = "attempts" + 1, "nextAttemptAt" = ${new Date(now.getTime() + LEASE_MS)}, "updatedAt" = ${now}
    WHERE "id" IN (
      SELECT "id" FROM "MailOutbox"
      WHERE "status" = 'pending' AND "bulk" = ${bulk} AND "nextAttemptAt" <= ${now}
      ORDER BY "nextAttemptAt", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "to", "subject", "text", "html", "attempts", "retryFrom", "replyTo", "announcementId", "subscriberId"`;
  return rows.sort((a, b) => a.id - b.id);
}

async function hasDueBulk(now: Date) {
  const due = await prisma.mailOutbox.findFirst({
    where: { status: "pending", bulk: true, nextAttemptAt: { lte: now } },
    select: { id: true },
  });
  return Boolean(due);
}

/**
 * How many announcements one pass may send: a poll interval's share of the pace, less what any
 * instance sent in the last minute (the count is the database's, so instances share one pace).
 */
async function bulkAllowance(timing: MailTiming, now: Date) {
  if (timing.bulkPerMinute === 0) return Infinity;
  const sentLastMinute = await prisma.mailOutbox.count({
    where: { bulk: true, status: "sent", sentAt: { gt: new Date(now.getTime() - 60_000) } },
  });
  const perPass = Math.ceil((timing.bulkPerMinute * timing.pollMs) / 60_000);
  return Math.max(0, Math.min(timing.bulkPerMinute - sentLastMinute, perPass));
}

/** The address mail is sent from: MAIL_FROM's (with or without a display name), else no-reply@localhost. */
export function senderAddress(from = getEnv().MAIL_FROM) {
  return from ? (/<([^>]+)>\s*$/.exec(from)?.[1] ?? from).trim() : DEFAULT_ADDRESS;
}

/**
 * The sender: MAIL_FROM's address under the shop's brand name, as people see it in their inbox, and
 * where replies go unless a mail names its own: the studio's address (a setting), else the owner's.
 */
async function sender(from: string | undefined) {
  const { brandName, studioEmail } = await getSiteSettings();
  return { name: brandName, address: senderAddress(from), brandName, replyTo: studioEmail || ownerAddress() };
}

/**
 * Sends the mail that is due: transactional first, then announcements within their pace, batch
 * after batch for at most one poll interval. Returns how many were sent.
 */
export async function deliverPendingMail(options: DeliveryOptions = {}): Promise<number> {
  const env = getEnv();
  const smtpUrl = options.smtpUrl ?? env.SMTP_URL;
  if (!smtpUrl) return 0;
  const timing = { ...mailTiming(), ...options.timing };
  const now = options.now ?? (() => new Date());
  const until = Date.now() + timing.pollMs;
  let from: Awaited<ReturnType<typeof sender>> | undefined;
  let transport: Transporter | undefined;
  let sent = 0;
  // Counted once a pass, and only while an announcement is going out.
  let bulkBudget: number | undefined;
  try {
    while (Date.now() < until) {
      const transactional = await claimDueMail(false, BATCH, now());
      bulkBudget ??= (await hasDueBulk(now())) ? await bulkAllowance(timing, now()) : 0;
      const bulk = await claimDueMail(true, Math.min(bulkBudget, BATCH), now());
      bulkBudget -= bulk.length;
      const batch = [...transactional, ...bulk];
      if (batch.length === 0) break;
      from ??= await sender(options.from ?? env.MAIL_FROM);
      transport ??= nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1 });
      const result = await sendBatch(transport, batch, from, timing, now);
      sent += result.sent;
      if (result.serverDown || (transactional.length < BATCH && bulk.length === 0)) break;
    }
  } finally {
    transport?.close();
  }
  return sent;
}

async function sendBatch(
  transport: Transporter,
  batch: ClaimedMail[],
  from: Awaited<ReturnType<typeof sender>>,
  timing: MailTiming,
  now: () => Date,
) {
  let sent = 0;
  let serverDown: string | undefined;
  const bodies = await announcementBodies(batch);
  for (const mail of batch) {
    try {
      // Once the server cannot be reached, the rest of the batch waits with the same error.
      if (serverDown) throw new Error(serverDown);
      const { text, html, listUnsubscribe } = outgoingCopy(mail, bodies);
      await transport.sendMail({
        from: { name: from.name, address: from.address },
        to: mail.to,
        replyTo: mail.replyTo ?? from.replyTo,
        subject: mail.subject,
        text,
        html: html ?? renderMailHtml({ brandName: from.brandName, text }),
        ...(listUnsubscribe && {
          list: { unsubscribe: { url: listUnsubscribe } },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }),
      });
      await prisma.mailOutbox.update({
        where: { id: mail.id },
        data: { status: "sent", sentAt: now(), error: null },
      });
      sent++;
    } catch (error) {
      const code = (error as { code?: string }).code;
      const said = error instanceof Error ? error.message : String(error);
      const message = code && UNREACHABLE.has(code) ? `${UNREACHABLE_PREFIX}${said}` : said;
      if (code && SERVER_DOWN.has(code)) serverDown = message;
      await recordFailure(mail, message, timing, now());
    }
  }
  return { sent, serverDown: Boolean(serverDown) };
}

async function recordFailure(mail: ClaimedMail, message: string, timing: MailTiming, now: Date) {
  const next = new Date(now.getTime() + retryDelay(mail.attempts, timing));
  const givenUp = next.getTime() > new Date(mail.retryFrom).getTime() + timing.retryForMs;
  await prisma.mailOutbox.update({
    where: { id: mail.id },
    data: { error: message, nextAttemptAt: next, ...(givenUp && { status: "failed" }) },
  });
  console.error(
    `Mail ${mail.id} to ${mail.to} not sent (attempt ${mail.attempts}): ${message}` +
      (givenUp ? "; given up, see the dashboard's Outbox" : `; next try ${next.toISOString()}`),
  );
}
