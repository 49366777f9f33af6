// The shape of one page of a long list and its Next / Previous addresses. Browser-safe: the
// server reads the page (keyset-page.server.ts), the page's links are built here from its query.

/** The query parameters that carry a page's cursor: the rows after, or before, one row. */
export const PAGE_AFTER = "after";
export const PAGE_BEFORE = "before";

/**
 * The query parameters of one list's cursor. A page showing two lists names each (`list`
 * "messages": `?messages-after=`), so paging one keeps the other where it is.
 */
export function cursorParams(list?: string): { after: string; before: string } {
  return list
    ? { after: `${list}-${PAGE_AFTER}`, before: `${list}-${PAGE_BEFORE}` }
    : { after: PAGE_AFTER, before: PAGE_BEFORE };
}

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
export function pageHref(
  search: string,
  direction: "after" | "before",
  cursor: string,
  list?: string,
): string {
  const params = withoutCursor(search, list);
  params.set(cursorParams(list)[direction], cursor);
  return `?${params}`;
}

/** The address of the first page with the current filters (the cursor dropped). */
export function firstPageHref(search: string, list?: string): string {
  const query = withoutCursor(search, list).toString();
  return query ? `?${query}` : "?";
}

/**
 * The list a post came from, for its answer to return to: `path` with only the `kept` query
 * parameters of the posting address (her filters and page; nothing a form or Remix added).
 */
export function listAddress(request: Request, path: string, kept: string[]): string {
  const posted = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const key of kept) {
    const value = posted.get(key);
    if (value) query.set(key, value);
  }
  return query.size > 0 ? `${path}?${query}` : path;
}

function withoutCursor(search: string, list?: string) {
  const params = new URLSearchParams(search);
  const names = cursorParams(list);
  params.delete(names.after);
  params.delete(names.before);
  return params;
}
