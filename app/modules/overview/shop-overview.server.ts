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
 * Every section's count in one statement of aggregates (a scan of each table at most once, one
 * connection), instead of a query per figure racing for the pool.
 */
async function countSections(now: Date) {
  const [counts] = await prisma.$queryRaw<Record<string, bigint>[]>`
    SELECT * FROM
      (SELECT
         count(*) FILTER (WHERE available AND NOT "isSold" AND ("goesLiveAt" IS NULL OR "goesLiveAt" <= ${now})) AS live,
         count(*) FILTER (WHERE NOT available) AS drafts,
         count(*) FILTER (WHERE "isSold") AS sold
       FROM "Product") products,
      (SELECT count(*) AS "galleryItems" FROM "GalleryItem") gallery,
      (SELECT count(*) AS "scrollingImages" FROM "ScrollingImage") scrolling,
      (SELECT count(*) AS "collectionPhotos" FROM "CollectionMainPhoto") collections,
      (SELECT count(*) AS messages FROM "ContactMessage" WHERE "archivedAt" IS NULL AND "readAt" IS NULL) messages,
      (SELECT count(*) AS inquiries FROM "Inquiry" WHERE "archivedAt" IS NULL AND "readAt" IS NULL) inquiries,
      (SELECT count(*) AS orders,
         -- Paid, not yet marked shipped, the piece not back on sale: the pieces she has to send, as
         -- the Orders page's "To ship" lists them.
         count(*) FILTER (WHERE status = 'paid' AND "restockedAt" IS NULL) AS "toShip"
       FROM "Order") orders,
      (SELECT
         count(*) FILTER (WHERE "confirmedAt" IS NOT NULL AND "unsubscribedAt" IS NULL) AS "confirmedSubscribers",
         count(*) FILTER (WHERE "confirmedAt" IS NULL AND "unsubscribedAt" IS NULL) AS "unconfirmedSubscribers",
         count(*) FILTER (WHERE "unsubscribedAt" IS NOT NULL) AS unsubscribed
       FROM "NewsletterSubscriber") subscribers`;
  return Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, Number(count)])) as Record<
    Section,
    number
  >;
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
