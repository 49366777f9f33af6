// The connection a backup or a restore works through: a `pg` client of its own on PostgreSQL,
// PGlite's own query API on the embedded database. Not Prisma: its per-row objects cost most of a
// big shop's backup and restore time and memory (decision 324).
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** One transaction's queries: rows as objects named by their columns. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export type Isolation = "REPEATABLE READ READ ONLY" | "READ COMMITTED";

/** A database a backup reads or a restore writes, one transaction at a time. */
export interface Database {
  transaction<T>(isolation: Isolation, work: (sql: Sql) => Promise<T>): Promise<T>;
}

/** PGlite's transaction holds its one connection: the shop's own queries wait until it ends. */
export const embeddedDatabase = (db: Pick<PGlite, "transaction">): Database => ({
  transaction: (isolation, work) =>
    db.transaction(async (tx) => {
      await tx.query(`SET TRANSACTION ISOLATION LEVEL ${isolation}`);
      return work({ query: async (text, params) => (await tx.query<never>(text, params)).rows });
    }),
});

/** `work` between BEGIN and COMMIT on a connection nothing else uses; ROLLBACK if it throws. */
export async function inTransaction<T>(sql: Sql, isolation: Isolation, work: (sql: Sql) => Promise<T>) {
  await sql.query(`BEGIN ISOLATION LEVEL ${isolation}`);
  try {
    const result = await work(sql);
    await sql.query("COMMIT");
    return result;
  } catch (error) {
    await sql.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/** A database that does not answer in this time is reported, not waited for (the system's TCP timeout). */
const CONNECT_TIMEOUT_MS = 10_000;

/** A connection of its own for the transaction, beside the shop's pool, closed afterwards. */
export const postgresDatabase = (connectionString: string): Database => ({
  async transaction(isolation, work) {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A connection lost mid-backup is an 'error' event: unheard, Node would end the whole server.
    // The query under way rejects with it, and the backup reports that.
    client.on("error", () => {});
    await client.connect();
    try {
      const sql: Sql = { query: async (text, params) => (await client.query(text, params)).rows };
      return await inTransaction(sql, isolation, work);
    } finally {
      await client.end();
    }
  },
});

/** The database this process was started on (server/database.ts). */
export function shopDatabase(): Database {
  const embedded = globalThis.__atelierEmbeddedDatabase;
  if (embedded) return embeddedDatabase(embedded);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: the server must start the database first");
  return postgresDatabase(url);
}
