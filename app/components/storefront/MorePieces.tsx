// "More pieces" under a storefront listing (decision 283): a plain link to the next page, a GET with
// its cursor and rel="next", so paging works without JavaScript. With it, the next cards come from
// the same loader through a fetcher and are added in place, the category filter kept, and focus
// moves to the first new card.
import { useFetcher, useFormAction, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { withShopCursor, type ShopCursor, type ShopPage } from "~/modules/catalog/shop-paging";
import { isPlainClick } from "~/components/ui/plainClick";

/**
 * The pages added in place, by history entry, so Back to the listing shows them again (and the
 * scroll position it restores is there to find). Kept for the last few entries only.
 */
const addedByEntry = new Map<string, ShopPage<unknown>[]>();
const ENTRIES_KEPT = 20;

const sameCursor = (a: ShopCursor | null, b: ShopCursor | null) =>
  a !== null && b !== null && a.part === b.part && a.cursor === b.cursor;

/**
 * The cards of a listing: its first page and those added in place. The route's loader answers the
 * page as `page`; its component renders the listing keyed by the location's key, so another
 * address (a filter, a link) starts afresh.
 */
export function useMorePieces<Card extends { id: number }>(first: ShopPage<Card>) {
  const location = useLocation();
  // This route's own loader, `?index` included for an index route (as a form posting to itself).
  const loaderPath = useFormAction();
  const fetcher = useFetcher<{ page: ShopPage<Card> }>();
  const [added, setAdded] = useState(() => (addedByEntry.get(location.key) ?? []) as ShopPage<Card>[]);
  const listRef = useRef<HTMLUListElement>(null);
  const shownBefore = useRef<number | null>(null);

  useEffect(() => {
    const page = fetcher.data?.page;
    // A cursor that leads nowhere any more answers the first page (`at` null): nothing to add.
    if (!page?.at) return;
    // Reloaded after a form elsewhere on the page: the same page again replaces its earlier copy.
    setAdded((pages) =>
      pages.some((known) => sameCursor(known.at, page.at))
        ? pages.map((known) => (sameCursor(known.at, page.at) ? page : known))
        : [...pages, page],
    );
  }, [fetcher.data]);

  useEffect(() => {
    addedByEntry.delete(location.key);
    if (added.length > 0) addedByEntry.set(location.key, added);
    if (addedByEntry.size > ENTRIES_KEPT) addedByEntry.delete(addedByEntry.keys().next().value!);
  }, [added, location.key]);

  const seen = new Set<number>();
  const products = [first, ...added]
    .flatMap((page) => page.products)
    .filter((product) => !seen.has(product.id) && seen.add(product.id));

  useEffect(() => {
    if (shownBefore.current === null || products.length <= shownBefore.current) return;
    listRef.current?.children[shownBefore.current]?.querySelector("a")?.focus();
    shownBefore.current = null;
  }, [products.length]);

  const next = (added.at(-1) ?? first).next;
  const [path, search = ""] = loaderPath.split("?");
  return {
    products,
    /** For the cards' <ul>: where focus goes once new cards arrive. */
    listRef,
    more: next && {
      href: `${location.pathname}${withShopCursor(location.search, next)}`,
      loading: fetcher.state === "loading",
      load(event: MouseEvent) {
        // A click to open it in another tab or window goes there as the link it is.
        if (!isPlainClick(event)) return;
        event.preventDefault();
        if (fetcher.state === "loading") return;
        shownBefore.current = products.length;
        fetcher.load(`${path}${withShopCursor(search, next)}`);
      },
    },
  };
}

/** The link under the cards, while there are more. */
export function MorePiecesLink({ more }: { more: ReturnType<typeof useMorePieces>["more"] }) {
  if (!more) return null;
  return (
    <p className="mt-12 text-center">
      <ButtonLink
        to={more.href}
        rel="next"
        onClick={more.load}
        aria-busy={more.loading || undefined}
        variant="outline"
        size="lg"
      >
        More pieces
      </ButtonLink>
    </p>
  );
}
