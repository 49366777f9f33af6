// What the server passes to loaders and actions: the client address (Express's req.ip, for rate
// limits) and the request's CSP nonce.
import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp?: string;
    cspNonce?: string;
  }
}

export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? "unknown";
}
