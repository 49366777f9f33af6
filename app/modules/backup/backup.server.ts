// Takes a backup: every table's rows (as PostgreSQL itself writes them to JSON, read in one
// snapshot), every uploaded file under its key, and a manifest, packed into one .tar.gz archive
// (decision 215). The archive streams out as it is made (decision 320): the dashboard's download
// starts at once, and `npm run backup` writes it to a file only its owner can read. The rows are
// read through a connection of the backup's own (decision 324); on the embedded database while the
// shop serves, from a copy of it, so the shop's one connection stays free (decision 325).
import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import * as tar from "tar";
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
import { shopDatabase, type Database, type Sql } from "./connection.server";
import { withEmbeddedCopy } from "./embedded-copy.server";
import { appliedMigrations, backedUpTables, NOT_BACKED_UP, quoted } from "./tables.server";

const ROWS_PER_READ = 1000;
/** Archives hold buyers' names, addresses and mails: readable by their owner only, in folders only she can list. */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

export interface BackupSummary {
  takenAt: Date;
  rows: number;
  files: number;
}

/** The archive's file name: the shop and the moment, sortable. */
export const archiveName = (takenAt: Date) =>
  `atelier-backup-${takenAt.toISOString().replace(/[:.]/g, "-")}.tar.gz`;

/** Writes a backup of the shop to `file` (a .tar.gz, mode 0600) and records it for the dashboard. */
export async function takeBackup(file: string, via: BackupVia) {
  // A folder the backup creates is private; one she named keeps its mode, the archive is private anyway.
  await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: PRIVATE_FOLDER });
  // Written beside and renamed: a half-written archive never carries the final name.
  const partial = `${file}.partial`;
  try {
    const summary = await writeBackup(
      fs.createWriteStream(partial, { mode: PRIVATE_FILE, flags: "wx" }),
      via,
    );
    await fsp.rename(partial, file);
    return { ...summary, file, bytes: (await fsp.stat(file)).size };
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
}

/**
 * Writes a backup archive into `out` as it is made (each table's file as soon as it is read), and
 * records it once complete. A failure destroys `out`: what was sent is not a complete archive,
 * which a restore says.
 */
export async function writeBackup(out: Writable, via: BackupVia): Promise<BackupSummary> {
  // mkdtemp makes the folder 0700; the files in it are 0600 too.
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "atelier-backup-"));
  // Each file read and gzipped 64 KB at a time: tar's default, 16 MB, compressed on the server's
  // one thread held every request for a second or more.
  const pack = new tar.Pack({ cwd: staging, gzip: true, portable: true, maxReadSize: 64 * 1024 });
  const packed = pipeline(pack, out);
  // Rejected only together with `out`, which the catch below reports.
  packed.catch(() => {});
  try {
    const takenAt = new Date();
    // The rows first: a file uploaded meanwhile is only an extra file, never a row without its file.
    const embedded = globalThis.__atelierEmbeddedDatabase;
    const database =
      embedded && via === "dashboard"
        ? await withEmbeddedCopy(embedded, path.join(staging, "snapshot"), (copy) =>
            dumpTables(copy, staging, pack),
          )
        : await dumpTables(shopDatabase(), staging, pack);
    const files = await copyUploads(staging, pack);
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
    await fsp.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE,
    });
    pack.add(MANIFEST_FILE);
    pack.end();
    await packed;
    const rows = rowCount(database.tables);
    await shopDatabase().transaction("READ COMMITTED", (db) =>
      db.query(
        `INSERT INTO "Backup" ("takenAt", via, rows, files) VALUES ($1::timestamptz AT TIME ZONE 'UTC', $2, $3, $4)`,
        [takenAt.toISOString(), via, rows, files.length],
      ),
    );
    return { takenAt, rows, files: files.length };
  } catch (error) {
    out.destroy(error as Error);
    await packed.catch(() => {});
    throw error;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/** Every table's rows and sequences, read in one snapshot: one consistent cut of the shop. */
async function dumpTables(database: Database, staging: string, pack: tar.Pack) {
  await fsp.mkdir(path.join(staging, "database"));
  return database.transaction("REPEATABLE READ READ ONLY", async (db) => {
    const tables = await backedUpTables(db);
    const dumped: Manifest["tables"] = [];
    for (const table of tables) {
      const file = tableFile(table.name);
      const { rows, sha256 } = await dumpRows(db, table.name, table.primaryKey, path.join(staging, file));
      pack.add(file);
      const sequences = [];
      for (const { column, sequence } of table.sequences) {
        const [state] = await db.query<{ lastValue: string; isCalled: boolean }>(
          `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${sequence}`,
        );
        sequences.push({ column, ...state });
      }
      dumped.push({ name: table.name, columns: table.columns, rows, sha256, sequences });
    }
    return { migrations: await appliedMigrations(db), tables: dumped };
  });
}

/**
 * One line per row: PostgreSQL's own JSON of it, which json_populate_recordset reads back exactly.
 * Read through one cursor in the snapshot, so each batch continues where the last one stopped
 * (an OFFSET made PostgreSQL build every skipped row again: time grew with the square of the rows).
 */
async function dumpRows(db: Sql, table: string, primaryKey: string[], file: string) {
  const out = fs.createWriteStream(file, { mode: PRIVATE_FILE });
  const hash = createHash("sha256");
  const order = primaryKey.length > 0 ? primaryKey.map(quoted).join(", ") : "1";
  let rows = 0;
  await db.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${quoted(table)} t ORDER BY ${order}`,
  );
  try {
    for (;;) {
      const batch = await db.query<{ line: string }>(`FETCH ${ROWS_PER_READ} FROM backup_rows`);
      if (batch.length === 0) break;
      const text = batch.map(({ line }) => `${line}\n`).join("");
      hash.update(text);
      if (!out.write(text)) await once(out, "drain");
      rows += batch.length;
    }
    await db.query(`CLOSE backup_rows`);
  } finally {
    out.end();
    await finished(out);
  }
  return { rows, sha256: hash.digest("hex") };
}

/** Copies every stored upload into the staging folder, with its size and checksum. */
async function copyUploads(staging: string, pack: tar.Pack): Promise<Manifest["files"]> {
  const storage = getStorage();
  const files: Manifest["files"] = [];
  await fsp.mkdir(path.join(staging, "files"));
  for (const prefix of UPLOAD_PREFIXES) {
    for (const { key } of await storage.list(prefix)) {
      if (!OBJECT_KEY_PATTERN.test(key)) continue;
      const object = await storage.get(key);
      if (!object) continue; // deleted since it was listed
      const file = uploadFile(key);
      const target = path.join(staging, file);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const hash = createHash("sha256");
      object.body.on("data", (chunk: Buffer) => hash.update(chunk));
      await pipeline(object.body, fs.createWriteStream(target, { mode: PRIVATE_FILE }));
      pack.add(file);
      files.push({ key, bytes: (await fsp.stat(target)).size, sha256: hash.digest("hex") });
    }
  }
  return files;
}
