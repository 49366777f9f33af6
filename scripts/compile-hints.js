// Marks the scripts every page runs at its start (Remix's browser entry and the chunks it imports:
// React, React DOM, Remix and its router) with V8's compile hint, so that Chromium compiles their
// functions on a background thread as they stream in instead of on the main thread when each is
// first called. Other browsers read it as a comment. Runs after `remix build`, before the
// compressed copies are written. Decision 367.
import fs from "node:fs";
import path from "node:path";

const HINT = "//# allFunctionsCalledOnLoad\n";
const BUILD = "public/build";

const manifestFile = fs.readdirSync(BUILD).find((file) => /^manifest-\w+\.js$/.test(file));
if (!manifestFile) throw new Error(`No Remix manifest in ${BUILD}: run remix build first`);
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(BUILD, manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
);

for (const url of [manifest.entry.module, ...manifest.entry.imports]) {
  const file = path.join("public", url);
  const source = fs.readFileSync(file, "utf8");
  if (!source.startsWith(HINT)) fs.writeFileSync(file, HINT + source);
}
