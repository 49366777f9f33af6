// Every owner page has one frame: its action goes through ownerAction (the session checked on the
// server first, and through a database outage the owner keeps what she typed, decision 120), its
// loader through ownerLoader, and every owner form's handler through the form frame, ownerForm
// (decision 271).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.resolve("app/routes");
const MODULES = path.resolve("app/modules");
const read = (file: string) => fs.readFileSync(file, "utf8");
const ownerRoutes = fs
  .readdirSync(ROUTES)
  .filter((name) => /^admin[.\w$-]*\.tsx?$/.test(name) && !name.includes(".test."))
  .map((name) => ({ name, source: read(path.join(ROUTES, name)) }));

/**
 * What `export async function action(...) { return frame(`, `export const action = (...) => frame(`
 * or `export const action = frame;` hands the request to.
 */
const EXPORTED = (name: string) =>
  new RegExp(
    `export (?:async function ${name}\\([^)]*\\)[^{]*\\{\\s*return\\s*(\\w+)\\(|const ${name}\\s*=\\s*(?:(?:async\\s*)?\\([^)]*\\)[^=]*=>\\s*(\\w+)\\(|(\\w+);))`,
  );
const frameOf = (exported: string, source: string) =>
  EXPORTED(exported).exec(source)?.slice(1).find(Boolean) ?? "";

function framedBy(exported: string, frames: string[]) {
  const declared = ownerRoutes.filter(({ source }) =>
    new RegExp(`export (async function|const) ${exported}\\b`).test(source),
  );
  const unframed = declared.filter(({ source }) => !frames.includes(frameOf(exported, source)));
  return { declared: declared.map(({ name }) => name), unframed: unframed.map(({ name }) => name) };
}

describe("the owner's pages", () => {
  it("all act through ownerAction, whichever way the action is written", () => {
    // The settings pages' `saveSettingsPage` is ownerAction around the settings form.
    const { declared, unframed } = framedBy("action", ["ownerAction", "saveSettingsPage"]);
    expect(declared).toEqual(
      expect.arrayContaining(["admin.about.tsx", "admin.brand.tsx", "admin.orders.tsx"]),
    );
    expect(declared.length).toBeGreaterThan(15);
    expect(unframed).toEqual([]);
  });

  it("all load through ownerLoader", () => {
    // postOnly answers a GET of an action-only page with 405, reading nothing.
    const { declared, unframed } = framedBy("loader", ["ownerLoader", "loadSettingsPage", "postOnly"]);
    expect(declared.length).toBeGreaterThan(15);
    expect(unframed).toEqual([]);
  });

  it("check the frames their settings pages use", () => {
    const settings = read(path.join(MODULES, "site/settings-page.server.ts"));
    expect(settings).toMatch(/export function saveSettingsPage\([^)]*\)[^{]*\{\s*return ownerAction\(/);
    expect(settings).toMatch(/export function loadSettingsPage\([^)]*\)[^{]*\{\s*return ownerLoader\(/);
  });
});

describe("the owner's form handlers", () => {
  const handlers = fs
    .readdirSync(MODULES, { recursive: true, encoding: "utf8" })
    .filter((file) => /-forms?\.server\.ts$|settings-page\.server\.ts$/.test(file))
    .filter((file) => path.basename(file) !== "owner-form.server.ts")
    .map((file) => ({ file, source: read(path.join(MODULES, file)) }))
    // The visitors' forms have their own frame, handlePublicForm.
    .filter(({ source }) => !/handlePublicForm\b/.test(source));

  it("all answer through the one form frame, ownerForm, and parse nothing by hand", () => {
    const names = handlers.map(({ file }) => path.basename(file));
    for (const form of ["product", "drop", "list", "policy", "order", "announcement", "collection-photo"]) {
      expect(names.some((name) => name.startsWith(`${form}-form`))).toBe(true);
    }
    expect(names).toContain("settings-page.server.ts");
    const unframed = handlers.filter(({ source }) => !/\b(ownerForm|handleListForm)\b/.test(source));
    expect(unframed.map(({ file }) => file)).toEqual([]);
    const byHand = handlers.filter(({ source }) => /parseWithZod|submission\.reply/.test(source));
    expect(byHand.map(({ file }) => file)).toEqual([]);
  });
});
