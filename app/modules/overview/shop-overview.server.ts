// The figures the dashboard opens with: what each section holds, and what waits for the owner.
import { liveWhere } from "~/modules/catalog/products.server";
import { prisma } from "~/db.server";
import { countOutbox, mailHealth } from "~/modules/mail/outbox-review.server";
import { lastUploadSweep } from "~/modules/media/upload-sweep.server";

type Settled<T> = { [K in keyof T]: Awaited<T[K]> };

/** Awaits every read of an object at once, keeping their names. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(reads: T): Promise<Settled<T>> {
  const values = await Promise.all(Object.values(reads));
  return Object.fromEntries(Object.keys(reads).map((key, index) => [key, values[index]])) as Settled<T>;
}

export function getOverview() {
  return allOf({
    live: prisma.product.count({ where: { ...liveWhere(), isSold: false } }),
    drafts: prisma.product.count({ where: { available: false } }),
    sold: prisma.product.count({ where: { isSold: true } }),
    galleryItems: prisma.galleryItem.count(),
    scrollingImages: prisma.scrollingImage.count(),
    collectionPhotos: prisma.collectionMainPhoto.count(),
    messages: prisma.contactMessage.count({ where: { readAt: null, archivedAt: null } }),
    inquiries: prisma.inquiry.count({ where: { readAt: null, archivedAt: null } }),
    orders: prisma.order.count(),
    // Paid and not yet marked shipped: the pieces she has to send.
    toShip: prisma.order.count({ where: { status: "paid" } }),
    confirmedSubscribers: prisma.newsletterSubscriber.count({
      where: { confirmedAt: { not: null }, unsubscribedAt: null },
    }),
    unconfirmedSubscribers: prisma.newsletterSubscriber.count({
      where: { confirmedAt: null, unsubscribedAt: null },
    }),
    unsubscribed: prisma.newsletterSubscriber.count({ where: { unsubscribedAt: { not: null } } }),
    outbox: countOutbox(),
    mail: mailHealth(),
    uploadSweep: lastUploadSweep(),
  });
}
