// The daily sweep of the owner's uploads nobody uses (decision 211): files under her folders that
// no row mentions and that are over a day old, removed with their variants and recorded for the
// dashboard's overview. The server's hourly tick runs it once per UTC day across every instance;
// `npm run uploads:sweep` runs it at once.
import { prisma } from "~/db.server";
import { removeUnusedUploads } from "./cleanup.server";
import { OWNER_UPLOAD_PREFIXES } from "./image-url";
import { isUniqueViolation } from "~/utils/errors.server";

export interface SweepOutcome {
  files: number;
  bytes: number;
}

/**
 * The scheduled sweep: the first instance to insert the day's row runs it (the row's `day` is
 * unique, so another instance's insert fails and it does nothing). Null when the day was taken.
 */
export async function runDailyUploadSweep(now = new Date()): Promise<SweepOutcome | null> {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  let id: number;
  try {
    ({ id } = await prisma.uploadSweep.create({ data: { day, startedAt: now }, select: { id: true } }));
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return sweep(id, now);
}

/** A sweep asked for now (the script), whatever the day's scheduled one did. */
export async function sweepUploadsNow(now = new Date()): Promise<SweepOutcome> {
  const { id } = await prisma.uploadSweep.create({ data: { startedAt: now }, select: { id: true } });
  return sweep(id, now);
}

async function sweep(id: number, now: Date): Promise<SweepOutcome> {
  try {
    const { keys, bytes } = await removeUnusedUploads(OWNER_UPLOAD_PREFIXES, now, { unlessNoneUsed: true });
    await prisma.uploadSweep.update({
      where: { id },
      data: { finishedAt: new Date(), files: keys.length, bytes },
    });
    return { files: keys.length, bytes };
  } catch (error) {
    // The day is free again (the store was down, say): the next hourly tick tries once more.
    await prisma.uploadSweep.deleteMany({ where: { id } });
    throw error;
  }
}

/** The latest finished sweep: when, how many files, how many bytes. */
export async function lastUploadSweep() {
  const last = await prisma.uploadSweep.findFirst({
    where: { finishedAt: { not: null } },
    orderBy: { finishedAt: "desc" },
    select: { finishedAt: true, files: true, bytes: true },
  });
  return last?.finishedAt
    ? { finishedAt: last.finishedAt, files: last.files, bytes: Number(last.bytes) }
    : null;
}
