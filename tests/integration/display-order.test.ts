// Adds that race never share a position: twenty adds at once (two tabs, the API, a re-sent form)
// give every product, gallery item and strip image its own place after the ones already listed.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { createProduct } from "~/modules/catalog/products.server";
import { productSchema } from "~/modules/catalog/schema";
import { createGalleryItem } from "~/modules/gallery/gallery.server";
import { galleryItemSchema } from "~/modules/gallery/schema";
import { addScrollingImage } from "~/modules/scrolling/scrolling.server";
import * as factories from "../support/factories";
import { resetDatabase } from "../support/reset";

const ADDS = 20;
const each = <T>(add: (n: number) => Promise<T>) =>
  Promise.all(Array.from({ length: ADDS }, (_, n) => add(n)));
/** The positions after one listed row at position 4: 5, 6, ... 24. */
const AFTER_FOUR = Array.from({ length: ADDS }, (_, n) => 5 + n);

/** A product as the owner's form or the API sends it, without a position unless one is named. */
const product = (name: string, displayOrder?: number) =>
  productSchema.parse({
    name,
    description: "A one-of-a-kind piece",
    price: 10_000,
    imageUrl: "/demo/a.jpg",
    category: "handbags",
    displayOrder,
  });

const orders = (rows: { displayOrder: number }[]) =>
  rows.map((row) => row.displayOrder).sort((a, b) => a - b);

beforeEach(resetDatabase);

describe("twenty adds at once", () => {
  it("give twenty products twenty positions after the last one", async () => {
    await factories.createProduct({ displayOrder: 4 });
    await each((n) => createProduct(product(`Racing Tote ${n}`)));
    const rows = await prisma.product.findMany({ where: { name: { startsWith: "Racing" } } });
    expect(orders(rows)).toEqual(AFTER_FOUR);
  });

  it("give twenty gallery items twenty positions after the last one", async () => {
    await factories.createGalleryItem({ displayOrder: 4 });
    await each((n) =>
      createGalleryItem(
        galleryItemSchema.parse({
          title: `Racing work ${n}`,
          description: "Studio work",
          imageUrl: "/demo/g.jpg",
        }),
        `form-${n}`,
      ),
    );
    const rows = await prisma.galleryItem.findMany({ where: { title: { startsWith: "Racing" } } });
    expect(orders(rows)).toEqual(AFTER_FOUR);
  });

  it("give twenty strip images twenty positions after the last one", async () => {
    await factories.createScrollingImage({ displayOrder: 4 });
    await each((n) =>
      addScrollingImage({ title: `Racing strip ${n}`, imageUrl: "/demo/s.jpg" }, `form-${n}`),
    );
    const rows = await prisma.scrollingImage.findMany({ where: { title: { startsWith: "Racing" } } });
    expect(orders(rows)).toEqual(AFTER_FOUR);
  });

  it("leave a position the caller names as it is", async () => {
    await factories.createProduct({ displayOrder: 4 });
    const named = await createProduct(product("Placed Tote", 2));
    expect(named.displayOrder).toBe(2);
  });
});
