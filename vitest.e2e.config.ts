// Browser and process tests: the built server (npm run build) driven over HTTP and by Chromium.
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { RUN_SCRATCH } from "./tests/support/server";
import SlowestFirst from "./tests/support/slowest-first";

// Scratch files in memory, in a folder of this run that its global teardown removes (decision
// 269). The test files' processes, the servers and the browsers inherit it.
if (!process.env[RUN_SCRATCH] && fs.existsSync("/dev/shm")) {
  process.env.TMPDIR = process.env[RUN_SCRATCH] = fs.mkdtempSync("/dev/shm/atelier-e2e-");
  // Open to all as /tmp is: the soak's private PostgreSQL runs as the postgres user.
  fs.chmodSync(process.env.TMPDIR, 0o1777);
}

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["tests/e2e/**/*.spec.ts"],
    globalSetup: ["tests/support/global-server.ts"],
    pool: "forks",
    // Three on two cores: the run is bound by its CPU work, not its waiting (decision 266).
    maxWorkers: 3,
    sequence: { sequencer: SlowestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's answer to a click can take seconds on a busy machine (decision 266).
    expect: { poll: { timeout: 10_000 } },
  },
});
