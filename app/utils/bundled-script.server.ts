// Where the script of a worker thread or a child process is: build/<name>.js beside the Remix
// bundle (build/index.js) in production, where it must be there (the image holds no sources), and
// under `remix dev` once built; else the TypeScript source, which Node 24 runs with its types
// stripped (tests, `remix dev` before a build). scripts/build-server.js bundles each such script.
import fs from "node:fs";
import path from "node:path";

/** `source`: the script's file from the project root, e.g. app/modules/media/heic-worker.ts. */
export function bundledScript(source: string): URL {
  const bundled = new URL(`./${path.basename(source, ".ts")}.js`, import.meta.url);
  if (process.env.NODE_ENV === "production" || fs.existsSync(bundled)) return bundled;
  // This module is app/utils/bundled-script.server.ts in the sources, or bundled into build/*.js.
  const inSource = new URL(import.meta.url).pathname.endsWith(".ts");
  return new URL(`${inSource ? "../../" : "../"}${source}`, import.meta.url);
}
