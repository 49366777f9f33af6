// The overview's figures, counted by one statement of SQL subqueries: each section's count with
// the rows that must and must not be in it.
import { beforeEach, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { getOverview } from "~/modules/overview/shop-overview.server";
import { createGalleryItem, createProduct, createScrollingImage } from "../support/factories";
import { resetDatabase } from "../support/reset";

beforeEach(resetDatabase);

it("counts each section's rows and only those", async () => {
  const now = new Date();
  const hour = 60 * 60 * 1000;
  await createProduct();
  await createProduct({ goesLiveAt: new Date(now.getTime() - hour) });
  await createProduct({ goesLiveAt: new Date(now.getTime() + hour) }); // a drop to come: not live
  await createProduct({ available: false });
  await createProduct({ available: false, isSold: true }); // a sold piece hidden: a draft and sold
  await createProduct({ isSold: true });
  await createProduct({ isSold: true });
  await createGalleryItem();
  await createScrollingImage();
  await createScrollingImage();
  const message = { name: "A", email: "a@example.com", subject: "Hi", message: "Hello" };
  await prisma.contactMessage.createMany({
    data: [message, message, { ...message, readAt: now }, { ...message, archivedAt: now }],
  });
  const inquiry = { customerName: "B", customerEmail: "b@example.com", productName: "P", message: "Free?" };
  await prisma.inquiry.createMany({ data: [inquiry, { ...inquiry, archivedAt: now }] });
  const order = { productName: "P", amount: 100, buyerName: "C", buyerEmail: "c@example.com" };
  await prisma.order.createMany({
    data: [
      { ...order, paymentIntentId: "pi_1" },
      { ...order, paymentIntentId: "pi_2", status: "shipped" },
      { ...order, paymentIntentId: "pi_3", status: "refunded" },
      // Refunded in part, the piece back on sale: paid, yet nothing to ship.
      { ...order, paymentIntentId: "pi_4", restockedAt: now },
    ],
  });
  await prisma.newsletterSubscriber.createMany({
    data: [
      { email: "yes1@example.com", confirmedAt: now },
      { email: "yes2@example.com", confirmedAt: now },
      { email: "wait@example.com" },
      { email: "gone@example.com", confirmedAt: now, unsubscribedAt: now },
      { email: "left-unconfirmed@example.com", unsubscribedAt: now },
    ],
  });

  expect(await getOverview(now)).toMatchObject({
    live: 2,
    drafts: 2,
    sold: 3,
    galleryItems: 1,
    scrollingImages: 2,
    collectionPhotos: 0,
    messages: 2,
    inquiries: 1,
    orders: 4,
    toShip: 1,
    confirmedSubscribers: 2,
    unconfirmedSubscribers: 1,
    unsubscribed: 2,
  });
});
