// The shop on the home page (product §2): category filter buttons and the live, unsold pieces.
// The buttons are links (?category=...) that the server filters without JavaScript; with it, the
// filter happens in the browser without a round trip.
import { useState } from "react";
import { listImageLoading } from "~/components/ui/Picture";
import { ProductCard, type ProductCardProduct } from "../ProductCard";
import { ButtonLink } from "~/components/ui/Button";

export const SHOP_FILTERS = [
  { label: "All", category: null },
  { label: "HANDBAGS", category: "handbags" },
  { label: "ACCESSORIES", category: "accessories" },
  { label: "TRAVEL", category: "travel" },
] as const;

export type ShopProduct = ProductCardProduct & { category: string };

export function filterByCategory<T extends { category: string }>(products: T[], category: string | null) {
  if (!category) return products;
  return products.filter((product) => product.category.toLowerCase() === category.toLowerCase());
}

export function ShopSection({
  products,
  initialCategory,
  basePath = "/",
  limit,
  firstImageIsMain = false,
}: {
  products: ShopProduct[];
  initialCategory: string | null;
  basePath?: string;
  /** On /shop the first card's photo is the page's main image (on the home page it is the hero). */
  firstImageIsMain?: boolean;
  /** Show at most this many, with a link to the full listing when there are more. */
  limit?: number;
}) {
  const [category, setCategory] = useState(initialCategory);
  const matching = filterByCategory(products, category);
  const shown = limit ? matching.slice(0, limit) : matching;
  return (
    <section id="collection" aria-labelledby="shop-title" className="mx-auto max-w-7xl px-6 py-24">
      <h2 id="shop-title" className="text-center font-serif text-4xl tracking-widest">
        SHOP
      </h2>
      <nav aria-label="Filter by category" className="mt-8 flex flex-wrap justify-center gap-3">
        {SHOP_FILTERS.map((filter) => {
          const active = category === filter.category;
          return (
            <ButtonLink
              key={filter.label}
              to={
                filter.category
                  ? `${basePath}?category=${filter.category}#collection`
                  : `${basePath}#collection`
              }
              preventScrollReset
              aria-current={active || undefined}
              onClick={(event) => {
                event.preventDefault();
                setCategory(filter.category);
                const url = new URL(window.location.href);
                if (filter.category) url.searchParams.set("category", filter.category);
                else url.searchParams.delete("category");
                window.history.replaceState(window.history.state, "", url);
              }}
              variant="filter"
              size="filter"
            >
              {filter.label}
            </ButtonLink>
          );
        })}
      </nav>
      {shown.length === 0 ? (
        <p className="mt-12 text-center text-gray-600">No products available in this category.</p>
      ) : (
        <ul className="mt-12 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((product, i) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                showDescription
                loading={firstImageIsMain ? listImageLoading(i) : "lazy"}
              />
            </li>
          ))}
        </ul>
      )}
      {shown.length < matching.length ? (
        <p className="mt-12 text-center">
          <ButtonLink to={category ? `/category/${category}` : "/shop"} variant="outline" size="lg">
            View All Pieces
          </ButtonLink>
        </p>
      ) : null}
    </section>
  );
}
