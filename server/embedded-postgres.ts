// The embedded default database: PGlite (PostgreSQL compiled to WASM) stored under DATA_DIR and
// queried in-process (app/db-embedded.server.ts). It listens on no port, except for the Prisma
// CLI's migrations: a one-connection loopback socket for that step only (decision 060).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import lockfile from "proper-lockfile";
import { PGLITE_EXTENSIONS } from "../app/utils/pglite-extensions";

export interface EmbeddedPostgres {
  db: PGlite;
  /** Serves the database on a loopback port to one client while `client` runs, then closes the port. */
  withSocket<T>(client: (url: string) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

const databaseDir = (dataDir: string) => path.join(dataDir, "db");

/** Whether DATA_DIR holds a database yet (its first start creates one). */
export const embeddedDatabaseExists = (dataDir: string) => fs.existsSync(databaseDir(dataDir));

/** How long a lock its holder stopped refreshing stays held: its holder refreshes it every 5 s. */
const LOCK_STALE_MS = 15_000;

/** Another live server or script holds the embedded database; `holder` says which and where. */
export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${holder}. Stop that server first, or give this one its own DATA_DIR or a DATABASE_URL.`,
    );
  }
}

/**
 * Takes DATA_DIR's database lock, or throws once it is clear another server holds it. PGlite does
 * not lock its directory, and a second process would silently write rows the first never sees.
 * Process ids cannot tell holders apart (the server is process 1 in every container, and another
 * host shares no process table), so the lock is proper-lockfile's: a directory created atomically
 * on the shared volume, whose modification time its holder keeps fresh. A lock nobody refreshed for
 * LOCK_STALE_MS (a holder killed outright) is taken over; a start waits that long before refusing,
 * so a restart right after a crash succeeds. Only the holder ever removes the lock.
 */
export async function takeDatabaseLock(
  dataDir: string,
  { staleMs = LOCK_STALE_MS, onLost }: { staleMs?: number; onLost?: (error: Error) => void } = {},
): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, "db.lock");
  const holderFile = path.join(dataDir, "db.lock.holder");
  // Older versions kept a process id in a plain file of this name; a directory replaces it.
  if (fs.statSync(lockPath, { throwIfNoEntry: false })?.isFile()) fs.rmSync(lockPath);
  const options = {
    lockfilePath: lockPath,
    realpath: false,
    stale: staleMs,
    update: Math.min(5_000, staleMs / 2),
    onCompromised:
      onLost ??
      ((error: Error) => {
        // Another process took the lock over (this one stalled past LOCK_STALE_MS) or removed it:
        // stop, so that two servers never write to one database.
        console.error(`Lost the embedded database lock ${lockPath} (${error.message}): stopping.`);
        process.kill(process.pid, "SIGTERM");
      }),
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    console.warn(
      `The embedded database in ${dataDir} is locked: waiting up to ${staleMs / 1000} s in case its holder has just stopped.`,
    );
    try {
      release = await lockfile.lock(dataDir, {
        ...options,
        retries: { retries: Math.ceil(staleMs / 1000) + 1, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      });
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== "ELOCKED") throw retryError;
      const holder =
        (fs.existsSync(holderFile) && fs.readFileSync(holderFile, "utf8").trim()) || "another server";
      throw new EmbeddedDatabaseInUse(dataDir, holder);
    }
  }
  const me = `process ${process.pid} on host ${os.hostname()}`;
  fs.writeFileSync(holderFile, me);
  return async () => {
    if (fs.existsSync(holderFile) && fs.readFileSync(holderFile, "utf8") === me) fs.rmSync(holderFile);
    await release().catch(() => {
      // Not ours any more (lost, see onCompromised): the lock there now is another server's.
    });
  };
}

/**
 * `compact`, for a command that reads or writes each table once in key order (decision 324): 16 MB
 * of shared buffers instead of PGlite's 128 (its WebAssembly memory grows with them, never shrinks).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  { compact = false }: { compact?: boolean } = {},
): Promise<EmbeddedPostgres> {
  const dbDir = databaseDir(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = await takeDatabaseLock(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(dbDir, {
      extensions: PGLITE_EXTENSIONS,
      ...(compact && { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] }),
    });
  } catch (error) {
    await releaseLock();
    throw error;
  }

  return {
    db,
    async withSocket(client) {
      // One connection: PGlite has one backend, and the socket mixes the messages of several.
      // Loopback only, and only for this step: the socket accepts any user and password.
      const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 1 });
      await server.start();
      const port = Number(server.getServerConn().split(":").pop());
      try {
        return await client(`postgresql://postgres:postgres@127.0.0.1:${port}/postgres`);
      } finally {
        await server.stop();
      }
    },
    async stop() {
      await db.close();
      await releaseLock();
    },
  };
}
