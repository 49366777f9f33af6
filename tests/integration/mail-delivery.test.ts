import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deliverPendingMail, type MailTiming } from "~/modules/mail/delivery.server";
import { oneClickUnsubscribeLink, subscriberLink } from "~/modules/mail/links.server";
import { mailHealth, sendAgain } from "~/modules/mail/outbox-review.server";
import { UNSUBSCRIBE_MARK } from "~/modules/mail/subscriber-copies.server";
import { resetDatabase } from "../support/reset";
import { startSmtpServer } from "../support/smtp";

describe("mail delivery over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let smtpUrl = "";

  beforeAll(async () => {
    smtp = await startSmtpServer();
    smtpUrl = smtp.url;
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    await resetDatabase();
    smtp.received.length = 0;
    smtp.refuse(false);
  });

  it("sends each pending mail once and marks it sent", async () => {
    await prisma.mailOutbox.create({
      data: { to: "owner@example.com", subject: "New inquiry", text: "About the tote" },
    });

    expect(await deliverPendingMail({ smtpUrl, from: "shop@example.com" })).toBe(1);
    expect(await deliverPendingMail({ smtpUrl })).toBe(0);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(["owner@example.com"]);
    expect(smtp.received[0].body).toContain("Subject: New inquiry");
    expect(smtp.received[0].body).toContain("About the tote");
    expect(await prisma.mailOutbox.findFirst()).toMatchObject({
      status: "sent",
      attempts: 1,
      sentAt: expect.any(Date),
    });
  });

  it("sends each mail once when two deliveries run at once, as on two instances", async () => {
    const subjects = Array.from({ length: 20 }, (_, i) => `Mail ${i}`);
    await prisma.mailOutbox.createMany({
      data: subjects.map((subject) => ({ to: "owner@example.com", subject, text: "T" })),
    });

    const [first, second] = await Promise.all([
      deliverPendingMail({ smtpUrl }),
      deliverPendingMail({ smtpUrl }),
    ]);

    expect(first + second).toBe(20);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    expect(await prisma.mailOutbox.count({ where: { status: "sent", attempts: 1 } })).toBe(20);
  });

  it("keeps a refused mail pending with the error, to retry after its lease", async () => {
    await prisma.mailOutbox.create({ data: { to: "owner@example.com", subject: "S", text: "T" } });
    smtp.refuse(true);

    expect(await deliverPendingMail({ smtpUrl })).toBe(0);
    const mail = await prisma.mailOutbox.findFirst();
    expect(mail).toMatchObject({
      status: "pending",
      attempts: 1,
      error: expect.stringContaining("mailbox unavailable"),
    });
    // Inside the lease nothing is retried.
    expect(await deliverPendingMail({ smtpUrl })).toBe(0);
    expect((await prisma.mailOutbox.findFirst())?.attempts).toBe(1);
  });

  it("does nothing without an SMTP server configured", async () => {
    await prisma.mailOutbox.create({ data: { to: "owner@example.com", subject: "S", text: "T" } });
    expect(await deliverPendingMail({ smtpUrl: "" })).toBe(0);
    expect((await prisma.mailOutbox.findFirst())?.status).toBe("pending");
  });

  /** Runs delivery until `done` holds, as the job would tick (a real clock, shortened timing). */
  async function deliverUntil(done: () => Promise<boolean>, timing: Partial<MailTiming>) {
    const deadline = Date.now() + 30_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error("delivery did not get there in 30 s");
      await deliverPendingMail({ smtpUrl, timing: { pollMs: 1_000, ...timing } });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it("delivers every mail once after an SMTP outage longer than the five attempts it used to allow", async () => {
    const subjects = ["Order notice", "Commission request", "Shipped notice"];
    await prisma.mailOutbox.createMany({
      data: subjects.map((subject) => ({ to: "buyer@example.com", subject, text: "T" })),
    });
    const timing = { retryFirstMs: 20, retryMaxMs: 100, retryForMs: 60_000 };
    await smtp.close();
    try {
      await deliverUntil(
        async () => (await prisma.mailOutbox.count({ where: { attempts: { lt: 8 } } })) === 0,
        timing,
      );
      expect(await prisma.mailOutbox.count({ where: { status: "pending", error: { not: null } } })).toBe(3);
      expect(await mailHealth()).toMatchObject({ unreachable: 3, refused: 0 });
    } finally {
      smtp = await startSmtpServer({ port: smtp.port, received: smtp.received });
    }
    await deliverUntil(
      async () => (await prisma.mailOutbox.count({ where: { status: "sent" } })) === 3,
      timing,
    );
    await deliverPendingMail({ smtpUrl, timing });
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
  });

  it("gives a mail up after its retry window, with the error, and 'Send again' delivers it", async () => {
    await prisma.mailOutbox.create({ data: { to: "owner@example.com", subject: "S", text: "T" } });
    smtp.refuse(true);
    const timing = { retryFirstMs: 20, retryMaxMs: 40, retryForMs: 150 };
    await deliverUntil(
      async () => (await prisma.mailOutbox.count({ where: { status: "failed" } })) === 1,
      timing,
    );
    expect(await prisma.mailOutbox.findFirst()).toMatchObject({
      error: expect.stringContaining("mailbox unavailable"),
    });
    expect((await mailHealth()).failed).toBe(1);

    smtp.refuse(false);
    expect(await deliverPendingMail({ smtpUrl, timing })).toBe(0);
    expect(await sendAgain()).toBe(1);
    expect(await deliverPendingMail({ smtpUrl, timing })).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it("sends announcements at their pace, and transactional mail ahead of them", async () => {
    await prisma.mailOutbox.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({
        to: `reader${i}@example.com`,
        subject: "New piece",
        text: "T",
        bulk: true,
      })),
    });
    await prisma.mailOutbox.create({ data: { to: "buyer@example.com", subject: "Your order", text: "T" } });
    // 6 a minute with a 10-second poll: one announcement a pass.
    const timing = { bulkPerMinute: 6, pollMs: 10_000 };

    expect(await deliverPendingMail({ smtpUrl, timing })).toBe(2);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Your order", "New piece"]);
    expect(await deliverPendingMail({ smtpUrl, timing })).toBe(1);
    expect(await prisma.mailOutbox.count({ where: { status: "pending" } })).toBe(3);
  });

  it("sends an announcement's mail given up on again with its words, and one queued with its own words as it was", async () => {
    const [ada, bo] = await Promise.all(
      ["ada@example.com", "bo@example.com"].map((email) =>
        prisma.newsletterSubscriber.create({ data: { email, confirmedAt: new Date() } }),
      ),
    );
    const announcement = await prisma.announcement.create({
      data: {
        subject: "New piece",
        text: "Look",
        mailText: `Look\n\nUnsubscribe: ${UNSUBSCRIBE_MARK}`,
        mailHtml: `<p>Look</p><a href="${UNSUBSCRIBE_MARK}">Unsubscribe</a>`,
        recipients: 2,
      },
    });
    const mail = { subject: "New piece", bulk: true, announcementId: announcement.id };
    await prisma.mailOutbox.create({
      data: { ...mail, to: ada.email, subscriberId: ada.id, status: "failed" },
    });
    // Queued before announcements kept their words (decision 345): its own body goes.
    await prisma.mailOutbox.create({
      data: { ...mail, to: bo.email, subscriberId: bo.id, text: "Old words" },
    });

    expect(await sendAgain()).toBe(1);
    expect(await deliverPendingMail({ smtpUrl, timing: { bulkPerMinute: 0 } })).toBe(2);

    const received = (email: string) => smtp.received.find((sent) => sent.to[0] === email)!;
    expect(received(ada.email).text).toBe(`Look\n\nUnsubscribe: ${subscriberLink("unsubscribe", ada)}`);
    expect(received(ada.email).html).toBe(
      `<p>Look</p><a href="${subscriberLink("unsubscribe", ada)}">Unsubscribe</a>`,
    );
    expect(received(bo.email).text).toBe("Old words");
    for (const subscriber of [ada, bo]) {
      expect(received(subscriber.email).headers).toContain(
        `List-Unsubscribe: <${oneClickUnsubscribeLink(subscriber)}>`,
      );
    }
  });
});
