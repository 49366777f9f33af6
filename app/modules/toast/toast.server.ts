// Flash toasts: an action redirects with a toast in a short-lived signed cookie, and the next page
// shows it once — so the messages of product §8 also appear when JavaScript is off.
import { createCookie, redirect } from "@remix-run/node";
import { getEnv } from "~/utils/env.server";
import { toastSchema, type Toast } from "./schema";

let cookie: ReturnType<typeof createCookie> | undefined;

function toastCookie() {
  cookie ??= createCookie("atelier_toast", {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().NODE_ENV === "production",
    path: "/",
    maxAge: 60,
    secrets: [getEnv().SESSION_SECRET],
  });
  return cookie;
}

/** A Set-Cookie header carrying `toast` to the next page. */
export function toastHeader(toast: Toast) {
  return toastCookie().serialize(toastSchema.parse(toast));
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast of this request, and the header that clears it once shown. */
export async function takeToast(request: Request) {
  const value = await toastCookie().parse(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(value);
  if (!parsed.success) return { toast: null, headers: undefined };
  return { toast: parsed.data, headers: { "Set-Cookie": await toastCookie().serialize("", { maxAge: 0 }) } };
}
