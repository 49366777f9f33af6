// The sitemap's entries: the public pages, the four categories, every live product, every
// gallery item and the shop's policies. Products and gallery items are read in batches by id
// (decision 290), so the sitemap's memory is one batch however many pieces she has sold.
import { liveWhere } from "~/modules/catalog/products.server";
import { prisma } from "~/db.server";
import { CATEGORIES } from "~/modules/catalog/fields";
import { policySitemapEntries } from "~/modules/policies/policies.server";
import { batchesById } from "~/utils/batches.server";
import type { SitemapEntry } from "./seo";

const STAMPED = { id: true, updatedAt: true } as const;

export async function* sitemapEntryBatches(): AsyncGenerator<SitemapEntry[]> {
  // The fixed pages go with the first batch of pieces, read first (see streamedBody).
  let pages: SitemapEntry[] = [
    { path: "/" },
    { path: "/shop" },
    { path: "/gallery" },
    ...CATEGORIES.map((category) => ({ path: `/category/${category}` })),
  ];
  const live = liveWhere();
  const products = batchesById("asc", (past, take) =>
    prisma.product.findMany({ where: { ...live, ...past }, select: STAMPED, orderBy: { id: "asc" }, take }),
  );
  for await (const batch of products) {
    yield [
      ...pages,
      ...batch.map((product) => ({ path: `/products/${product.id}`, lastModified: product.updatedAt })),
    ];
    pages = [];
  }
  if (pages.length > 0) yield pages;
  const galleryItems = batchesById("asc", (past, take) =>
    prisma.galleryItem.findMany({ where: past, select: STAMPED, orderBy: { id: "asc" }, take }),
  );
  for await (const batch of galleryItems)
    yield batch.map((item) => ({ path: `/gallery/${item.id}`, lastModified: item.updatedAt }));
  yield await policySitemapEntries();
}
