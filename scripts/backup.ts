// `npm run backup [-- FILE.tar.gz | FOLDER]`: writes one archive of the shop, its database and its
// uploaded files (decision 215), into ./backups unless told where.
import path from "node:path";
// Loaded before the database starts: loaded after PGlite, the same modules left the process 200 MB
// larger (measured; neither touches Prisma, which would need the database first).
import { archiveName, takeBackup } from "../app/modules/backup/backup.server";
import { plural } from "../app/utils/words";
import { withDatabase } from "./with-database";

const target = process.argv[2] ?? "backups";

await withDatabase(
  "Download a backup from the dashboard (Dashboard, Download a backup), or stop the shop and run npm run backup again.",
  async () => {
    const file = target.endsWith(".tar.gz") ? target : path.join(target, archiveName(new Date()));
    const backup = await takeBackup(file, "command");
    console.log(
      `Backup written to ${backup.file} (${(backup.bytes / 1e6).toFixed(1)} MB): ${plural(backup.rows, "row")}, ${plural(backup.files, "file")}.`,
    );
  },
);
