// The shape of one page of a long list and its Next / Previous addresses. Browser-safe: the
// server reads the page (keyset-page.server.ts), the page's links are built here from its query.

/** The query parameters that carry a page's cursor: the rows after, or before, one row. */
export const PAGE_AFTER = "after";
export const PAGE_BEFORE = "before";

/** One page of rows and the cursors of its neighbours (null: there is none that way). */
export interface KeysetPage<Row> {
  rows: Row[];
  /** The cursor for the next page: the rows after this page's last. */
  next: string | null;
  /** The cursor for the previous page: the rows before this page's first. */
  previous: string | null;
}

/**
 * The address of a neighbouring page: the current query (its filters) with the old cursor
 * replaced by `after` or `before` this one, so paging never drops a search.
 */
export function pageHref(search: string, direction: "after" | "before", cursor: string): string {
  const params = new URLSearchParams(search);
  params.delete(PAGE_AFTER);
  params.delete(PAGE_BEFORE);
  params.set(direction === "after" ? PAGE_AFTER : PAGE_BEFORE, cursor);
  return `?${params}`;
}

/** The address of the first page with the current filters (the cursor dropped). */
export function firstPageHref(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PAGE_AFTER);
  params.delete(PAGE_BEFORE);
  const query = params.toString();
  return query ? `?${query}` : "?";
}
