// Runs the browser test files longest first. Vitest orders by its cache of earlier runs, which a
// fresh clone lacks: it then went by file size, and the short files holding the long single tests
// (bench, soak) started last and ran alone for the run's final two minutes (decision 269).
import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import fileSeconds from "../e2e/file-seconds.json";

const SPECS = path.resolve("tests/e2e");
const seconds: Record<string, number> = fileSeconds;

for (const name of Object.keys(seconds))
  if (!fs.existsSync(path.join(SPECS, name)))
    throw new Error(`tests/e2e/file-seconds.json names ${name}, which is gone: take it out`);

/** Seconds a file took in a whole run; a file not listed yet goes first. */
const expectedSeconds = (file: TestSpecification) =>
  seconds[path.basename(file.moduleId)] ?? Number.MAX_SAFE_INTEGER;

export default class SlowestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => expectedSeconds(b) - expectedSeconds(a));
  }
}
