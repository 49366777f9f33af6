// `npm run restore -- FILE [--force]`: brings this install back to the shop a backup archive holds
// (decision 215). It refuses an archive from a newer schema, and a shop with data unless --force.
import { ConfigError, getEnv } from "../app/utils/env.server";
import { plural } from "../app/utils/words";
import { startDatabase } from "../server/database";
import { EmbeddedDatabaseInUse } from "../server/embedded-postgres";

const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");

try {
  if (files.length !== 1) throw new Error("Usage: npm run restore -- <backup.tar.gz> [--force]");
  const database = await startDatabase(getEnv());
  const { restoreBackup } = await import("../app/modules/backup/restore.server");
  const { prisma } = await import("../app/db.server");
  try {
    const restored = await restoreBackup(files[0], { force });
    console.log(
      `Restored the backup taken ${restored.takenAt.toISOString()}: ${plural(restored.rows, "row")}, ${plural(restored.files, "file")}.`,
    );
  } finally {
    await prisma.$disconnect();
    await database.stop();
  }
} catch (error) {
  if (error instanceof EmbeddedDatabaseInUse) {
    console.error(
      `The shop is running (process ${error.pid}) with the embedded database in ${error.dataDir}, which one process at a time may open. ` +
        "Stop the shop, then run npm run restore again.",
    );
  } else {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
