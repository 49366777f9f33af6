import fs from "node:fs";
import { describe, expect, it } from "vitest";

describe("docs/api.md", () => {
  it("lists every /api route file", () => {
    const doc = fs.readFileSync("docs/api.md", "utf8");
    const paths = fs
      .readdirSync("app/routes")
      // api.$.ts is the JSON 404 for every other /api path, described in prose
      .filter((file) => file.startsWith("api.") && file !== "api.$.ts")
      .map(
        (file) =>
          `/${file
            .replace(/\.tsx?$/, "")
            .split(".")
            .map((segment) => (segment.startsWith("$") ? `{${segment.slice(1)}}` : segment))
            .join("/")}`,
      );
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(doc, path).toContain(`\`${path}\``);
    expect(doc).toContain("Any other `/api` path");
  });
});
