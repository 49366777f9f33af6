// Whether an element has come near the view: the moment to fetch the code it will need, before
// the visitor reaches it, rather than in the page's first seconds or at the tap itself.

/**
 * Resolves once `element` is within `marginPx` above or below the view, at once without an element
 * or an IntersectionObserver; stops watching (and never resolves) once `signal` aborts.
 */
export function nearView(element: Element | null, marginPx: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    signal?.addEventListener("abort", () => observer.disconnect());
  });
}
