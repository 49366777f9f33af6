// The Inbox's letters are lines (who, about what, when, the letter's beginning) until she opens one:
// `?letter=message-3` shows that letter whole in its place, with her replies, Reply and its other
// controls; `?reply=message-3` opens its reply box inside it. A page of 25 + 25 letters stays small
// and quick however long the letters and threads are (decisions 363, 365).

export const LETTER_PARAM = "letter";
export const REPLY_PARAM = "reply";

/** How much of a letter its line shows. */
export const LINE_PREVIEW = 160;

/** The value of LETTER_PARAM and REPLY_PARAM naming one entry: its kind and id. */
export const entryName = (kind: string, id: number) => `${kind}-${id}`;

/** The entry the address opens: the letter she reads, or the one she replies to. */
export function openEntryOf(query: URLSearchParams) {
  for (const name of [LETTER_PARAM, REPLY_PARAM]) {
    const named = /^(message|inquiry)-(\d{1,9})$/.exec(query.get(name) ?? "");
    if (named) return { kind: named[1] as "message" | "inquiry", id: Number(named[2]) };
  }
  return null;
}

/** A letter's beginning on its line: one run of words, cut between characters. */
export function letterSnippet(text: string) {
  const characters = Array.from(text.replace(/\s+/g, " ").trim());
  return characters.length <= LINE_PREVIEW
    ? characters.join("")
    : `${characters.slice(0, LINE_PREVIEW).join("")}…`;
}

/**
 * The Inbox she is on (her view and pages kept) with this letter open or, `open` false, every
 * letter folded: the addresses of a line and of a letter's Close.
 */
export function letterHref(search: string, kind: string, id: number, open: boolean) {
  const params = new URLSearchParams(search);
  params.delete(LETTER_PARAM);
  params.delete(REPLY_PARAM);
  if (open) params.set(LETTER_PARAM, entryName(kind, id));
  return `?${params}#${kind}-${id}`;
}

/**
 * The Inbox she is on with this letter open and its reply box open or, `open` false, closed: the
 * addresses of its Reply and Cancel.
 */
export function replyBoxHref(search: string, kind: string, id: number, open: boolean) {
  const params = new URLSearchParams(search);
  params.delete(REPLY_PARAM);
  params.set(LETTER_PARAM, entryName(kind, id));
  if (open) params.set(REPLY_PARAM, entryName(kind, id));
  return `?${params}#${kind}-${id}`;
}
