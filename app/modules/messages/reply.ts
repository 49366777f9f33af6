// The Inbox's "Reply": a mailto: address that opens her mail app on an answer to the visitor, with
// the subject and the visitor's words quoted, so the answer goes to the visitor and reads as one.

/** Past this many characters the quote is cut: mail apps refuse very long mailto: addresses. */
const QUOTE_LIMIT = 1500;

export function replyHref({
  to,
  subject,
  name,
  message,
}: {
  to: string;
  subject: string;
  name: string;
  message: string;
}) {
  // Cut between characters, never inside an emoji's surrogate pair: encodeURIComponent throws on half of one.
  const characters = Array.from(message);
  const quoted = characters.length > QUOTE_LIMIT ? `${characters.slice(0, QUOTE_LIMIT).join("")}…` : message;
  const quote = quoted
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\r\n");
  const body = `\r\n\r\n${name} wrote:\r\n${quote}`;
  // RFC 6068: the address as it is (visitor emails are strict: no ? or & in them), the rest encoded.
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${subject}`)}&body=${encodeURIComponent(body)}`;
}
