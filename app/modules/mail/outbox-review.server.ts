// What the owner sees of the outbox (the Outbox page, the overview's warnings), "Send again", which
// gives a failed mail a fresh retry window (decision 141), and "Send now" for a waiting one.
import { Prisma, type MailOutbox } from "@prisma/client";
import { prisma } from "~/db.server";
import { keyset } from "~/utils/keyset-page.server";
import { getEnv } from "~/utils/env.server";
import { senderAddress, UNREACHABLE_PREFIX } from "./delivery.server";
import { OUTBOX_COUNT_CAP } from "./outbox-counts";
import { OUTBOX_STATUSES, readOutboxSearch, type OutboxStatus } from "./schema";

/** Mails matching `where`, counted by an index no further than one past OUTBOX_COUNT_CAP. */
const capped = (where: Prisma.Sql, name: string) =>
  Prisma.sql`(SELECT count(*) FROM (SELECT 1 FROM "MailOutbox" WHERE ${where}
              LIMIT ${OUTBOX_COUNT_CAP + 1}) capped) AS ${Prisma.raw(`"${name}"`)}`;

/** Counts each one of `wheres` in one statement, each stopping one past OUTBOX_COUNT_CAP. */
async function countCapped<K extends string>(wheres: Record<K, Prisma.Sql>) {
  const names = Object.keys(wheres) as K[];
  const [row] = await prisma.$queryRaw<Record<K, bigint>[]>`SELECT ${Prisma.join(
    names.map((name) => capped(wheres[name], name)),
  )}`;
  return Object.fromEntries(names.map((name) => [name, Number(row[name])])) as Record<K, number>;
}

const ofStatus = (status: OutboxStatus) => Prisma.sql`status = ${status}::"MailStatus"`;

/** Each status's mails, shown as "10,000+" past OUTBOX_COUNT_CAP (decision 347). */
export const countOutbox = () =>
  countCapped(
    Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, ofStatus(status)])) as Record<
      OutboxStatus,
      Prisma.Sql
    >,
  );

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
 * What the overview warns about: no SMTP_URL, mail given up on, mail the mail server refused or that
 * found no mail server to take it, and a shop in production still sending from a localhost address
 * (`localSender`). Counted as the Outbox counts, so that an announcement's 45,000 waiting mails
 * cost the overview no more than ten thousand each.
 */
export async function mailHealth() {
  const unreachable = Prisma.sql`error LIKE ${`${UNREACHABLE_PREFIX}%`}`;
  const counts = await countCapped({
    failed: ofStatus("failed"),
    pending: ofStatus("pending"),
    refused: Prisma.sql`${ofStatus("pending")} AND error IS NOT NULL AND NOT (${unreachable})`,
    unreachable: Prisma.sql`${ofStatus("pending")} AND ${unreachable}`,
  });
  const from = senderAddress();
  const localSender = getEnv().NODE_ENV === "production" && LOCAL_HOST.test(from) ? from : null;
  return { smtpConfigured: smtpConfigured(), ...counts, localSender };
}

export const smtpConfigured = () => Boolean(getEnv().SMTP_URL);
