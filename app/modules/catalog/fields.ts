// The catalog's plain facts, free of zod so storefront pages can import them without shipping the
// validation library: the categories and a product's image fields.

export const CATEGORIES = ["handbags", "accessories", "travel", "custom"] as const;
export type Category = (typeof CATEGORIES)[number];

export const EXTRA_IMAGE_FIELDS = [
  "imageUrl2",
  "imageUrl3",
  "imageUrl4",
  "imageUrl5",
  "imageUrl6",
  "imageUrl7",
  "imageUrl8",
  "imageUrl9",
  "imageUrl10",
] as const;

/** A product's photos in order: imageUrl, then imageUrl2..imageUrl10 that are set. */
export function productImages(
  product: { imageUrl: string } & Partial<Record<(typeof EXTRA_IMAGE_FIELDS)[number], string | null>>,
) {
  return [product.imageUrl, ...EXTRA_IMAGE_FIELDS.map((field) => product[field])].filter(
    (url): url is string => Boolean(url),
  );
}
