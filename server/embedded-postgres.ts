// The embedded default database: PGlite (PostgreSQL compiled to WASM) stored under DATA_DIR and
// served on a loopback Postgres socket, so Prisma talks to it as to any PostgreSQL.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
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
    throw new Error(`The embedded database in ${path.dirname(lockFile)} is in use by process ${holder}`);
  }
  fs.writeFileSync(lockFile, String(process.pid));
}

export async function startEmbeddedPostgres(
  dataDir: string,
  maxConnections: number,
): Promise<EmbeddedPostgres> {
  const dbDir = path.join(dataDir, "db");
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "db.lock");
  takeLock(lockFile);

  const db = await PGlite.create(dbDir);
  // Loopback only: the embedded server accepts any user and password.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections });
  await server.start();
  const address = server.getServerConn();
  const port = Number(address.split(":").pop());

  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
      fs.rmSync(lockFile, { force: true });
    },
  };
}
