// The owner sign-in form.
import { z } from "zod";
import { textField } from "~/utils/validation";

export const loginSchema = z.object({
  email: textField({ message: "Enter your email address." })
    .trim()
    .max(320, "Enter your email address.")
    .email("Enter your email address."),
  password: textField({ message: "Enter your password." }).min(1, "Enter your password.").max(1000),
  redirectTo: textField().optional(),
});

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Please wait a few minutes and try again.";

const LOCAL = "http://local.invalid";

/**
 * Only a path on this site may follow sign-in, never another host (open redirect). The address is
 * judged as the browser will read it: once resolved (`/.//evil.example` resolves to the
 * protocol-relative `//evil.example`), and again as the Location it becomes.
 */
export function safeRedirect(to: string | null | undefined, fallback = "/admin") {
  if (!to || !to.startsWith("/")) return fallback;
  try {
    const url = new URL(to, LOCAL);
    const path = `${url.pathname}${url.search}${url.hash}`;
    const local = url.origin === LOCAL && /^\/(?![/\\])/.test(path) && new URL(path, LOCAL).origin === LOCAL;
    return local ? path : fallback;
  } catch {
    return fallback;
  }
}
