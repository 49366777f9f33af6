// The outbox's retention: old sent mails keep who, what subject and when, without their bodies;
// failed mails stay whole; cancelled mails go after the window; recent mails are untouched.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { BODY_DAYS, pruneOutbox } from "~/modules/mail/retention.server";
import { resetDatabase } from "../support/reset";

beforeEach(resetDatabase);

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);

describe("outbox pruning", () => {
  it("empties old sent bodies, keeps failures and recent mail whole, removes old cancelled mail", async () => {
    const old = daysAgo(BODY_DAYS + 1);
    const recent = daysAgo(BODY_DAYS - 1);
    const mail = (to: string, status: "sent" | "failed" | "cancelled", createdAt: Date) => ({
      to,
      subject: `To ${to}`,
      text: "The body",
      html: "<p>The body</p>",
      status,
      createdAt,
      sentAt: status === "sent" ? createdAt : null,
    });
    await prisma.mailOutbox.createMany({
      data: [
        mail("old-sent@example.com", "sent", old),
        mail("recent-sent@example.com", "sent", recent),
        mail("old-failed@example.com", "failed", old),
        mail("old-cancelled@example.com", "cancelled", old),
        mail("recent-cancelled@example.com", "cancelled", recent),
      ],
    });

    expect(await pruneOutbox()).toEqual({ bodies: 1, cancelled: 1 });
    const left = await prisma.mailOutbox.findMany({
      orderBy: { to: "asc" },
      select: { to: true, subject: true, text: true, html: true, status: true, sentAt: true },
    });
    expect(left).toEqual([
      {
        to: "old-failed@example.com",
        subject: "To old-failed@example.com",
        text: "The body",
        html: "<p>The body</p>",
        status: "failed",
        sentAt: null,
      },
      {
        to: "old-sent@example.com",
        subject: "To old-sent@example.com",
        text: "",
        html: null,
        status: "sent",
        sentAt: old,
      },
      {
        to: "recent-cancelled@example.com",
        subject: "To recent-cancelled@example.com",
        text: "The body",
        html: "<p>The body</p>",
        status: "cancelled",
        sentAt: null,
      },
      {
        to: "recent-sent@example.com",
        subject: "To recent-sent@example.com",
        text: "The body",
        html: "<p>The body</p>",
        status: "sent",
        sentAt: recent,
      },
    ]);
    expect(await pruneOutbox()).toEqual({ bodies: 0, cancelled: 0 });
  });
});
