// The figures the dashboard opens with.
import { prisma } from "~/db.server";

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
  };
}
