// Where a buyer who missed a piece (sold, or another buyer paying for it) subscribes to hear of the
// next one: the home page's newsletter form. Shared by the checkout's API answers and its pages.
export const NEXT_PIECE_URL = "/#newsletter";
export const NEXT_PIECE_TEXT = "Subscribe to hear of the next piece";
