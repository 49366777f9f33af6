// A consistent copy of the embedded database, taken while the shop keeps serving (decision 325).
// PGlite has one connection: a snapshot transaction on it would hold every page and /healthz for
// the whole backup. Instead PostgreSQL's own online backup copies its files: pg_backup_start (a
// checkpoint), the data folder copied while the shop goes on, pg_backup_stop, then the WAL written
// meanwhile. PGlite opens the copy on a worker thread, replaying that WAL to the moment of
// pg_backup_stop, and the backup reads the copy there. The shop's connection is held only for the
// checkpoint and the WAL's copy.
import fsp from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { workerScript } from "~/utils/worker-script.server";
import { inTransaction, type Database } from "./connection.server";
import type { CopyAnswer, CopyQuery } from "./embedded-copy-worker";

/** What pg_basebackup leaves out: files of the running server only, rebuilt at start (the WAL is copied apart). */
const NOT_COPIED = new Set([
  "pg_wal",
  "pg_stat_tmp",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_subtrans",
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "tablespace_map",
]);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** Copies `db` into `folder` and runs `work` on the copy, which is closed (and its thread ended) afterwards. */
export async function withEmbeddedCopy<T>(
  db: PGlite,
  folder: string,
  work: (copy: Database) => Promise<T>,
): Promise<T> {
  await oneAtATime(() => copyDatabase(db, folder));
  const copy = await openOnWorker(folder);
  try {
    return await work(copy.database);
  } finally {
    await copy.close();
    // The copy is as big as the shop's database: gone once read, not kept while the download goes.
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/** One online backup at a time: PostgreSQL runs at most one per connection, and PGlite has one. */
let copying: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const turn = copying.then(task, task);
  copying = turn.catch(() => {});
  return turn;
}

async function copyDatabase(db: PGlite, folder: string) {
  const dataDir = db.dataDir;
  if (!dataDir) throw new Error("The embedded database has no data folder to copy");
  const { rows } = await db.query<{ first: string }>(
    `SELECT pg_walfile_name(pg_backup_start('atelier backup', true)) AS first`,
  );
  try {
    await copyFolder(dataDir, folder);
  } catch (error) {
    await db.query("SELECT pg_backup_stop(false)").catch(() => {});
    throw error;
  }
  // In one transaction: nothing else runs, so no checkpoint recycles the WAL before it is copied.
  await db.transaction(async (tx) => {
    const stopped = await tx.query<{ label: string; last: string }>(
      `SELECT labelfile AS label, pg_walfile_name(lsn) AS last FROM pg_backup_stop(false)`,
    );
    const { label, last } = stopped.rows[0];
    const wal = path.join(dataDir, "pg_wal");
    for (const name of await fsp.readdir(wal)) {
      if (WAL_SEGMENT.test(name) && name >= rows[0].first && name <= last)
        await fsp.copyFile(path.join(wal, name), path.join(folder, "pg_wal", name));
    }
    // Tells PostgreSQL opening the copy to replay from pg_backup_start's checkpoint.
    await fsp.writeFile(path.join(folder, "backup_label"), label);
  });
}

/** The data folder as it is on disk, file by file; a file removed meanwhile is skipped (the WAL recreates it). */
async function copyFolder(from: string, to: string) {
  await fsp.mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await fsp.readdir(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (NOT_COPIED.has(entry.name)) {
      if (entry.isDirectory()) await fsp.mkdir(target, { mode: 0o700 });
    } else if (entry.isDirectory()) {
      await copyFolder(source, target);
    } else {
      await fsp.copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    }
  }
}

const CLOSE_TIMEOUT_MS = 10_000;

/** PGlite on the copy in a worker thread, queried through messages: one transaction at a time. */
async function openOnWorker(dataDir: string) {
  const worker = new Worker(workerScript("app/modules/backup/embedded-copy-worker.ts"), {
    workerData: { dataDir },
  });
  const waiting = new Map<number, { resolve: (rows: never[]) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  /** Why the worker is gone, once it is: a query then fails at once instead of waiting for ever. */
  let gone: Error | undefined;
  const ended = (error: Error) => {
    gone ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const opened = new Promise<void>((resolve, reject) => {
    worker.on("message", (answer: CopyAnswer) => {
      if ("opened" in answer) return resolve();
      if ("openError" in answer)
        return reject(new Error(`The copy of the database did not open: ${answer.openError}`));
      const query = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ("error" in answer) query?.reject(new Error(answer.error));
      else query?.resolve(answer.rows as never[]);
    });
    worker.on("error", (error) => {
      reject(error);
      ended(error);
    });
    worker.once("exit", () => reject(new Error("The copy of the database did not open")));
  });
  const exited = new Promise<void>((resolve) =>
    worker.once("exit", () => {
      ended(new Error("The copy of the database closed"));
      resolve();
    }),
  );
  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  const query = <T>(text: string, params?: unknown[]) =>
    new Promise<T[]>((resolve, reject) => {
      if (gone) return reject(gone);
      const id = ++lastId;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, text, params } satisfies CopyQuery);
    });
  return {
    database: {
      transaction: (isolation, work) => inTransaction({ query }, isolation, work),
    } satisfies Database,
    async close() {
      worker.postMessage("close");
      // A copy that does not close in time is stopped: the backup must not hang on it.
      const timeout = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
      await exited;
      clearTimeout(timeout);
    },
  };
}
