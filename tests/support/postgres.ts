// The test PostgreSQL (the one CI starts on 127.0.0.1:5432): admin queries and per-purpose databases.
import pg from "pg";
import { runPrisma } from "../../server/database";

export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

// Parallel checkouts on one machine set ATELIER_TEST_DB_PREFIX so their databases never collide.
export const DB_PREFIX = process.env.ATELIER_TEST_DB_PREFIX ?? "atelier";

/** The database of the shared server the browser tests drive. */
export const E2E_DATABASE = `${DB_PREFIX}_e2e`;

export function databaseUrl(name: string) {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn` with a connection to `url`, closed afterwards. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const admin = <T>(fn: (client: pg.Client) => Promise<T>) => withClient(TEST_POSTGRES_URL, fn);

/** Runs one query on database `name` (to check what a browser test stored). */
export async function queryDatabase<T extends pg.QueryResultRow>(
  name: string,
  sql: string,
  params: unknown[] = [],
) {
  return withClient(databaseUrl(name), async (client) => (await client.query<T>(sql, params)).rows);
}

/** Drops and recreates database `name`, optionally as a copy of `template`. */
export async function recreateDatabase(name: string, template?: string) {
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  });
  return databaseUrl(name);
}

/** A new empty database with every migration applied. */
export async function createMigratedDatabase(name: string) {
  const url = await recreateDatabase(name);
  await runPrisma(["migrate", "deploy"], url);
  return url;
}

/**
 * The migrated database the browser tests' servers start from, made once by their global setup: a
 * server booting on a copy finds every migration applied and skips the Prisma CLI (about a second
 * of CPU per server, some sixty servers a run). Tests of migrating keep an empty database.
 */
export const E2E_TEMPLATE = `${DB_PREFIX}_e2e_template`;

/** Drops and recreates database `name` as a copy of E2E_TEMPLATE. */
export const recreateMigratedDatabase = (name: string) => recreateDatabase(name, E2E_TEMPLATE);
