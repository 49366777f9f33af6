// A letter on the Inbox's list shows its first LETTER_PREVIEW characters, with "Read the whole
// letter" opening the rest in place (`?letter=message-3`, like Reply's box): a page of 25 + 25
// letters stays small however long they are (up to 10,000 characters each). 25 letters of about
// 4,900 characters made a 362 KB page, their text twice in it (the markup and the route's data)
// and once more in each "Reply in mail app" address (decision 363).
import { REPLY_PARAM, replyBoxOf } from "./reply";

export const LETTER_PARAM = "letter";
export const LETTER_PREVIEW = 800;

/**
 * The text the list shows of a letter: whole when it is short, or opened (to read it, or to
 * reply), else its beginning, cut between characters, and `cut` true.
 */
export function letterText(text: string, kind: string, id: number, query: URLSearchParams) {
  const entry = replyBoxOf(kind, id);
  const open = query.get(LETTER_PARAM) === entry || query.get(REPLY_PARAM) === entry;
  const characters = Array.from(text);
  if (open || characters.length <= LETTER_PREVIEW) return { text, cut: false };
  return { text: `${characters.slice(0, LETTER_PREVIEW).join("")}…`, cut: true };
}

/** The Inbox she is on (her view and pages kept) with this letter shown whole, at the letter. */
export function wholeLetterHref(search: string, kind: string, id: number) {
  const params = new URLSearchParams(search);
  params.set(LETTER_PARAM, replyBoxOf(kind, id));
  return `?${params}#${kind}-${id}`;
}
