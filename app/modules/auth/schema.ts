// The owner sign-in form.
import { z } from "zod";
import { textField } from "~/utils/validation";

export const loginSchema = z.object({
  email: textField({ message: "Enter your email address." }).trim().email("Enter your email address."),
  password: textField({ message: "Enter your password." }).min(1, "Enter your password.").max(1000),
  redirectTo: textField().optional(),
});

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Please wait a few minutes and try again.";

/** Only a local path may follow sign-in: never another host (open redirect). */
export function safeRedirect(to: string | null | undefined, fallback = "/admin") {
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  try {
    const url = new URL(to, "http://local.invalid");
    return url.host === "local.invalid" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
