// Marks the scripts a page runs at its start with V8's compile hint, so that Chromium compiles their
// functions on a background thread as they stream in instead of on the main thread when each is
// first called: those Remix's manifest names, its browser entry and the chunks it imports (React,
// React DOM, Remix and its router), and each route's module with its chunks. Parts fetched later
// (the forms near the view, the inquiry dialog) are left to compile as they are called. Other
// browsers read the hint as a comment. Runs after `remix build`, before the compressed copies are
// written. Decision 367.
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

const atStart = [manifest.entry, ...Object.values(manifest.routes)].flatMap((part) => [
  part.module,
  ...(part.imports ?? []),
]);
for (const url of new Set(atStart)) {
  const file = path.join("public", url);
  const source = fs.readFileSync(file, "utf8");
  if (!source.startsWith(HINT)) fs.writeFileSync(file, HINT + source);
}
