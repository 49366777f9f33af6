// Two projects: `unit`, the pure tests next to the code, which run without any database, and
// `integration`, the tests against a real PostgreSQL (one migrated database per worker, cloned
// from a template). `vitest run --project unit` is the quickest loop (decision 231).
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    pool: "forks",
    // Three on two cores: the integration tests mostly wait on PostgreSQL (decision 266).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server-rendering components inside createRemixStub triggers React's useLayoutEffect warning.
    onConsoleLog: (log) => !log.includes("useLayoutEffect does nothing on the server"),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "soak/**/*.test.ts"],
          // Whatever the shell exports: a unit test that loads the Prisma client fails at once.
          env: { DATABASE_URL: "" },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-database.ts"],
          setupFiles: ["tests/support/worker-database.ts", "tests/support/matchers.ts"],
        },
      },
    ],
  },
});
