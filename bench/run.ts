// `npm run bench`: performance figures for the shop. For now it reports the JavaScript each route
// ships (gzipped, from the production build); Lighthouse and load figures come with the
// performance work (issue 9) and are listed as not measured.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { AssetsManifest } from "@remix-run/dev";

if (!fs.existsSync("build/index.js")) execSync("npm run build", { stdio: "inherit" });

// The browser manifest (window.__remixManifest = {...}) lists each route's module and chunks.
const manifestFile = fs.readdirSync("public/build").find((file) => /^manifest-.*\.js$/.test(file))!;
const manifestSource = fs.readFileSync(path.join("public/build", manifestFile), "utf8");
const assets: AssetsManifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf("{"), manifestSource.lastIndexOf("}") + 1),
);
const gzipped = (url: string) => gzipSync(fs.readFileSync(path.join("public", url))).length;

const entry = [assets.entry.module, ...assets.entry.imports];
const rows = Object.values(assets.routes)
  .filter(
    (route) =>
      route.id === "root" ||
      (route.parentId === "root" && !route.id.startsWith("routes/api.") && route.id !== "routes/healthz"),
  )
  .map((route) => {
    const files = new Set([...entry, ...(assets.routes.root.imports ?? []), assets.routes.root.module]);
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
    const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
    return {
      route: route.id === "root" ? "(document only)" : route.index ? "/" : `/${route.path}`,
      "JS gzipped (KB)": +(bytes / 1024).toFixed(1),
    };
  });

console.log("JavaScript per route (entry + root + route chunks, gzipped):");
console.table(rows);
console.log(
  "Not measured yet: Lighthouse scores, LCP/CLS/TBT, server throughput and latency, growth with 1,000 products.",
);

fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync(
  "bench/results/latest.json",
  JSON.stringify({ date: new Date().toISOString(), jsPerRoute: rows }, null, 2),
);
