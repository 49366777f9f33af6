// Bundles the server (build/server.js), its worker thread (build/heic-worker.js) and child process
// (build/embedded-copy-child.js), and the operator commands (build/migrate.js, seed.js,
// set-owner-password.js, backup.js, restore.js, sweep-uploads.js, run by scripts/operator.js where
// tsx is not installed) into build/; packages stay external (installed in production).
import { build } from "esbuild";

await build({
  // Each beside server.js, one level under the project root as server/database.ts expects.
  entryPoints: [
    { in: "server/index.ts", out: "server" },
    { in: "scripts/migrate.ts", out: "migrate" },
    { in: "scripts/seed.ts", out: "seed" },
    { in: "scripts/set-owner-password.ts", out: "set-owner-password" },
    { in: "scripts/backup.ts", out: "backup" },
    { in: "scripts/restore.ts", out: "restore" },
    { in: "scripts/sweep-uploads.ts", out: "sweep-uploads" },
    // A worker thread's and a child process's scripts, found beside the Remix bundle (build/index.js)
    // at run time (app/utils/bundled-script.server.ts).
    { in: "app/modules/media/heic-worker.ts", out: "heic-worker" },
    { in: "app/modules/backup/embedded-copy-child.ts", out: "embedded-copy-child" },
  ],
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  logLevel: "warning",
});
