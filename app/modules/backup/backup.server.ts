// Takes a backup: every table's rows (as PostgreSQL itself writes them to JSON, read in one
// snapshot), every uploaded file under its key, and a manifest, packed into one .tar.gz archive
// (decision 215). The same code serves `npm run backup` and the dashboard's download.
import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { finished, pipeline } from "node:stream/promises";
import * as tar from "tar";
import { prisma } from "~/db.server";
import { UPLOAD_PREFIXES } from "~/modules/media/image-url";
import { getStorage, OBJECT_KEY_PATTERN } from "~/modules/media/storage.server";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  MANIFEST_FILE,
  rowCount,
  tableFile,
  uploadFile,
  type BackupVia,
  type Manifest,
} from "./manifest";
import { appliedMigrations, backedUpTables, NOT_BACKED_UP, quoted, type Db } from "./tables.server";

const ROWS_PER_READ = 500;
/** The snapshot's transaction may take a while on a big shop; the embedded database queues meanwhile. */
const SNAPSHOT_TIMEOUT_MS = 10 * 60_000;

export interface BackupSummary {
  file: string;
  takenAt: Date;
  rows: number;
  files: number;
  bytes: number;
}

/** The archive's file name: the shop and the moment, sortable. */
export const archiveName = (takenAt: Date) =>
  `atelier-backup-${takenAt.toISOString().replace(/[:.]/g, "-")}.tar.gz`;

/** Writes a backup of the shop to `file` (a .tar.gz) and records it for the dashboard. */
export async function takeBackup(file: string, via: BackupVia): Promise<BackupSummary> {
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "atelier-backup-"));
  try {
    const takenAt = new Date();
    // The rows first: a file uploaded meanwhile is only an extra file, never a row without its file.
    const database = await prisma.$transaction((tx) => dumpTables(tx, staging), {
      isolationLevel: "RepeatableRead",
      timeout: SNAPSHOT_TIMEOUT_MS,
      maxWait: SNAPSHOT_TIMEOUT_MS,
    });
    const files = await copyUploads(staging);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      takenAt: takenAt.toISOString(),
      via,
      database: globalThis.__atelierEmbeddedDatabase ? "embedded" : "postgresql",
      storage: getStorage().driver,
      ...database,
      files,
      notIncluded: { ...NOT_BACKED_UP, "image variants": "made again from each photo on first request" },
    };
    await fsp.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // Written beside and renamed: a half-written archive never carries the final name.
    const partial = `${file}.partial`;
    try {
      await tar.create({ gzip: true, portable: true, file: partial, cwd: staging }, [
        MANIFEST_FILE,
        "database",
        "files",
      ]);
      await fsp.rename(partial, file);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
    const rows = rowCount(database.tables);
    await prisma.backup.create({ data: { takenAt, via, rows, files: files.length } });
    return { file, takenAt, rows, files: files.length, bytes: (await fsp.stat(file)).size };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

async function dumpTables(db: Db, staging: string) {
  await fsp.mkdir(path.join(staging, "database"));
  const tables = await backedUpTables(db);
  const dumped: Manifest["tables"] = [];
  for (const table of tables) {
    const rows = await dumpRows(db, table.name, table.primaryKey, path.join(staging, tableFile(table.name)));
    const sequences = [];
    for (const { column, sequence } of table.sequences) {
      const [state] = await db.$queryRawUnsafe<{ lastValue: string; isCalled: boolean }[]>(
        `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${sequence}`,
      );
      sequences.push({ column, ...state });
    }
    dumped.push({ name: table.name, columns: table.columns, rows, sequences });
  }
  return { migrations: await appliedMigrations(db), tables: dumped };
}

/** One line per row: PostgreSQL's own JSON of it, which json_populate_recordset reads back exactly. */
async function dumpRows(db: Db, table: string, primaryKey: string[], file: string) {
  const out = fs.createWriteStream(file);
  const order = primaryKey.length > 0 ? primaryKey.map(quoted).join(", ") : "1";
  let count = 0;
  try {
    for (;;) {
      const page = await db.$queryRawUnsafe<{ line: string }[]>(
        `SELECT row_to_json(t)::text AS line FROM ${quoted(table)} t ORDER BY ${order} LIMIT ${ROWS_PER_READ} OFFSET ${count}`,
      );
      if (page.length === 0) break;
      if (!out.write(page.map(({ line }) => `${line}\n`).join(""))) {
        await once(out, "drain");
      }
      count += page.length;
    }
  } finally {
    out.end();
    await finished(out);
  }
  return count;
}

/** Copies every stored upload into the staging folder, with its size and checksum. */
async function copyUploads(staging: string): Promise<Manifest["files"]> {
  const storage = getStorage();
  const files: Manifest["files"] = [];
  await fsp.mkdir(path.join(staging, "files"));
  for (const prefix of UPLOAD_PREFIXES) {
    for (const { key } of await storage.list(prefix)) {
      if (!OBJECT_KEY_PATTERN.test(key)) continue;
      const object = await storage.get(key);
      if (!object) continue; // deleted since it was listed
      const target = path.join(staging, uploadFile(key));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const hash = createHash("sha256");
      object.body.on("data", (chunk: Buffer) => hash.update(chunk));
      await pipeline(object.body, fs.createWriteStream(target));
      files.push({ key, bytes: (await fsp.stat(target)).size, sha256: hash.digest("hex") });
    }
  }
  return files;
}
