import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { resetDatabase } from "../support/reset";

interface Received {
  to: string[];
  body: string;
}

describe("mail delivery over SMTP", () => {
  const received: Received[] = [];
  let rejectNext = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => (body += chunk));
      stream.on("end", () => {
        if (rejectNext) return callback(new Error("mailbox unavailable"));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  let smtpUrl = "";

  beforeAll(async () => {
    smtp.listen(0, "127.0.0.1");
    await once(smtp.server, "listening");
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  beforeEach(async () => {
    await resetDatabase();
    received.length = 0;
    rejectNext = false;
  });

  it("sends each pending mail once and marks it sent", async () => {
    await prisma.mailOutbox.create({
      data: { to: "owner@example.com", subject: "New inquiry", text: "About the tote" },
    });

    expect(await deliverPendingMail({ smtpUrl, from: "shop@example.com" })).toBe(1);
    expect(await deliverPendingMail({ smtpUrl })).toBe(0);

    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(["owner@example.com"]);
    expect(received[0].body).toContain("Subject: New inquiry");
    expect(received[0].body).toContain("About the tote");
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
    const sentSubjects = received.map((mail) => mail.body.match(/^Subject: (.*)$/m)?.[1]);
    expect(sentSubjects.sort()).toEqual([...subjects].sort());
    expect(await prisma.mailOutbox.count({ where: { status: "sent", attempts: 1 } })).toBe(20);
  });

  it("keeps a refused mail pending with the error, to retry after its lease", async () => {
    await prisma.mailOutbox.create({ data: { to: "owner@example.com", subject: "S", text: "T" } });
    rejectNext = true;

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
