// The owner's search of her product list (Shop Management): its views and the filter, shared by
// the page's loader and the form that shows the choices. Anything unknown in the address falls
// back to her arrangement.
import { z } from "zod";

export const PRODUCT_LIST_VIEWS = {
  arranged: "Not sold, in her order",
  live: "Live on Website",
  drafts: "Hidden Drafts",
  scheduled: "Scheduled drops",
  sold: "Sold, newest sale first",
  limited: "Limited Edition",
  all: "All pieces, newest first",
} as const;
export type ProductListView = keyof typeof PRODUCT_LIST_VIEWS;

const searchSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  show: z.enum(Object.keys(PRODUCT_LIST_VIEWS) as [ProductListView, ...ProductListView[]]).catch("arranged"),
});

/**
 * The owner's search (`?q=` words of the name or the category, `?show=` a view), and whether it
 * shows her arrangement as it is, the only view she reorders: moving among the rows of a search
 * would not say where a piece lands among the hidden ones.
 */
export function readProductSearch(params: URLSearchParams) {
  const search = searchSchema.parse({ q: params.get("q") ?? "", show: params.get("show") ?? "arranged" });
  return { search, arranging: search.q === "" && search.show === "arranged" };
}
