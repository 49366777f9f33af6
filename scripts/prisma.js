// Runs the Prisma CLI the way it works offline here: no update check, and a placeholder
// postgresql:// URL when none is set (without one `prisma generate` tries to download an engine).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");

const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    CHECKPOINT_DISABLE: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    DATABASE_URL: process.env.DATABASE_URL || "postgresql://placeholder@127.0.0.1:5432/placeholder",
  },
});
child.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
