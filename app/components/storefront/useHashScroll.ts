// Arriving with #section in the address: scroll smoothly to it after 100 ms (product §2), leaving the
// 100px offset to the sections' scroll-margin-top.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

export const HASH_SCROLL_DELAY_MS = 100;

export function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);
}
