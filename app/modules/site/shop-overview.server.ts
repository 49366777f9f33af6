// The figures the dashboard opens with.
import { prisma } from "~/db.server";
import { mailHealth } from "~/modules/mail/outbox-review.server";

export async function getOverview() {
  const [
    live,
    drafts,
    sold,
    galleryItems,
    scrollingImages,
    collectionPhotos,
    messages,
    inquiries,
    subscribers,
    orders,
    mail,
  ] = await Promise.all([
    prisma.product.count({ where: { available: true, isSold: false } }),
    prisma.product.count({ where: { available: false } }),
    prisma.product.count({ where: { isSold: true } }),
    prisma.galleryItem.count(),
    prisma.scrollingImage.count(),
    prisma.collectionMainPhoto.count(),
    prisma.contactMessage.count({ where: { readAt: null, archivedAt: null } }),
    prisma.inquiry.count({ where: { readAt: null, archivedAt: null } }),
    prisma.newsletterSubscriber.count(),
    prisma.order.count(),
    mailHealth(),
  ]);
  return {
    live,
    drafts,
    sold,
    galleryItems,
    scrollingImages,
    collectionPhotos,
    messages,
    inquiries,
    subscribers,
    orders,
    mail,
  };
}
