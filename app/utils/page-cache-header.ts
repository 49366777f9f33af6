// The response header a page sets to say when it stops being true (an instant): the page cache keeps
// it no later than that, e.g. a drop's "Coming" page no later than the drop's minute.
export const PAGE_CACHE_UNTIL = "X-Page-Cache-Until";
