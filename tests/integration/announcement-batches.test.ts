// An announcement to a long list: one small outbox row per confirmed subscriber, written by one
// statement, and each subscriber's copy, as the mail server receives it, carries their own links,
// whichever of the outbox's sending batches they fell in.
import { beforeEach, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { oneClickUnsubscribeLink, subscriberLink } from "~/modules/mail/links.server";
import * as announcePage from "~/routes/admin.products.$id_.announce";
import { createProduct } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";
import { setUpSmtpServer } from "../support/smtp-per-file";

const mailServer = setUpSmtpServer();

beforeEach(resetDatabase);

it("queues one row per confirmed subscriber, none for the others, and sends each their own copy", async () => {
  // Confirmed ones between the others, so every sending batch has some of each to leave out.
  await prisma.$executeRaw`INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "unsubscribedAt", "updatedAt")
    SELECT 'reader' || n || '@example.com',
      CASE WHEN n % 4 = 1 THEN NULL ELSE now() END,
      CASE WHEN n % 4 = 2 THEN now() END,
      now()
    FROM generate_series(1, 407) AS n`;
  const audience = await prisma.newsletterSubscriber.findMany({
    where: { confirmedAt: { not: null }, unsubscribedAt: null },
    select: { id: true, email: true },
    orderBy: { id: "asc" },
  });
  const confirmed = audience.length;
  expect(confirmed).toBe(203);
  const piece = await createProduct();
  const { cookie } = await createOwnerCookie();

  const answer = await callPage(announcePage.action, `/admin/products/${piece.id}/announce`, {
    cookie,
    params: { id: String(piece.id) },
    form: { intent: "send", subject: "A new tote", text: "Something new from the studio." },
  });
  expect(answer.status).toBe(302);

  const mails = await prisma.mailOutbox.findMany({
    where: { bulk: true },
    select: { to: true, subscriberId: true, subject: true, text: true, html: true, status: true },
    orderBy: { id: "asc" },
  });
  expect(mails.map((mail) => [mail.subscriberId, mail.to])).toEqual(
    audience.map((subscriber) => [subscriber.id, subscriber.email]),
  );
  // Who gets it, not the words: those are the announcement's, once.
  expect(
    new Set(mails.map((mail) => JSON.stringify([mail.subject, mail.text, mail.html, mail.status]))),
  ).toEqual(new Set([JSON.stringify(["A new tote", null, null, "pending"])]));
  expect(await prisma.announcement.findFirstOrThrow()).toMatchObject({
    productId: piece.id,
    recipients: confirmed,
    mailText: expect.stringContaining("Something new from the studio."),
  });

  const sent = await deliverPendingMail({
    smtpUrl: mailServer.server.url,
    timing: { bulkPerMinute: 0, pollMs: 60_000 },
  });
  expect(sent).toBe(confirmed);
  const received = new Map(mailServer.server.received.map((mail) => [mail.to[0], mail]));
  expect([...received.keys()].sort()).toEqual(audience.map((subscriber) => subscriber.email).sort());
  for (const subscriber of audience) {
    const mail = received.get(subscriber.email)!;
    expect(mail.text).toMatch(/^Something new from the studio\.\n/);
    expect(mail.text?.endsWith(`Unsubscribe: ${subscriberLink("unsubscribe", subscriber)}`)).toBe(true);
    expect(mail.html).toContain(`href="${subscriberLink("unsubscribe", subscriber)}"`);
    expect(mail.headers).toContain(`List-Unsubscribe: <${oneClickUnsubscribeLink(subscriber)}>`);
  }
});
