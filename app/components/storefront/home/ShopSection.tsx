// The shop (product §2): category filter buttons and a grid of cards. On the home page it shows the
// first live, unsold pieces: the buttons are links (?category=...) that the server filters without
// JavaScript, and with it the filter happens in the browser without a round trip. On /shop
// (`ShopListing`) every live piece is listed a page at a time, so the server filters each page.
import { useState, type ReactNode, type RefObject } from "react";
import { listImageLoading } from "~/components/ui/Picture";
import { ProductCard, type ProductCardProduct } from "../ProductCard";
import { MorePiecesLink, useMorePieces } from "../MorePieces";
import { ButtonLink } from "~/components/ui/Button";
import type { ShopPage } from "~/modules/catalog/shop-paging";

const SHOP_FILTERS = [
  { label: "All", category: null },
  { label: "HANDBAGS", category: "handbags" },
  { label: "ACCESSORIES", category: "accessories" },
  { label: "TRAVEL", category: "travel" },
] as const;

export type ShopProduct = ProductCardProduct & { category: string };

function filterByCategory<T extends { category: string }>(products: T[], category: string | null) {
  if (!category) return products;
  return products.filter((product) => product.category.toLowerCase() === category.toLowerCase());
}

/** The home page's shop: its first pieces under each filter, then a link to the full listing. */
export function ShopSection({
  products,
  initialCategory,
  limit,
}: {
  products: ShopProduct[];
  initialCategory: string | null;
  /** Show at most this many, with a link to the full listing when there are more. */
  limit: number;
}) {
  const [category, setCategory] = useState(initialCategory);
  const matching = filterByCategory(products, category);
  const shown = matching.slice(0, limit);
  return (
    <ShopFrame
      filters={
        <ShopFilters
          basePath="/"
          active={category}
          onChoose={(chosen) => {
            setCategory(chosen);
            const url = new URL(window.location.href);
            if (chosen) url.searchParams.set("category", chosen);
            else url.searchParams.delete("category");
            window.history.replaceState(window.history.state, "", url);
          }}
        />
      }
    >
      <ShopGrid products={shown} />
      {shown.length < matching.length ? (
        <p className="mt-12 text-center">
          <ButtonLink to={category ? `/category/${category}` : "/shop"} variant="outline" size="lg">
            View All Pieces
          </ButtonLink>
        </p>
      ) : null}
    </ShopFrame>
  );
}

/**
 * /shop: every live piece, those for sale first, a page at a time with "More pieces". The filter
 * buttons load the filtered listing from the server; its first card's photo is the page's main image.
 */
export function ShopListing({ page, category }: { page: ShopPage<ShopProduct>; category: string | null }) {
  const { products, listRef, more } = useMorePieces(page);
  return (
    <ShopFrame heading="h1" filters={<ShopFilters basePath="/shop" active={category} />}>
      <ShopGrid products={products} listRef={listRef} firstImageIsMain cardHeading="h2" />
      <MorePiecesLink more={more} />
    </ShopFrame>
  );
}

/** The section and its title: the page's own heading on /shop, one section's on the home page. */
function ShopFrame({
  heading: Heading = "h2",
  filters,
  children,
}: {
  heading?: "h1" | "h2";
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id="collection" aria-labelledby="shop-title" className="mx-auto max-w-7xl px-6 py-24">
      <Heading id="shop-title" className="text-center font-serif text-4xl tracking-widest">
        SHOP
      </Heading>
      {filters}
      {children}
    </section>
  );
}

/** The filter buttons: links to `basePath` filtered; `onChoose` filters in the browser instead. */
function ShopFilters({
  basePath,
  active,
  onChoose,
}: {
  basePath: string;
  active: string | null;
  onChoose?: (category: string | null) => void;
}) {
  return (
    <nav aria-label="Filter by category" className="mt-8 flex flex-wrap justify-center gap-3">
      {SHOP_FILTERS.map((filter) => (
        <ButtonLink
          key={filter.label}
          to={
            filter.category ? `${basePath}?category=${filter.category}#collection` : `${basePath}#collection`
          }
          preventScrollReset
          aria-current={active === filter.category || undefined}
          onClick={
            onChoose &&
            ((event) => {
              event.preventDefault();
              onChoose(filter.category);
            })
          }
          variant="filter"
          size="filter"
        >
          {filter.label}
        </ButtonLink>
      ))}
    </nav>
  );
}

function ShopGrid({
  products,
  listRef,
  firstImageIsMain = false,
  cardHeading = "h3",
}: {
  products: ShopProduct[];
  listRef?: RefObject<HTMLUListElement>;
  /** On /shop the first card's photo is the page's main image (on the home page it is the hero). */
  firstImageIsMain?: boolean;
  /** One level below the section's title: h2 under /shop's h1, h3 under the home page's h2. */
  cardHeading?: "h2" | "h3";
}) {
  if (products.length === 0) {
    return <p className="mt-12 text-center text-gray-600">No products available in this category.</p>;
  }
  return (
    <ul ref={listRef} className="mt-12 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            showDescription
            loading={firstImageIsMain ? listImageLoading(i) : "lazy"}
            heading={cardHeading}
          />
        </li>
      ))}
    </ul>
  );
}
