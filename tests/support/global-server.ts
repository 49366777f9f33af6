// One built server for the browser tests, on a fresh PostgreSQL database seeded with demo content,
// with the owner signed in once so a test can make its own rows there (sharedShopOwner()).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { cookiesFrom, signIn } from "./http";
import { OWNER } from "./owner-api";
import { createMigratedDatabase, E2E_DATABASE, E2E_TEMPLATE, recreateMigratedDatabase } from "./postgres";
import { RUN_SCRATCH, SHARED_IMAGE_CACHE, startServer, tempDataDir, type RunningServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The owner's session on the shared server, as a Cookie header. */
    ownerCookie: string;
  }
}

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  // Before any server starts; the test files' processes inherit it. Inside the scratch when there
  // is one, else removed on its own.
  const imageCache = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-image-cache-"));
  process.env[SHARED_IMAGE_CACHE] = imageCache;
  const teardown = async () => {
    await server?.stop();
    fs.rmSync(imageCache, { recursive: true, force: true });
    // The run's scratch (vitest.e2e.config.ts), with what test files left behind in it.
    const scratch = process.env[RUN_SCRATCH];
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await createMigratedDatabase(E2E_TEMPLATE);
    server = await startServer({
      DATABASE_URL: await recreateMigratedDatabase(E2E_DATABASE),
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: "e2e-".padEnd(40, "x"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
    });
    project.provide("baseUrl", server.url);
    project.provide("ownerCookie", cookiesFrom(await signIn(server.url, OWNER.email, OWNER.password)));
  } catch (error) {
    // Vitest calls no teardown for a setup that failed: the scratch lives in memory.
    await teardown();
    throw error;
  }
  return teardown;
}
