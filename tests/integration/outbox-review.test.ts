// What the owner is told about mail that is not going out: a mail server that cannot be reached is
// named as such on the waiting mail and counted for the overview, and "Send now" makes a waiting
// mail due at once.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { OUTBOX_COUNT_CAP } from "~/modules/mail/outbox-counts";
import { countOutbox, mailHealth, sendNow } from "~/modules/mail/outbox-review.server";
import { resetDatabase } from "../support/reset";

beforeEach(resetDatabase);

/** An SMTP address on which nothing listens: a port that was free a moment ago. */
async function closedPort() {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}

describe("the outbox as the owner reads it", () => {
  it("says the mail server is unreachable on each waiting mail, and counts them", async () => {
    await prisma.mailOutbox.createMany({
      data: [
        { to: "a@example.com", subject: "One", text: "T" },
        { to: "b@example.com", subject: "Two", text: "T" },
      ],
    });
    expect(await deliverPendingMail({ smtpUrl: await closedPort() })).toBe(0);
    const mails = await prisma.mailOutbox.findMany();
    expect(mails.map((mail) => mail.status)).toEqual(["pending", "pending"]);
    for (const mail of mails) expect(mail.error).toMatch(/^Mail server unreachable: /);
    expect(await mailHealth()).toMatchObject({ refused: 0, unreachable: 2, pending: 2 });
  });

  it("makes a waiting mail due at once on Send now, and only a waiting one", async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    const waiting = await prisma.mailOutbox.create({
      data: { to: "a@example.com", subject: "S", text: "T", nextAttemptAt: later, attempts: 2 },
    });
    const sent = await prisma.mailOutbox.create({
      data: { to: "b@example.com", subject: "S", text: "T", status: "sent", nextAttemptAt: later },
    });
    expect(await sendNow(waiting.id)).toBe(1);
    expect(await sendNow(sent.id)).toBe(0);
    const due = await prisma.mailOutbox.findUniqueOrThrow({ where: { id: waiting.id } });
    expect(due.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await prisma.mailOutbox.findUniqueOrThrow({ where: { id: sent.id } })).nextAttemptAt).toEqual(
      later,
    );
  });

  it("counts each status exactly up to ten thousand, and stops one past it", async () => {
    await prisma.$executeRaw`INSERT INTO "MailOutbox" ("to", subject, status, "sentAt", "updatedAt")
      SELECT 'reader' || n || '@example.com', 'New piece', 'sent', now(), now()
      FROM generate_series(1, ${OUTBOX_COUNT_CAP + 50}::int) AS n`;
    await prisma.mailOutbox.createMany({
      data: [
        { to: "a@example.com", subject: "One", text: "T", status: "failed" },
        { to: "b@example.com", subject: "Two", text: "T" },
        { to: "c@example.com", subject: "Three", text: "T" },
      ],
    });
    expect(await countOutbox()).toEqual({
      pending: 2,
      failed: 1,
      sent: OUTBOX_COUNT_CAP + 1,
      cancelled: 0,
    });
  });

  it("counts the overview's warnings the same way: an announcement's waiting mails stop one past the cap", async () => {
    await prisma.$executeRaw`INSERT INTO "MailOutbox" ("to", subject, error, "updatedAt")
      SELECT 'reader' || n || '@example.com', 'New piece',
             CASE WHEN n <= 3 THEN '550 mailbox unavailable' END, now()
      FROM generate_series(1, ${OUTBOX_COUNT_CAP + 50}::int) AS n`;
    await prisma.mailOutbox.create({
      data: { to: "z@example.com", subject: "S", text: "T", error: "Mail server unreachable: ECONNREFUSED" },
    });
    expect(await mailHealth()).toMatchObject({
      pending: OUTBOX_COUNT_CAP + 1,
      refused: 3,
      unreachable: 1,
      failed: 0,
    });
  });
});
