// The sitemap's entries: the public pages, the four categories and every live product.
import { prisma } from "~/db.server";
import { CATEGORIES, type SitemapEntry } from "./seo";

export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const products = await prisma.product.findMany({
    where: { available: true },
    select: { id: true, updatedAt: true },
    orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
  });
  return [
    { path: "/" },
    { path: "/shop" },
    { path: "/gallery" },
    ...CATEGORIES.map((category) => ({ path: `/category/${category}` })),
    ...products.map((product) => ({ path: `/products/${product.id}`, lastModified: product.updatedAt })),
  ];
}
