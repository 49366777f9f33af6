// What the outbox keeps, and for how long (docs/operations.md, "Retention"): every mail's recipient,
// subject, status, dates and links (what was sent to whom) for good; a failed mail whole, for her
// to read and send again; the body of a sent mail for BODY_DAYS. A cancelled mail (its subscriber
// left before it went out) was never sent: it goes after the same window.
import { prisma } from "~/db.server";

export const BODY_DAYS = 90;
/** Rows per statement: a big shop's first pruning never holds a long lock or a big result. */
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60_000;

/** Empties old sent mails' bodies and removes old cancelled mails, a batch at a time. */
export async function pruneOutbox(now = new Date()) {
  const before = new Date(now.getTime() - BODY_DAYS * DAY_MS);
  let bodies = 0;
  let cancelled = 0;
  for (;;) {
    const count = await prisma.$executeRaw`
      UPDATE "MailOutbox" SET text = '', html = NULL
      WHERE id IN (SELECT id FROM "MailOutbox"
                   WHERE status = 'sent' AND "createdAt" < ${before} AND (text <> '' OR html IS NOT NULL)
                   ORDER BY id LIMIT ${BATCH})`;
    bodies += count;
    if (count < BATCH) break;
  }
  for (;;) {
    const count = await prisma.$executeRaw`
      DELETE FROM "MailOutbox"
      WHERE id IN (SELECT id FROM "MailOutbox" WHERE status = 'cancelled' AND "createdAt" < ${before}
                   ORDER BY id LIMIT ${BATCH})`;
    cancelled += count;
    if (count < BATCH) break;
  }
  return { bodies, cancelled };
}
