// The text rules of product §2, rendered as React elements (never raw HTML from the database): line
// breaks become breaks, *word* becomes emphasis, and lines starting with a dash are bullet items.
// Features and options make each other line a paragraph; descriptions and the owner's longer texts
// keep consecutive lines together (a blank line starts a new paragraph); a card's clamped line
// shows the same text inline, its marks gone.
import { Fragment, type ReactNode } from "react";

const EMPHASIS = /\*([^*\n]+)\*/g;
const BULLET = /^[-–—]\s*(.*)$/;

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

/** Lines with a break between each. */
function Lines({ lines }: { lines: string[] }) {
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

/** Free text inside a paragraph: each line keeps its break, *word* is emphasised. */
export function RichText({ text }: { text: string }) {
  return <Lines lines={text.split(/\r?\n/)} />;
}

type Block = { kind: "list"; items: string[] } | { kind: "paragraph"; lines: string[] };

/**
 * Dash lines grouped into lists, other lines into paragraphs: one per line, or with `joinLines`
 * one per run of consecutive lines.
 */
export function toBlocks(text: string, { joinLines = false } = {}): Block[] {
  const blocks: Block[] = [];
  let afterBlank = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      afterBlank = true;
      continue;
    }
    const bullet = line.match(BULLET);
    const previous = blocks.at(-1);
    if (bullet && previous?.kind === "list") previous.items.push(bullet[1]);
    else if (bullet) blocks.push({ kind: "list", items: [bullet[1]] });
    else if (joinLines && !afterBlank && previous?.kind === "paragraph") previous.lines.push(line);
    else blocks.push({ kind: "paragraph", lines: [line] });
    afterBlank = false;
  }
  return blocks;
}

function Blocks({ blocks, paragraphClassName }: { blocks: Block[]; paragraphClassName?: string }) {
  return (
    <>
      {blocks.map((block, i) =>
        block.kind === "list" ? (
          <ul key={i} className="list-disc space-y-1 pl-5 text-left">
            {block.items.map((item, j) => (
              <li key={j}>{emphasise(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={i} className={paragraphClassName}>
            <Lines lines={block.lines} />
          </p>
        ),
      )}
    </>
  );
}

/** Features and options: dash lines become a bullet list, other lines paragraphs. */
export function BulletText({ text }: { text: string }) {
  return <Blocks blocks={toBlocks(text)} />;
}

/** A description or the owner's own text: paragraphs with their line breaks, and bullet lists. */
export function FormattedText({ text, paragraphClassName }: { text: string; paragraphClassName?: string }) {
  return <Blocks blocks={toBlocks(text, { joinLines: true })} paragraphClassName={paragraphClassName} />;
}

/** One run of text for a card's clamped lines: emphasis kept, bullet dashes and line breaks gone. */
export function InlineText({ text }: { text: string }) {
  const line = toBlocks(text)
    .flatMap((block) => (block.kind === "list" ? block.items : block.lines))
    .join(" ");
  return <>{emphasise(line)}</>;
}
