// A category's pieces (product §2): heading in capitals for the four categories, others as given,
// a 1/2/3-column grid that appears with a 0.1 s stagger, and the empty text; those for sale first,
// a page at a time with "More pieces" (decision 283).
import { listImageLoading } from "~/components/ui/Picture";
import type { ShopPage } from "~/modules/catalog/shop-paging";
import { MorePiecesLink, useMorePieces } from "./MorePieces";
import { ProductCard, type ProductCardProduct } from "./ProductCard";

export const KNOWN_CATEGORIES = ["handbags", "accessories", "travel", "custom"];

export function categoryHeading(category: string) {
  return KNOWN_CATEGORIES.includes(category.toLowerCase()) ? category.toUpperCase() : category;
}

export function CategoryListing({ heading, page }: { heading: string; page: ShopPage<ProductCardProduct> }) {
  const { products, listRef, more } = useMorePieces(page);
  return (
    <section aria-labelledby="category-title" className="mx-auto max-w-7xl px-4 pb-24 pt-32 sm:px-6">
      <h1 id="category-title" className="text-center font-serif text-4xl tracking-widest">
        {heading}
      </h1>
      {products.length === 0 ? (
        <p className="mt-12 text-center text-gray-600">No products available in this category yet.</p>
      ) : (
        <ul
          ref={listRef}
          className="stagger mt-12 grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3"
        >
          {products.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} loading={listImageLoading(i)} heading="h2" />
            </li>
          ))}
        </ul>
      )}
      <MorePiecesLink more={more} />
    </section>
  );
}
