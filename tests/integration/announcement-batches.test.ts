// An announcement to more confirmed subscribers than one batch holds: the subscribers are read and
// their mails written a batch at a time in one transaction, and every confirmed subscriber gets
// exactly one mail, with their own unsubscribe link, whichever batch they fell in.
import { beforeEach, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as announcePage from "~/routes/admin.products.$id_.announce";
import { BATCH_SIZE } from "~/utils/batches.server";
import { createProduct } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";

beforeEach(resetDatabase);

it("queues one mail per confirmed subscriber across batches, and none for the others", async () => {
  // Confirmed ones between the others, so every batch has some of each to leave out.
  await prisma.$executeRaw`INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "unsubscribedAt", "updatedAt")
    SELECT 'reader' || n || '@example.com',
      CASE WHEN n % 4 = 1 THEN NULL ELSE now() END,
      CASE WHEN n % 4 = 2 THEN now() END,
      now()
    FROM generate_series(1, ${4 * BATCH_SIZE + 7}::int) AS n`;
  const audience = await prisma.newsletterSubscriber.findMany({
    where: { confirmedAt: { not: null }, unsubscribedAt: null },
    select: { id: true, email: true },
    orderBy: { id: "asc" },
  });
  const confirmed = audience.length;
  expect(confirmed).toBeGreaterThan(2 * BATCH_SIZE);
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
    select: { to: true, subscriberId: true, listUnsubscribe: true, status: true },
    orderBy: { id: "asc" },
  });
  expect(mails.map((mail) => [mail.subscriberId, mail.to])).toEqual(
    audience.map((subscriber) => [subscriber.id, subscriber.email]),
  );
  expect(new Set(mails.map((mail) => mail.listUnsubscribe)).size).toBe(confirmed);
  expect(new Set(mails.map((mail) => mail.status))).toEqual(new Set(["pending"]));
  expect(await prisma.announcement.findFirstOrThrow()).toMatchObject({
    productId: piece.id,
    recipients: confirmed,
  });
});
