// Arriving with #section in the address: scroll smoothly to it after 100 ms (product §2), leaving the
// 100px offset to the sections' scroll-margin-top. A smooth scroll a busy engine never starts
// (WebKitGTK under load kept scrollY at 0 for 15 s) is replaced by a jump a second later, so the
// visitor always lands on the section.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

export const HASH_SCROLL_DELAY_MS = 100;
const STALLED_SCROLL_MS = 1_000;

export function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let stalled: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      const section = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!section) return;
      const startY = window.scrollY;
      section.scrollIntoView({ behavior: "smooth", block: "start" });
      stalled = setTimeout(() => {
        if (window.scrollY === startY && !inView(section))
          section.scrollIntoView({ behavior: "instant", block: "start" });
      }, STALLED_SCROLL_MS);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(stalled);
    };
  }, [hash]);
}

function inView(element: Element) {
  const { top } = element.getBoundingClientRect();
  return top >= 0 && top < window.innerHeight;
}
