// Browser and process tests: the built server (npm run build) driven over HTTP and by Chromium.
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["tests/e2e/**/*.spec.ts"],
    globalSetup: ["tests/support/global-server.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
