// How much the home page shows (product §2): its loader reads this many and its sections lay out this
// many. Plain and free of zod, so the page's browser bundle reads it too.

/** The gallery preview shows the first 4 gallery items. */
export const GALLERY_PREVIEW_SIZE = 4;

/** The home page shows this many pieces per filter, then a link to the full listing. */
export const HOME_SHOP_LIMIT = 12;
