// Runs the browser test files longest first. Vitest orders by its cache of earlier runs, which a
// fresh clone (CI) lacks: it then went by file size, and the short files holding long tests (the
// bench, the soak) started last and ran alone at the end of the run (decision 269).
import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import fileSeconds from "../e2e/file-seconds.json";

/** Each test file's seconds in a whole run, by its path from the project's root. */
const seconds: Record<string, number> = fileSeconds;

for (const file of Object.keys(seconds))
  if (!fs.existsSync(file))
    throw new Error(`tests/e2e/file-seconds.json names ${file}, which is gone: take it out`);

/** A file not listed yet (a new one) goes first. */
const expectedSeconds = (file: TestSpecification) =>
  seconds[path.relative(process.cwd(), file.moduleId)] ?? Number.MAX_SAFE_INTEGER;

export default class SlowestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => expectedSeconds(b) - expectedSeconds(a));
  }
}
