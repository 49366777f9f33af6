// What the server passes to loaders and actions: the client address (Express's req.ip, for rate
// limits and holds), the request's CSP nonce, and what an action learnt about the database.
import ipaddr from "ipaddr.js";
import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp?: string;
    cspNonce?: string;
    /** Set by an action that found the database unreachable, so the root loader does not wait for it again. */
    databaseUnreachable?: boolean;
  }
}

/**
 * The visitor as every per-address rule counts them (holds, form limits, sign-in locks): an IPv4
 * address as it is, an IPv4-mapped IPv6 address as its IPv4 one, an IPv6 address by its /64, the
 * network one subscriber or one rented server is given whole.
 */
export function clientIp(context: AppLoadContext | undefined): string {
  return networkOf(context?.clientIp ?? "unknown");
}

export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const [a, b, c, d] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toString()}/64`;
}
