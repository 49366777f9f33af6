// `npm run backup [-- FILE.tar.gz | FOLDER]`: writes one archive of the shop, its database and its
// uploaded files (decision 215), into ./backups unless told where.
import path from "node:path";
import { ConfigError, getEnv } from "../app/utils/env.server";
import { plural } from "../app/utils/words";
import { startDatabase } from "../server/database";
import { EmbeddedDatabaseInUse } from "../server/embedded-postgres";

const target = process.argv[2] ?? "backups";

try {
  const database = await startDatabase(getEnv());
  const { archiveName, takeBackup } = await import("../app/modules/backup/backup.server");
  const { prisma } = await import("../app/db.server");
  const file = target.endsWith(".tar.gz") ? target : path.join(target, archiveName(new Date()));
  const backup = await takeBackup(file, "command");
  console.log(
    `Backup written to ${backup.file} (${(backup.bytes / 1e6).toFixed(1)} MB): ${plural(backup.rows, "row")}, ${plural(backup.files, "file")}.`,
  );
  await prisma.$disconnect();
  await database.stop();
} catch (error) {
  if (error instanceof EmbeddedDatabaseInUse) {
    console.error(
      `The shop is running (process ${error.pid}) with the embedded database in ${error.dataDir}, which one process at a time may open. ` +
        "Download a backup from the dashboard (Dashboard, Download a backup), or stop the shop and run npm run backup again.",
    );
  } else {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
