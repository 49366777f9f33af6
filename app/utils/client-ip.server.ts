// The client address the server saw (Express's req.ip, passed as load context), for rate limits.
import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp?: string;
  }
}

export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? "unknown";
}
