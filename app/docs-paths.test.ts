// The docs name real files: every backticked `app/…`, `server/…`, `scripts/…` or `tests/…` path in
// README.md and docs/ exists. The dated decision records are left as they were written.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "decisions" ? [] : markdownFiles(file);
    return entry.name.endsWith(".md") ? [file] : [];
  });
}

const PATH = /`((?:app|server|scripts|tests)\/[^`\s]+)`/g;
/** A pattern rather than a file: `app/modules/<name>/`, `tests/e2e/*.spec.ts`. */
const isPattern = (named: string) => /[<>*{}]|\.\.\./.test(named);

function namedPaths(file: string) {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(PATH)].map((match) => match[1]).filter((named) => !isPattern(named));
}

describe("the docs", () => {
  const files = ["README.md", ...markdownFiles("docs")];

  it("name only paths that exist", () => {
    const missing = files.flatMap((file) =>
      namedPaths(file)
        .filter((named) => !fs.existsSync(named.replace(/[#:].*$/, "")))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it("are read: the check finds the paths they name", () => {
    expect(namedPaths("README.md")).toContain("app/utils/errors.ts");
    expect(files.length).toBeGreaterThan(10);
  });
});
