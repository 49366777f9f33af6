// Hydrates the server-rendered document, with the nonce the server gave it (decision 185).
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { routeChangesAsTransitions } from "./components/hydration/routerTransitions";
import { documentNonce, NonceProvider } from "./components/ui/nonce";

// Read before React starts: should it render the document afresh, the server's elements are gone.
const nonce = documentNonce();
routeChangesAsTransitions();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        <RemixBrowser />
      </NonceProvider>
    </StrictMode>,
  );
});
