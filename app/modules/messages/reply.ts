// An answer to a visitor reads as one: "Re: " and what they wrote about, then their words quoted.
// The Inbox's reply form sends it through the outbox (replies.server.ts); "Reply in mail app"
// is a mailto: address that opens her mail app on the same answer.

/** Past this many characters the mailto: quote is cut: mail apps refuse very long addresses. */
const QUOTE_LIMIT = 1500;

export const replySubject = (subject: string) => `Re: ${subject}`;

/** "{name} wrote:" and the message's lines quoted, one array item a line. */
export const quotedLines = (name: string, message: string) => [
  `${name} wrote:`,
  ...message.split(/\r?\n/).map((line) => `> ${line}`),
];

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
  const body = `\r\n\r\n${quotedLines(name, quoted).join("\r\n")}`;
  // RFC 6068: the address as it is (visitor emails are strict: no ? or & in them), the rest encoded.
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(subject))}&body=${encodeURIComponent(body)}`;
}
