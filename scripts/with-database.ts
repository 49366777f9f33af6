// The frame of the backup and restore commands: the configured database started (and migrated),
// the work, then everything closed; a failure is one line and exit code 1.
import { ConfigError, getEnv } from "../app/utils/env.server";
import { startDatabase } from "../server/database";
import { EmbeddedDatabaseInUse } from "../server/embedded-postgres";

/** `whenShopRuns` tells her what to do instead when the running shop holds the embedded database. */
export async function withDatabase(whenShopRuns: string, work: () => Promise<void>) {
  try {
    // They read or write one table at a time, in key order: the embedded database runs compact.
    const database = await startDatabase(getEnv(), { compact: true });
    try {
      await work();
    } finally {
      // Made only by the commands that query through Prisma (backups and restores do not).
      await globalThis.__atelierPrisma?.$disconnect();
      await database.stop();
    }
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUse) {
      console.error(
        `The shop is running (${error.holder}) with the embedded database in ${error.dataDir}, which one process at a time may open. ${whenShopRuns}`,
      );
    } else {
      console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    }
    process.exit(1);
  }
}
