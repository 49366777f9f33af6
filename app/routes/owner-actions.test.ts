// Every owner page action has one frame, ownerAction: the session checked on the server first, and
// through a database outage the owner keeps what she typed (decision 120).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.resolve("app/routes");
const ownerRoutes = fs
  .readdirSync(ROUTES)
  .filter((name) => /^admin[.\w$-]*\.tsx?$/.test(name) && !name.includes(".test."));

describe("the owner's page actions", () => {
  it("all go through ownerAction", () => {
    const withAction = ownerRoutes.filter((name) =>
      /export async function action\b/.test(fs.readFileSync(path.join(ROUTES, name), "utf8")),
    );
    expect(withAction.length).toBeGreaterThan(10);
    const framed = (name: string) =>
      /export async function action\([^)]*\)[^{]*\{\s*return ownerAction\(/.test(
        fs.readFileSync(path.join(ROUTES, name), "utf8"),
      );
    expect(withAction.filter((name) => !framed(name))).toEqual([]);
  });
});
