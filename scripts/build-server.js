// Bundles server/index.ts into build/server.js; packages stay external (installed in production).
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  logLevel: "warning",
});
