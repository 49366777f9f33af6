// The embedded default database: PGlite (PostgreSQL compiled to WASM) stored under DATA_DIR and
// queried in-process (app/db-embedded.server.ts). It listens on no port, except for the Prisma
// CLI's migrations: a one-connection loopback socket for that step only (decision 060).
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  db: PGlite;
  /** Serves the database on a loopback port to one client while `client` runs, then closes the port. */
  withSocket<T>(client: (url: string) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

/** Another live process holds the embedded database (a running shop, or a script). */
export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${dataDir} is in use by process ${pid}`);
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// PGlite does not lock its directory, and a second process would silently write rows the first
// never sees: a pid lock file refuses a second opener.
function takeLock(lockFile: string) {
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const holder = Number(fs.readFileSync(lockFile, "utf8"));
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new EmbeddedDatabaseInUse(path.dirname(lockFile), holder);
  }
  fs.writeFileSync(lockFile, String(process.pid));
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dbDir = path.join(dataDir, "db");
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "db.lock");
  takeLock(lockFile);
  const db = await PGlite.create(dbDir);

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
      fs.rmSync(lockFile, { force: true });
    },
  };
}
