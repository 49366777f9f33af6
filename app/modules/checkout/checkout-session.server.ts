// The browser session a payment hold belongs to: a random id in a signed, HttpOnly session cookie
// (no Max-Age: it ends with the browser session). One session holds at most one piece.
import { randomUUID } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { getEnv } from "~/utils/env.server";

let cookie: ReturnType<typeof createCookie> | undefined;

function checkoutCookie() {
  const env = getEnv();
  cookie ??= createCookie("atelier_checkout", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production",
    secrets: [env.SESSION_SECRET],
  });
  return cookie;
}

/** The session id the request carries, if its cookie is valid. */
export async function readCheckoutSession(request: Request): Promise<string | undefined> {
  const value: unknown = await checkoutCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** The request's session id, or a new one with the cookie that starts it. */
export async function checkoutSession(request: Request) {
  const existing = await readCheckoutSession(request);
  const id = existing ?? randomUUID();
  return { id, setCookie: existing ? undefined : await checkoutCookie().serialize(id) };
}
