// Previous and Next under an owner's list: plain links (a GET with the cursor in the query, the
// filters kept), so paging works without JavaScript; with it, Remix loads the page in place.
import { useLocation } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/Button";
import { firstPageHref, pageHref, type KeysetPage } from "~/utils/keyset-page";

export function PageLinks({
  page,
  label,
  summary,
  list,
}: {
  page: Pick<KeysetPage<unknown>, "next" | "previous">;
  /** What the list holds, to name its paging for a screen reader ("Orders pages"). */
  label: string;
  /** The count shown beside the links ("2,900 sold pieces"), where the list has one. */
  summary?: string;
  /** Which list's cursor the links move, where the page shows more than one (`cursorParams`). */
  list?: string;
}) {
  const { search } = useLocation();
  if (!page.next && !page.previous && !summary) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {summary ? <p className="text-sm text-gray-600">{summary}</p> : <span />}
      <div className="flex flex-wrap gap-2">
        {page.previous ? (
          <>
            <ButtonLink to={firstPageHref(search, list)} variant="subtle" size="sm">
              First
            </ButtonLink>
            <ButtonLink
              to={pageHref(search, "before", page.previous, list)}
              rel="prev"
              variant="subtle"
              size="sm"
            >
              ← Previous
            </ButtonLink>
          </>
        ) : null}
        {page.next ? (
          <ButtonLink to={pageHref(search, "after", page.next, list)} rel="next" variant="subtle" size="sm">
            Next →
          </ButtonLink>
        ) : null}
      </div>
    </nav>
  );
}
