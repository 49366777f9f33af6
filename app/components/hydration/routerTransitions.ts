// Remix's browser entry re-renders itself, and with it the context every Remix hook reads, in a
// plain (urgent) update whenever the router's location changes. An urgent update that reaches a
// part of the page still waiting to hydrate (hydrateNearView) makes React throw its server HTML
// away and log error #421; on the home page every header link (/#shop) and shop filter did so.
// Delivering the router's changes inside startTransition lets React wait for those parts instead,
// and loading them at that moment keeps the wait short. Decision 272.
import { startTransition } from "react";
import { hydrateWaitingParts } from "./hydrateNearView";

interface RouterChange {
  location: { key: string };
}
type Subscriber = (state: RouterChange, options: { flushSync?: boolean }) => void;
interface Router {
  state: RouterChange;
  subscribe(subscriber: Subscriber): () => void;
}

declare global {
  interface Window {
    __remixRouter?: Router;
  }
}

function deliverInTransitions(router: Router) {
  const subscribe = router.subscribe.bind(router);
  let shown = router.state.location.key;
  router.subscribe = (subscriber) =>
    subscribe((state, options) => {
      if (state.location.key !== shown) hydrateWaitingParts();
      shown = state.location.key;
      // A change the router wants painted at once (flushSync) stays urgent.
      if (options.flushSync) subscriber(state, options);
      else startTransition(() => subscriber(state, options));
    });
}

/**
 * Watches for the router Remix creates (it sets `window.__remixRouter` before anything subscribes)
 * and makes every subscriber hear of its changes in a transition. Call before hydrating.
 */
export function routeChangesAsTransitions() {
  Object.defineProperty(window, "__remixRouter", {
    configurable: true,
    get: () => undefined,
    set(created: Router) {
      deliverInTransitions(created);
      // From here on a plain property again, as Remix and its development tools expect.
      Object.defineProperty(window, "__remixRouter", { value: created, writable: true, configurable: true });
    },
  });
}
