// What the server passes to loaders and actions: the client address (Express's req.ip, for rate
// limits), the request's CSP nonce, and what an action learnt about the database.
import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp?: string;
    cspNonce?: string;
    /** Set by an action that found the database unreachable, so the root loader does not wait for it again. */
    databaseUnreachable?: boolean;
  }
}

export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? "unknown";
}
