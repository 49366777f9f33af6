// One built server for the browser tests, on a fresh PostgreSQL database seeded with demo content,
// with the owner signed in once so a test can make its own rows there (sharedShopOwner()).
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { cookiesFrom, signIn } from "./http";
import { OWNER } from "./owner-api";
import { E2E_DATABASE, recreateDatabase } from "./postgres";
import { startServer, tempDataDir, type RunningServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The owner's session on the shared server, as a Cookie header. */
    ownerCookie: string;
  }
}

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  const databaseUrl = await recreateDatabase(E2E_DATABASE);
  server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: tempDataDir(),
    SESSION_SECRET: "e2e-".padEnd(40, "x"),
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
  });
  project.provide("baseUrl", server.url);
  project.provide("ownerCookie", cookiesFrom(await signIn(server.url, OWNER.email, OWNER.password)));
  return async () => {
    await server?.stop();
  };
}
