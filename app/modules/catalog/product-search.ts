// The owner's search of her product list (Shop Management): its views and the filter, shared by
// the page's loader and the form that shows the choices.
import { z } from "zod";

export const PRODUCT_LIST_VIEWS = {
  all: "All pieces",
  live: "Live on Website",
  drafts: "Hidden Drafts",
  sold: "Sold",
  limited: "Limited Edition",
} as const;
type ProductListView = keyof typeof PRODUCT_LIST_VIEWS;

const searchSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  show: z.enum(Object.keys(PRODUCT_LIST_VIEWS) as [ProductListView, ...ProductListView[]]).catch("all"),
});

const SHOWN: Record<ProductListView, (product: ListedProduct) => boolean> = {
  all: () => true,
  live: (product) => product.available,
  drafts: (product) => !product.available,
  sold: (product) => product.isSold,
  limited: (product) => product.isLimitedEdition,
};

interface ListedProduct {
  name: string;
  category: string;
  available: boolean;
  isSold: boolean;
  isLimitedEdition: boolean;
}

/**
 * The owner's search of her list (`?q=` in name or category, `?show=` a view): the products shown,
 * and whether a search is on (then the list cannot be reordered, since moving among the shown rows
 * would not say where a piece lands among the hidden ones).
 */
export function searchProductList<T extends ListedProduct>(products: T[], params: URLSearchParams) {
  const { q, show } = searchSchema.parse({ q: params.get("q") ?? "", show: params.get("show") ?? "all" });
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = products.filter(
    (product) =>
      SHOWN[show](product) &&
      words.every((word) => `${product.name} ${product.category}`.toLowerCase().includes(word)),
  );
  return { shown, search: { q, show }, searching: q !== "" || show !== "all" };
}
