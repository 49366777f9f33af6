// The storefront listings' pages (decision 283): the pieces for sale first, then the sold ones, a
// page of cards at a time. Which part a page's cursor continues, its query parameter, and the
// addresses made from it. Plain, so the listing's component builds its "More pieces" link with it.
import { cursorParams } from "~/utils/keyset-page";

/** About 24 cards a page: eight rows of three on a wide screen, a few screens on a phone. */
export const SHOP_PAGE_SIZE = 24;

/** A listing's two parts, in its order: the pieces for sale, then the sold ones. */
export type ShopPart = "forSale" | "sold";

/** The query parameter of each part's cursor: `?after=` and `?sold-after=`. */
export const SHOP_CURSOR_PARAMS: Record<ShopPart, string> = {
  forSale: cursorParams().after,
  sold: cursorParams("sold").after,
};

/** A place in a listing: past one row of one part. */
export interface ShopCursor {
  part: ShopPart;
  cursor: string;
}

export interface ShopPage<Card> {
  products: Card[];
  /** Where the next page starts; null on the last page. */
  next: ShopCursor | null;
  /** Where this page starts; null on the first (also when a cursor led nowhere). */
  at: ShopCursor | null;
}

/** The query `search` with its listing cursor replaced by `cursor` (dropped for null), "" when empty. */
export function withShopCursor(search: string, cursor: ShopCursor | null): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(SHOP_CURSOR_PARAMS)) params.delete(name);
  if (cursor) params.set(SHOP_CURSOR_PARAMS[cursor.part], cursor.cursor);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A listing page's own address (its canonical link): its path, then its filter and its cursor. */
export function listingAddress(path: string, at: ShopCursor | null, category?: string | null): string {
  return `${path}${withShopCursor(category ? `${new URLSearchParams({ category })}` : "", at)}`;
}
