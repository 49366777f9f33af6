// The storefront's listings (`/shop`, a category's page) a page at a time (decision 283): the
// pieces for sale first, in her arrangement, then the sold ones, her portfolio, newest sale first.
// A page ending among the pieces for sale continues with `?after=`, one among the sold ones with
// `?sold-after=`; a cursor that does not decode, or leads past the last piece, answers the first page.
import type { Prisma } from "@prisma/client";
import { CATEGORIES, type Category } from "./fields";
import { findProductCards } from "./products.server";
import { ARRANGED, NEWEST_SALE, soldWhere, type ProductKeyset } from "./product-order.server";
import { SHOP_CURSOR_PARAMS, SHOP_PAGE_SIZE, type ShopPage, type ShopPart } from "./shop-paging";

const PARTS: Record<ShopPart, { where: () => Prisma.ProductWhereInput; order: ProductKeyset }> = {
  forSale: { where: () => ({ isSold: false }), order: ARRANGED },
  sold: { where: soldWhere, order: NEWEST_SALE },
};

type Key = NonNullable<ReturnType<ProductKeyset["decode"]>>;
type Card = Awaited<ReturnType<typeof findProductCards>>[number];
type ShopCard = Omit<Card, "displayOrder" | "soldAt">;

const EMPTY: ShopPage<ShopCard> = { products: [], next: null, at: null };

/**
 * The page of a listing the query asks for, of one category or (null or "") of every one; any
 * other category is shown as given, empty.
 */
export async function listShopPage(query: URLSearchParams, category: string | null) {
  const filter = (category ?? "").toLowerCase();
  if (filter && !(CATEGORIES as readonly string[]).includes(filter)) return EMPTY;
  const listing = { category: (filter || undefined) as Category | undefined, now: new Date() };
  for (const part of ["forSale", "sold"] as const) {
    const cursor = query.get(SHOP_CURSOR_PARAMS[part]);
    const key = cursor === null ? null : PARTS[part].order.decode(cursor);
    if (cursor === null || !key) continue;
    const page = await pageFrom(listing, { part, key });
    if (page.products.length > 0) return { ...page, at: { part, cursor } };
  }
  return { ...(await pageFrom(listing, null)), at: null };
}

type Listing = { category: Category | undefined; now: Date };

/** A page starting past `seek`'s row (from the first piece for null), and where the next one starts. */
async function pageFrom(listing: Listing, seek: { part: ShopPart; key: Key } | null) {
  const part = seek?.part ?? "forSale";
  const rows = await read(listing, part, seek?.key ?? null, SHOP_PAGE_SIZE + 1);
  // The pieces for sale end within the page: the sold ones follow from their first.
  if (part === "forSale" && rows.length <= SHOP_PAGE_SIZE) {
    rows.push(...(await read(listing, "sold", null, SHOP_PAGE_SIZE + 1 - rows.length)));
  }
  const shown = rows.slice(0, SHOP_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    products: shown.map(({ row: { displayOrder: _order, soldAt: _sold, ...card } }) => card),
    next:
      last && rows.length > SHOP_PAGE_SIZE
        ? { part: last.part, cursor: PARTS[last.part].order.encode(last.row) }
        : null,
  };
}

/** Up to `take` cards of one part past `key`, each with its part. */
async function read(listing: Listing, part: ShopPart, key: Key | null, take: number) {
  const { where, order } = PARTS[part];
  const window = order.window(key && { key, forward: true }, take);
  const rows = await findProductCards(
    {
      where: { AND: [{ category: listing.category }, where(), window.where] },
      orderBy: window.orderBy,
      take,
    },
    listing.now,
  );
  return rows.map((row) => ({ part, row }));
}
