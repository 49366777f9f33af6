// Parts of a page that do nothing in the browser (text, pictures, plain links): React keeps the
// server's HTML for them when it hydrates the page instead of walking every element, which on the
// home page is most of the hydration's work. Decision 132.
import { useEffect, useRef, useState, type ReactNode } from "react";

/** True until the document's first hydration has committed; later renders are navigations. */
let hydrating = true;

/** Called once by the root layout: parts mounted after this render in the browser as usual. */
export function useHydrationEnd() {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/**
 * Renders `children` on the server and on client-side navigations. While the document hydrates it
 * renders an element with empty `dangerouslySetInnerHTML` instead: React then neither hydrates nor
 * deletes what the server put inside it, and leaves it as it is on later renders (the inner HTML
 * stays ""). What is inside is therefore never updated by React: only for content that stays as
 * the server rendered it for the life of the page, with no event handlers (links are plain links).
 */
export function KeepServerHtml({ children }: { children: ReactNode }) {
  const [keep, setKeep] = useState(() => typeof document !== "undefined" && hydrating);
  const kept = useRef<HTMLDivElement>(null);
  // When hydration fails somewhere above (a browser extension that edits the document, say), React
  // renders the page afresh and there is no server HTML to keep: render the children then.
  useEffect(() => {
    if (keep && !kept.current?.hasChildNodes()) setKeep(false);
  }, [keep]);
  // display: contents, so the wrapper changes no layout.
  if (keep)
    return <div ref={kept} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />;
  return <div className="contents">{children}</div>;
}
const EMPTY = { __html: "" };
