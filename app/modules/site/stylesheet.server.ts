// The built stylesheet's text, to inline into every page (decision 053). The file under public/ is
// fingerprinted, so it is read once per process; in development it is rebuilt on every change.
import fs from "node:fs";
import path from "node:path";

const read = new Map<string, string>();

/** The rules of the stylesheet served at `href` (a /build/_assets/… URL). */
export function stylesheetText(href: string) {
  const cached = read.get(href);
  if (cached !== undefined) return cached;
  const text = fs.readFileSync(path.resolve("public", `.${href}`), "utf8");
  if (process.env.NODE_ENV === "production") read.set(href, text);
  return text;
}
