// No loop of imports inside app/: a file never reaches itself by following its imports (type
// imports included), nor a module (app/modules/<name>) itself through other modules, so every
// folder and every module reads from the bottom up (decisions 110 and 232).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP = path.resolve("app");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The app file an import names, or undefined for a package. */
function resolveImport(from: string, specifier: string) {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) =>
    fs.statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
}

function importGraph(files: string[]) {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName));
      return [file, targets.filter((target): target is string => target !== undefined)];
    }),
  );
}

/** The module a file belongs to (`app/modules/<name>/...`), or undefined outside the modules. */
const moduleOf = (file: string) => /^modules[\\/]([^\\/]+)[\\/]/.exec(path.relative(APP, file))?.[1];

/** The imports between modules: one edge per pair of modules a file import joins. */
function moduleGraph(files: Map<string, string[]>) {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const to of targets.map(moduleOf)) if (to && to !== from) edges.add(to);
  }
  return new Map([...graph].map(([name, edges]) => [name, [...edges]]));
}

/** Loops found by a depth-first walk (at least one whenever there is any), as the nodes along them. */
function findLoops(graph: Map<string, string[]>) {
  const loops: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    const back = trail.indexOf(file);
    if (back >= 0) return void loops.push([...trail.slice(back), file]);
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) walk(target, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return loops.map((loop) => loop.join(" → "));
}

describe("imports inside app/", () => {
  it("are walked so that two files importing each other show as one loop", () => {
    const graph = new Map([
      ["/a.ts", ["/b.ts"]],
      ["/b.ts", ["/a.ts"]],
      ["/c.ts", ["/a.ts"]],
    ]);
    expect(findLoops(graph)).toHaveLength(1);
  });

  it("never lead from a file back to itself", () => {
    const files = sourceFiles(APP);
    expect(files.length).toBeGreaterThan(100);
    const loops = findLoops(importGraph(files)).map((loop) => loop.replaceAll(`${APP}${path.sep}`, ""));
    expect(loops).toEqual([]);
  });

  it("are gathered by module, each file joining its own module to the ones it imports", () => {
    const modules = path.join(APP, "modules");
    const graph = new Map([
      [path.join(modules, "mail/send.server.ts"), [path.join(modules, "site/settings.server.ts")]],
      [path.join(modules, "site/overview.server.ts"), [path.join(modules, "mail/health.server.ts")]],
      [path.join(modules, "site/settings.server.ts"), [path.join(APP, "db.server.ts")]],
    ]);
    expect(moduleGraph(graph)).toEqual(
      new Map([
        ["mail", ["site"]],
        ["site", ["mail"]],
      ]),
    );
    expect(findLoops(moduleGraph(graph))).toEqual(["mail → site → mail"]);
  });

  it("never lead from a module back to itself through other modules", () => {
    const graph = moduleGraph(importGraph(sourceFiles(APP)));
    expect(graph.size).toBeGreaterThan(10);
    expect(findLoops(graph)).toEqual([]);
  });
});
