// Brings the database up before the app serves: the configured PostgreSQL or the embedded one,
// migrated with the committed migrations (idempotent), and seeded with demo content when empty.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Env } from "../app/utils/env.server";
import { embeddedDatabaseExists, startEmbeddedPostgres } from "./embedded-postgres";
import { migrationsApplied, type Query } from "./migrations-applied";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIGRATIONS_DIR = path.join(projectRoot, "prisma", "migrations");
const POOL_SIZE = 10;
const CONNECT_TIMEOUT_MS = 10_000;

/** Runs the Prisma CLI (offline WASM engines) against DATABASE_URL. */
export function runPrisma(args: string[], databaseUrl: string): Promise<string> {
  const cli = createRequire(import.meta.url).resolve("prisma/build/index.js");
  // An async spawn: the embedded database lives in this process's event loop, so spawnSync would deadlock.
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      CHECKPOINT_DISABLE: "1",
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`prisma ${args.join(" ")} failed (exit ${code}):\n${output}`)),
    );
  });
}

/**
 * One connection to the configured PostgreSQL, for the boot's own queries, closed afterwards. A
 * database that cannot be reached stops the boot with a message saying so, within seconds (a host
 * that drops packets would otherwise hold it for the system's TCP timeout, minutes).
 */
async function withPostgres<T>(url: string, ask: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect().catch((error: Error) => {
    throw new Error(`Can't reach the database at DATABASE_URL: ${error.message}`);
  });
  try {
    return await ask((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

export interface Database {
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * Starts (if embedded, with `options`) and migrates the database. The embedded one goes to app/db.server.ts on
 * globalThis, since the server and the Remix build are bundled apart yet share one client.
 */
export async function startDatabase(
  env: Env,
  options: Parameters<typeof startEmbeddedPostgres>[1] = {},
): Promise<Database> {
  if (env.DATABASE_URL) {
    process.env.DB_POOL_MAX ??= String(POOL_SIZE);
    const url = env.DATABASE_URL;
    const applied = await withPostgres(url, (query) => migrationsApplied(query, MIGRATIONS_DIR));
    if (!applied) await runPrisma(["migrate", "deploy"], url);
    return { embedded: false, stop: async () => {} };
  }
  if (!embeddedDatabaseExists(env.dataDir)) {
    // Its first start creates the database (PGlite's initdb, then the migrations: 7 s on a 2-core
    // machine) before anything answers; said so the operator does not take the wait for a hang.
    console.log(`Creating the embedded database in ${env.dataDir} (its first start: a few seconds)…`);
  }
  const embedded = await startEmbeddedPostgres(env.dataDir, options);
  try {
    const query: Query = (sql) => embedded.db.query(sql);
    if (!(await migrationsApplied(query, MIGRATIONS_DIR)))
      await embedded.withSocket((url) => runPrisma(["migrate", "deploy"], url));
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  globalThis.__atelierEmbeddedDatabase = embedded.db;
  return { embedded: true, stop: embedded.stop };
}
