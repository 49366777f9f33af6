// Whether a database already holds every committed migration, each unchanged. A boot asks this with
// one query before it runs the Prisma CLI, a child process that costs about a second of CPU and of
// waiting even when it has nothing to apply, on every instance start and operator command
// (decision 268). Anything else (a new, changed or failed migration, no table yet) goes to Prisma.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

interface AppliedMigration {
  migration_name: string;
  checksum: string;
}

/** A query on the database being booted: a pg client's or the embedded PGlite's. */
export type Query = (sql: string) => Promise<{ rows: AppliedMigration[] }>;

const UNDEFINED_TABLE = "42P01";

/** Each committed migration's name with the checksum Prisma records for it (SHA-256 of its SQL). */
function committedMigrations(migrationsDir: string) {
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const sql = fs.readFileSync(path.join(migrationsDir, entry.name, "migration.sql"));
      return { name: entry.name, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

export async function migrationsApplied(query: Query, migrationsDir: string): Promise<boolean> {
  let applied: AppliedMigration[];
  try {
    ({ rows: applied } = await query(
      `SELECT migration_name, checksum FROM "_prisma_migrations"
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    ));
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return false;
    throw error;
  }
  const checksums = new Map(applied.map((row) => [row.migration_name, row.checksum]));
  return committedMigrations(migrationsDir).every(
    (migration) => checksums.get(migration.name) === migration.checksum,
  );
}
