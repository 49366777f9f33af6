// The product text rules of SPEC §2, rendered as React elements (never raw HTML from the database):
// line breaks become breaks, *word* becomes emphasis, and in features and options lines starting
// with a dash are bullet items while other non-empty lines are paragraphs.
import { Fragment, type ReactNode } from "react";

const EMPHASIS = /\*([^*\n]+)\*/g;

function emphasise(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(EMPHASIS)) {
    if (match.index > last) parts.push(line.slice(last, match.index));
    parts.push(<em key={match.index}>{match[1]}</em>);
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/** Free text: each line keeps its break, *word* is emphasised. */
export function RichText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {emphasise(line)}
        </Fragment>
      ))}
    </>
  );
}

type Block = { kind: "list"; items: string[] } | { kind: "paragraph"; text: string };

export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = line.match(/^[-–—]\s*(.*)$/);
    const previous = blocks.at(-1);
    if (bullet && previous?.kind === "list") previous.items.push(bullet[1]);
    else if (bullet) blocks.push({ kind: "list", items: [bullet[1]] });
    else blocks.push({ kind: "paragraph", text: line });
  }
  return blocks;
}

/** Features and options: dash lines become a bullet list, other lines paragraphs. */
export function BulletText({ text }: { text: string }) {
  return (
    <>
      {toBlocks(text).map((block, i) =>
        block.kind === "list" ? (
          <ul key={i} className="list-disc space-y-1 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>{emphasise(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{emphasise(block.text)}</p>
        ),
      )}
    </>
  );
}
