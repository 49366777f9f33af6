// What the owner sees of the outbox (the Outbox page, the overview's warnings), "Send again", which
// gives a failed mail a fresh retry window (decision 141), and "Send now" for a waiting one.
import type { MailOutbox, Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { keyset } from "~/utils/keyset-page.server";
import { getEnv } from "~/utils/env.server";
import { senderAddress, UNREACHABLE_PREFIX } from "./delivery.server";
import { readOutboxSearch, type OutboxStatus } from "./schema";

export async function countOutbox() {
  const groups = await prisma.mailOutbox.groupBy({ by: ["status"], _count: { _all: true } });
  const counts: Record<OutboxStatus, number> = { pending: 0, failed: 0, sent: 0, cancelled: 0 };
  for (const group of groups) counts[group.status] = group._count._all;
  return counts;
}

type Listed = Pick<MailOutbox, "id" | "createdAt" | "nextAttemptAt">;
type Keyset = ReturnType<
  typeof keyset<Listed, Prisma.MailOutboxWhereInput, Prisma.MailOutboxOrderByWithRelationInput>
>;

/** Waiting mail in the order it comes due; the rest newest first. */
const DUE_FIRST: Keyset = keyset([
  { field: "nextAttemptAt", kind: "date" },
  { field: "id", kind: "int" },
]);
const NEWEST_FIRST: Keyset = keyset([{ field: "id", kind: "int", descending: true }]);

/** One page of the mails of one status, searched by recipient, as the address asks. */
export async function listOutboxPage(query: URLSearchParams) {
  const search = readOutboxSearch(query);
  const where = {
    status: search.status,
    ...(search.q ? { to: { contains: search.q, mode: "insensitive" as const } } : {}),
  };
  const order = search.status === "pending" ? DUE_FIRST : NEWEST_FIRST;
  const page = await order.page(query, (window) =>
    prisma.mailOutbox.findMany({
      ...window,
      where: { AND: [where, window.where] },
      select: {
        id: true,
        to: true,
        subject: true,
        attempts: true,
        error: true,
        nextAttemptAt: true,
        sentAt: true,
        createdAt: true,
        bulk: true,
      },
    }),
  );
  return { ...page, search };
}

/** Puts failed mail back in line at once, with attempts and the retry window starting over. */
export async function sendAgain(id?: number) {
  const now = new Date();
  const { count } = await prisma.mailOutbox.updateMany({
    where: { status: "failed", ...(id !== undefined && { id }) },
    data: { status: "pending", attempts: 0, nextAttemptAt: now, retryFrom: now },
  });
  return count;
}

/** Makes a waiting mail due at once: the next delivery round, within MAIL_POLL_MS, sends it. */
export async function sendNow(id: number) {
  const { count } = await prisma.mailOutbox.updateMany({
    where: { id, status: "pending" },
    data: { nextAttemptAt: new Date() },
  });
  return count;
}

/** A sender on a local host name: fine while trying the shop, refused or binned by real mailboxes. */
const LOCAL_HOST = /@(localhost|[^@]*\.(localhost|local))$/i;

/**
 * What the overview warns about: no SMTP_URL, mail given up on, mail being retried, and a shop in
 * production still sending from a localhost address (`localSender`).
 */
export async function mailHealth() {
  const [failed, retrying, pending, unreachable] = await Promise.all([
    prisma.mailOutbox.count({ where: { status: "failed" } }),
    prisma.mailOutbox.count({ where: { status: "pending", error: { not: null } } }),
    prisma.mailOutbox.count({ where: { status: "pending" } }),
    prisma.mailOutbox.count({ where: { status: "pending", error: { startsWith: UNREACHABLE_PREFIX } } }),
  ]);
  const env = getEnv();
  const from = senderAddress();
  const localSender = env.NODE_ENV === "production" && LOCAL_HOST.test(from) ? from : null;
  return { smtpConfigured: Boolean(env.SMTP_URL), failed, retrying, pending, unreachable, localSender };
}
