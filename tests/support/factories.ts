// Small factories: each test makes the rows it needs.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";

let sequence = 0;

export function productData(overrides: Partial<Prisma.ProductUncheckedCreateInput> = {}) {
  sequence++;
  return {
    name: `Piece ${sequence}`,
    description: "A one-of-a-kind piece",
    price: 10_000 + sequence,
    imageUrl: `/demo/product-${sequence}.jpg`,
    category: "handbags" as const,
    ...overrides,
  };
}

export const createProduct = (overrides: Partial<Prisma.ProductUncheckedCreateInput> = {}) =>
  prisma.product.create({ data: productData(overrides) });

/** The product form's fields for a stored piece, as its edit form sends them, with `changes` over them. */
export function productFormFields(
  piece: { name: string; description: string; category: string; imageUrl: string },
  changes: Record<string, string> = {},
): Record<string, string> {
  const { name, description, category, imageUrl } = piece;
  return { name, description, price: "100", category, imageUrl, ...changes };
}

export const createGalleryItem = (overrides: Partial<Prisma.GalleryItemUncheckedCreateInput> = {}) =>
  prisma.galleryItem.create({
    data: {
      title: `Work ${++sequence}`,
      description: "Studio work",
      imageUrl: `/demo/g-${sequence}.jpg`,
      ...overrides,
    },
  });

export const createScrollingImage = (overrides: Partial<Prisma.ScrollingImageUncheckedCreateInput> = {}) =>
  prisma.scrollingImage.create({
    data: { title: `Strip ${++sequence}`, imageUrl: `/demo/s-${sequence}.jpg`, ...overrides },
  });
