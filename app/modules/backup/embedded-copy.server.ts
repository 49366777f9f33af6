// A consistent copy of the embedded database, taken while the shop keeps serving (decision 325).
// PGlite has one connection: a snapshot transaction on it would hold every page and /healthz for
// the whole backup. Instead PostgreSQL's own online backup copies its files: pg_backup_start (a
// checkpoint), the data folder copied while the shop goes on, pg_backup_stop, then the WAL written
// meanwhile. PGlite opens the copy in a child process, replaying that WAL to the moment of
// pg_backup_stop, and the backup reads the copy there (decision 350). The shop's connection is held
// only for the checkpoint and the WAL's copy.
import { fork } from "node:child_process";
import fsp from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { bundledScript } from "~/utils/bundled-script.server";
import { inTransaction, type Database } from "./connection.server";
import type { CopyAnswer, CopyQuery } from "./embedded-copy-child";

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
/** Opening the big shop's copy (replaying its WAL) takes seconds, a read of a thousand rows less. */
const ANSWER_TIMEOUT_MS = 120_000;
const CLOSE_TIMEOUT_MS = 10_000;
/** The child's first answer, sent once the copy is open. */
const OPENING = 0;

/**
 * Copies `db` into `folder` and runs `work` on the copy, which is closed (its process ended) and
 * removed afterwards. `answerTimeoutMs`: how long the copy may take to open or to answer a query.
 */
export async function withEmbeddedCopy<T>(
  db: PGlite,
  folder: string,
  work: (copy: Database) => Promise<T>,
  { answerTimeoutMs = ANSWER_TIMEOUT_MS } = {},
): Promise<T> {
  try {
    await oneAtATime(() => copyDatabase(db, folder));
    const copy = await openInChild(folder, answerTimeoutMs);
    try {
      return await work(copy.database);
    } finally {
      await copy.close();
    }
  } finally {
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

/**
 * PGlite on the copy in a child process, queried through messages: one transaction at a time. A
 * copy that stops, or does not answer within `answerTimeoutMs`, fails what waits on it with why,
 * and is stopped.
 */
async function openInChild(dataDir: string, answerTimeoutMs: number) {
  const child = fork(bundledScript("app/modules/backup/embedded-copy-child.ts"), [dataDir], {
    // Not the server's own flags (tsx's loader, an inspector): V8's baseline WebAssembly compiler
    // alone, as the commands run (decision 324), since the copy is read once through.
    execArgv: ["--liftoff-only"],
    // The mode alone, none of the server's secrets: the copy needs no other setting.
    env: { NODE_ENV: process.env.NODE_ENV },
    // Rows as PGlite gives them (dates, big integers, bytes), not turned into JSON.
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const waiting = new Map<
    number,
    { resolve: (rows: never[]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();
  let lastId = OPENING;
  /** Why the copy is gone, once it is: a query then fails at once instead of waiting for ever. */
  let gone: Error | undefined;
  const kill = () => child.kill("SIGKILL");
  const stop = (error: Error) => {
    gone ??= error;
    kill();
    for (const { reject, timer } of waiting.values()) {
      clearTimeout(timer);
      reject(gone);
    }
    waiting.clear();
  };
  // The server stopping mid-backup takes its copy along.
  process.once("exit", kill);
  const exited = new Promise<void>((resolve) => {
    const ended = (error: Error) => {
      process.off("exit", kill);
      stop(error);
      resolve();
    };
    child.once("exit", (code, signal) =>
      ended(new Error(`The copy of the database stopped (${signal ?? `exit code ${code}`})`)),
    );
    child.on("error", (error) => {
      const failed = new Error(`The copy of the database failed: ${error.message}`);
      // A process that never started has no exit to wait for.
      if (child.pid === undefined) ended(failed);
      else stop(failed);
    });
  });
  child.on("message", (answer: CopyAnswer) => {
    const query = waiting.get(answer.id);
    if (!query) return;
    waiting.delete(answer.id);
    clearTimeout(query.timer);
    if (!("error" in answer)) query.resolve(answer.rows as never[]);
    else if (answer.id === OPENING)
      query.reject(new Error(`The copy of the database did not open: ${answer.error}`));
    else query.reject(new Error(answer.error));
  });
  const answered = <T>(id: number) =>
    new Promise<T[]>((resolve, reject) => {
      if (gone) return reject(gone);
      const timer = setTimeout(
        () => stop(new Error(`The copy of the database did not answer within ${answerTimeoutMs / 1000} s`)),
        answerTimeoutMs,
      );
      waiting.set(id, { resolve, reject, timer });
    });

  try {
    await answered(OPENING);
  } catch (error) {
    stop(error as Error);
    await exited;
    throw error;
  }
  // A message the channel could not carry: the child is ending, and its exit fails what waits
  // with how it ended (else the answer's timeout does).
  const send = (message: CopyQuery | "close") => {
    if (!gone && child.connected) child.send(message, () => {});
  };
  const query = <T>(text: string, params?: unknown[]) => {
    const id = ++lastId;
    const answer = answered<T>(id);
    send({ id, text, params });
    return answer;
  };
  return {
    database: {
      transaction: (isolation, work) => inTransaction({ query }, isolation, work),
    } satisfies Database,
    async close() {
      send("close");
      // A copy that does not close in time is stopped: the backup must not hang on it.
      const timeout = setTimeout(kill, CLOSE_TIMEOUT_MS);
      await exited;
      clearTimeout(timeout);
    },
  };
}
