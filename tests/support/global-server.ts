// One built server for the browser tests, on a fresh PostgreSQL database seeded with demo content.
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { E2E_DATABASE, recreateDatabase } from "./postgres";
import { startServer, tempDataDir, type RunningServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  const databaseUrl = await recreateDatabase(E2E_DATABASE);
  server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: tempDataDir(),
    SESSION_SECRET: "e2e-".padEnd(40, "x"),
  });
  project.provide("baseUrl", server.url);
  return async () => {
    await server?.stop();
  };
}
