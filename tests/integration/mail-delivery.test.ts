import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
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
});
