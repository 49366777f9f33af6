// The dashboard's line about backups: when the last one was taken, and whether that is too long ago.
import { prisma } from "~/db.server";

/** Past this age the dashboard asks for a new backup. */
export const BACKUP_OLD_AFTER_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

export async function lastBackup(now = new Date()) {
  const last = await prisma.backup.findFirst({ orderBy: [{ takenAt: "desc" }, { id: "desc" }] });
  if (!last) return null;
  const ageDays = Math.floor((now.getTime() - last.takenAt.getTime()) / DAY_MS);
  return {
    takenAt: last.takenAt.toISOString(),
    via: last.via,
    rows: last.rows,
    files: last.files,
    restoredAt: last.restoredAt?.toISOString() ?? null,
    ageDays,
    old: ageDays >= BACKUP_OLD_AFTER_DAYS,
  };
}
