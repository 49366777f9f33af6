// The sitemap's entries: the public pages, the four categories, every live product, every
// gallery item and the shop's policies.
import { liveWhere } from "~/modules/catalog/products.server";
import { prisma } from "~/db.server";
import { CATEGORIES } from "~/modules/catalog/fields";
import { policySitemapEntries } from "~/modules/policies/policies.server";
import type { SitemapEntry } from "./seo";

export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const order = [{ displayOrder: "asc" as const }, { id: "asc" as const }];
  const [products, galleryItems, policies] = await Promise.all([
    prisma.product.findMany({
      where: liveWhere(),
      select: { id: true, updatedAt: true },
      orderBy: order,
    }),
    prisma.galleryItem.findMany({ select: { id: true, updatedAt: true }, orderBy: order }),
    policySitemapEntries(),
  ]);
  return [
    { path: "/" },
    { path: "/shop" },
    { path: "/gallery" },
    ...CATEGORIES.map((category) => ({ path: `/category/${category}` })),
    ...products.map((product) => ({ path: `/products/${product.id}`, lastModified: product.updatedAt })),
    ...galleryItems.map((item) => ({ path: `/gallery/${item.id}`, lastModified: item.updatedAt })),
    ...policies,
  ];
}
