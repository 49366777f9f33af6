// The figures the dashboard opens with: what each section holds, and what waits for the owner.
import { prisma } from "~/db.server";
import { countOutbox, mailHealth } from "~/modules/mail/outbox-review.server";
import { lastUploadSweep } from "~/modules/media/upload-sweep.server";

type Settled<T> = { [K in keyof T]: Awaited<T[K]> };

/** Awaits every read of an object at once, keeping their names. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(reads: T): Promise<Settled<T>> {
  const values = await Promise.all(Object.values(reads));
  return Object.fromEntries(Object.keys(reads).map((key, index) => [key, values[index]])) as Settled<T>;
}

/**
 * Every section's count in one statement (one connection, instead of a query per figure racing for
 * the pool), each a subquery the planner answers from an index where one holds the rows: the sold
 * pieces, the drafts, the open letters, the paid orders, the waiting and unsubscribed addresses.
 * The confirmed subscribers, nine in ten of a big list, are the rest of all of them: one count of
 * the table rather than a test of each row's dates.
 */
async function countSections(now: Date) {
  const [counts] = await prisma.$queryRaw<Record<string, bigint>[]>`
    SELECT
      (SELECT count(*) FROM "Product"
       WHERE available AND NOT "isSold" AND ("goesLiveAt" IS NULL OR "goesLiveAt" <= ${now})) AS live,
      (SELECT count(*) FROM "Product" WHERE NOT available) AS drafts,
      (SELECT count(*) FROM "Product" WHERE "isSold") AS sold,
      (SELECT count(*) FROM "GalleryItem") AS "galleryItems",
      (SELECT count(*) FROM "ScrollingImage") AS "scrollingImages",
      (SELECT count(*) FROM "CollectionMainPhoto") AS "collectionPhotos",
      (SELECT count(*) FROM "ContactMessage" WHERE "archivedAt" IS NULL AND "readAt" IS NULL) AS messages,
      (SELECT count(*) FROM "Inquiry" WHERE "archivedAt" IS NULL AND "readAt" IS NULL) AS inquiries,
      (SELECT count(*) FROM "Order") AS orders,
      -- Paid, not yet marked shipped, the piece not back on sale: the pieces she has to send, as
      -- the Orders page's "To ship" lists them.
      (SELECT count(*) FROM "Order" WHERE status = 'paid' AND "restockedAt" IS NULL) AS "toShip",
      (SELECT count(*) FROM "NewsletterSubscriber") AS subscribers,
      (SELECT count(*) FROM "NewsletterSubscriber"
       WHERE "unsubscribedAt" IS NULL AND "confirmedAt" IS NULL) AS "unconfirmedSubscribers",
      (SELECT count(*) FROM "NewsletterSubscriber" WHERE "unsubscribedAt" IS NOT NULL) AS unsubscribed`;
  const { subscribers, ...figures } = Object.fromEntries(
    Object.entries(counts).map(([name, count]) => [name, Number(count)]),
  ) as Record<Exclude<Section, "confirmedSubscribers"> | "subscribers", number>;
  return {
    ...figures,
    // Every address is confirmed, waiting or unsubscribed (app/modules/newsletter/status.ts).
    confirmedSubscribers: subscribers - figures.unconfirmedSubscribers - figures.unsubscribed,
  } satisfies Record<Section, number>;
}

type Section =
  | "live"
  | "drafts"
  | "sold"
  | "galleryItems"
  | "scrollingImages"
  | "collectionPhotos"
  | "messages"
  | "inquiries"
  | "orders"
  | "toShip"
  | "confirmedSubscribers"
  | "unconfirmedSubscribers"
  | "unsubscribed";

export async function getOverview(now = new Date()) {
  const { counts, ...rest } = await allOf({
    counts: countSections(now),
    outbox: countOutbox(),
    mail: mailHealth(),
    uploadSweep: lastUploadSweep(),
  });
  return { ...counts, ...rest };
}
