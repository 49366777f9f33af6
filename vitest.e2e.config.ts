// Browser and process tests: the built server (npm run build) driven over HTTP and by Chromium.
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["tests/e2e/**/*.spec.ts"],
    globalSetup: ["tests/support/global-server.ts"],
    pool: "forks",
    // Three on two cores (decision 266): each file takes about 30 % longer, but the whole run took
    // 594–644 s against 709 s with two, the cores then busy 99 % of it.
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's answer to a click can take seconds on a busy two-core CI machine; the default
    // one-second poll made the reorder test flaky there.
    expect: { poll: { timeout: 10_000 } },
  },
});
