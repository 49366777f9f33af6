// The PostgreSQL the soak's server runs on, and how the soak restarts it: the machine's cluster
// (Debian's pg_ctlcluster, for a quiet machine) or a private throwaway cluster (initdb + pg_ctl on
// a free port in a temporary directory) that nobody else on a shared machine uses (decision 100).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { withClient } from "../tests/support/postgres";
import { freePort } from "./free-port";

const run = promisify(execFile);

/** The machine's PostgreSQL version, found as `.ci/run` finds it (Debian keeps one per version). */
function debianVersion() {
  try {
    return fs.readdirSync("/etc/postgresql").sort()[0] ?? "15";
  } catch {
    return "15";
  }
}
const PG_BIN = `/usr/lib/postgresql/${debianVersion()}/bin`;
const MACHINE_CLUSTER = [debianVersion(), "main"];

export interface SoakPostgres {
  /** The soak database's connection string. */
  url: string;
  description: string;
  restart(): Promise<void>;
  /** Drops the soak database, or stops and deletes the private cluster. */
  remove(): Promise<void>;
}

function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function recreateDatabase(adminUrl: string, name: string) {
  await withClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  return databaseUrl(adminUrl, name);
}

/** The cluster on 127.0.0.1:5432 that the tests use; restarting it cuts off everyone using it. */
export async function machinePostgres(database: string): Promise<SoakPostgres> {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  return {
    url: await recreateDatabase(adminUrl, database),
    description: `the machine's cluster ${MACHINE_CLUSTER.join("/")} (pg_ctlcluster restart)`,
    restart: async () => {
      // Without the flag, pg_ctlcluster hands the restart to systemd, which a container lacks.
      await run("pg_ctlcluster", ["--skip-systemctl-redirect", ...MACHINE_CLUSTER, "restart"]);
    },
    remove: () =>
      withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/** A fresh cluster of its own: trust auth for `postgres`, listening on 127.0.0.1 only. */
export async function privatePostgres(database: string): Promise<SoakPostgres> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-soak-pg-"));
  const data = path.join(directory, "data");
  const port = await freePort();
  // initdb and postgres refuse to run as root: as root, they run as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run("chown", ["postgres", directory]);
  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(PG_BIN, tool), ...args])
      : run(path.join(PG_BIN, tool), args);
  // The log file also keeps the server's output off pg_ctl's, which would otherwise stay open.
  const serverOptions = [
    "-l",
    path.join(directory, "postgres.log"),
    "-o",
    `-p ${port} -h 127.0.0.1 -k ${directory}`,
  ];

  await pgTool("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  await pgTool("pg_ctl", ["-D", data, "-w", ...serverOptions, "start"]);
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    url: await recreateDatabase(adminUrl, database),
    description: `a private cluster on 127.0.0.1:${port} (initdb + pg_ctl restart)`,
    restart: async () => {
      await pgTool("pg_ctl", ["-D", data, "-w", "-m", "fast", ...serverOptions, "restart"]);
    },
    remove: async () => {
      await pgTool("pg_ctl", ["-D", data, "-w", "-m", "fast", "stop"]).catch(() => undefined);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
