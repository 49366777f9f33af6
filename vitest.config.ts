// Unit tests (next to the code) and integration tests (tests/integration) against a real
// PostgreSQL: one migrated database per worker, cloned from a template.
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "soak/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    globalSetup: ["tests/support/global-database.ts"],
    setupFiles: ["tests/support/worker-database.ts", "tests/support/matchers.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server-rendering components inside createRemixStub triggers React's useLayoutEffect warning.
    onConsoleLog: (log) => !log.includes("useLayoutEffect does nothing on the server"),
  },
});
