// The owner's product list a page at a time (decisions 280, 281): her arrangement of the pieces
// not sold in their display order, each view of it searched, and the sold pieces newest sale
// first, each with its order, so a piece sold years ago is still found and its sale reached.
import type { Category, Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { PAGE_BEFORE } from "~/utils/keyset-page";
import { ADDED_PARAM, rowAnchor } from "~/modules/ordering/schema";
import { liveWhere, upcomingWhere } from "./products.server";
import { readProductSearch, type ProductListView } from "./product-search";
import { ARRANGED, NEWEST_SALE, soldWhere, type ProductKeyset } from "./product-order.server";
import { keyset } from "~/utils/keyset-page.server";

type Where = Prisma.ProductWhereInput;

/**
 * Pieces a page shows: each row carries its moves, flags and links as plain forms, and fifty made
 * 330 KB of HTML (decision 348).
 */
export const PRODUCTS_PER_PAGE = 40;

/** What a row shows (ProductRow), its drop and its place: not the piece's texts, which the page never shows. */
const LISTED = {
  id: true,
  name: true,
  price: true,
  category: true,
  imageUrl: true,
  available: true,
  isSold: true,
  isLimitedEdition: true,
  goesLiveAt: true,
  displayOrder: true,
} satisfies Prisma.ProductSelect;

const NEWEST_ADDED: ProductKeyset = keyset([{ field: "id", kind: "int", descending: true }]);

const VIEWS: Record<ProductListView, { where: () => Where; order: ProductKeyset }> = {
  arranged: { where: () => ({ isSold: false }), order: ARRANGED },
  live: { where: () => ({ ...liveWhere(), isSold: false }), order: ARRANGED },
  drafts: { where: () => ({ available: false, isSold: false }), order: ARRANGED },
  scheduled: { where: () => ({ ...upcomingWhere(), isSold: false }), order: ARRANGED },
  sold: { where: soldWhere, order: NEWEST_SALE },
  limited: { where: () => ({ isLimitedEdition: true }), order: ARRANGED },
  all: { where: () => ({}), order: NEWEST_ADDED },
};

const CATEGORIES: Category[] = ["handbags", "accessories", "travel", "custom"];

/** Each word in the name, or naming the category ("bag" finds the handbags). */
function byWords(q: string): Where[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({
      OR: [
        { name: { contains: word, mode: "insensitive" } },
        { category: { in: CATEGORIES.filter((category) => category.includes(word)) } },
      ],
    }));
}

/** One page of the product list as the address asks, with how many pieces match and in all. */
export async function listProductPage(query: URLSearchParams) {
  const { search, arranging } = readProductSearch(query);
  const view = VIEWS[search.show];
  const where = { AND: [view.where(), ...byWords(search.q)] };
  const [page, matching, total] = await Promise.all([
    view.order.page(
      query,
      (window) =>
        prisma.product.findMany({
          ...window,
          where: { AND: [where, window.where] },
          select: {
            ...LISTED,
            soldAt: true,
            // The sale a sold piece links to: its latest order.
            orders: { select: { id: true }, orderBy: { id: "desc" }, take: 1 },
          },
        }),
      { size: PRODUCTS_PER_PAGE },
    ),
    prisma.product.count({ where }),
    prisma.product.count(),
  ]);
  return { ...page, matching, total, search, arranging };
}

/**
 * Where a save answers: the list's page that holds the piece (her arrangement, or the sold view for
 * a sold one), at its row, marked when it was just added. Past the first page's last piece the first
 * page would miss it, so the address names the page ending with it; within the first, none is needed.
 */
export async function productRowUrl(id: number, { added = false } = {}) {
  const piece = await prisma.product.findUnique({
    where: { id },
    select: { id: true, displayOrder: true, soldAt: true, isSold: true },
  });
  const query = new URLSearchParams();
  if (piece) {
    const sold = piece.isSold && piece.soldAt !== null;
    const view = VIEWS[sold ? "sold" : "arranged"];
    if (sold) query.set("show", "sold");
    const cursor = view.order.through(piece);
    const { previous } = await view.order.page(
      new URLSearchParams({ [PAGE_BEFORE]: cursor }),
      (window) =>
        prisma.product.findMany({
          ...window,
          where: { AND: [view.where(), window.where] },
          select: { id: true, displayOrder: true, soldAt: true },
        }),
      { size: PRODUCTS_PER_PAGE },
    );
    if (previous) query.set(PAGE_BEFORE, cursor);
  }
  if (added) query.set(ADDED_PARAM, String(id));
  return query.size > 0 ? `/admin/products?${query}#${rowAnchor(id)}` : `/admin/products#${rowAnchor(id)}`;
}
