// A GET on a route that only takes posts (found by reading app/routes: an action, no page to show)
// answers a plain 405 or a redirect, and logs at most one line: never the framework's error stack.
import fs from "node:fs";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";

const ROUTES = path.resolve("app/routes");

/** Route files with an action and no page component; /api routes answer every method themselves. */
const postOnlyRoutes = fs.readdirSync(ROUTES).filter((name) => {
  if (!/\.tsx?$/.test(name) || name.includes(".test.") || name.startsWith("api.")) return false;
  const source = fs.readFileSync(path.join(ROUTES, name), "utf8");
  return (
    /export (async )?function action\b|export const action\b/.test(source) && !/export default/.test(source)
  );
});

/** The address a route file answers ("admin.backup.ts" → "/admin/backup"), params as 1. */
const addressOf = (name: string) =>
  `/${name
    .replace(/\.tsx?$/, "")
    .split(".")
    .map((segment) => (segment.startsWith("$") ? "1" : segment.replace(/_$/, "")))
    .join("/")}`;

let cookie: string;
beforeAll(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});
afterEach(() => vi.restoreAllMocks());

describe("a GET on a route that only takes posts", () => {
  it("finds the routes: the dashboard's backup download and signing out at least", () => {
    expect(postOnlyRoutes).toEqual(expect.arrayContaining(["admin.backup.ts", "logout.ts"]));
  });

  it.each(postOnlyRoutes)("%s answers a plain 405 or a redirect, logging one line at most", async (name) => {
    const route = (await import(path.join(ROUTES, name))) as {
      loader?: (args: LoaderFunctionArgs) => Promise<Response> | Response;
    };
    // Without one, Remix answers the GET itself and logs its "no loader" error with the stack.
    expect(route.loader, `${name} has a loader`).toBeTypeOf("function");
    const lines: unknown[][] = [];
    for (const level of ["log", "info", "warn", "error"] as const)
      vi.spyOn(console, level).mockImplementation((...args) => void lines.push(args));
    for (const headers of [new Headers({ Cookie: cookie }), new Headers()]) {
      const request = new Request(`http://localhost${addressOf(name)}`, { headers });
      let answer: Response;
      try {
        answer = await route.loader!({ request, params: { id: "1" }, context: {} });
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        answer = thrown;
      }
      if (answer.status === 405) {
        expect(answer.headers.get("Allow")).toBe("POST");
        expect(answer.headers.get("Content-Type")).toMatch(/^text\/plain/);
      } else {
        expect(answer.status, name).toBeGreaterThanOrEqual(300);
        expect(answer.status, name).toBeLessThan(400);
      }
    }
    // One request each, the owner's and a stranger's: a line each at most, no error or stack.
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) {
      expect(line.some((part) => part instanceof Error)).toBe(false);
      expect(line.join(" ")).not.toContain("\n");
    }
  });
});
