// Interactive parts far down a page (the home page's contact and newsletter forms) hydrate when
// they come near the view, with their code (Conform and zod: 26 KB gzipped) fetched then, instead
// of in the page's first seconds. Until then they are the server's HTML: their forms post without
// JavaScript, as every form here can. Decision 132.
import { lazy, memo, Suspense, useEffect, type ComponentType } from "react";
import { nearView } from "./nearView";

/** How far below (or above) the view a part starts loading. */
const NEAR_VIEW_PX = 800;

/** The parts still waiting to hydrate, each by the function that loads it now. */
const waiting = new Set<() => void>();

/**
 * Loads every part still waiting. Called when the router is about to change the page: the update
 * reaches their boundaries, and React waits (it is a transition) until they have hydrated rather
 * than dropping their server HTML and rendering them afresh (React error #421).
 */
export function hydrateWaitingParts() {
  for (const loadNow of waiting) loadNow();
}

/** A thenable that calls back at once: React.lazy then renders on the server without suspending. */
const settled = <T,>(value: T) =>
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as PromiseLike<T>;

/**
 * `Part`, rendered on the server as usual (from `onServer`, the component imported through a
 * `.server` module, so that it stays out of the browser's bundle) and hydrated in the browser once
 * the element `id` it renders comes near the view. On a client-side navigation it loads at once.
 */
export function hydrateNearView<P extends object>(
  id: string,
  onServer: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
) {
  let loadNow = () => {};
  const asked = new Promise<void>((resolve) => (loadNow = resolve));
  const Part = lazy(() => {
    // Not async on the server: a promise, even a resolved one, would make React wait for it.
    if (onServer) return settled({ default: onServer }) as Promise<{ default: ComponentType<P> }>;
    // Waiting from its first render in the browser (a part of another page never is).
    waiting.add(loadNow);
    return Promise.race([nearView(document.getElementById(id), NEAR_VIEW_PX), asked])
      .then(() => waiting.delete(loadNow))
      .then(load)
      .then((component) => ({ default: component }));
  }) as unknown as ComponentType<P>;
  // The fallback is shown only when the part renders in the browser without server HTML to keep
  // (a navigation, or an update that came before it hydrated): then nothing is worth waiting for.
  function LoadNow() {
    useEffect(loadNow, []);
    return null;
  }
  // Memoised: a new render with equal props must not count as an update of the part still waiting
  // to hydrate, which would make React drop its server HTML and render it afresh.
  return memo(function HydratedNearView(props: P) {
    return (
      <Suspense fallback={<LoadNow />}>
        <Part {...props} />
      </Suspense>
    );
  });
}
