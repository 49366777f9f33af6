// Restores a backup archive into this install: checks the archive and the install first (schema,
// existing data, every table file and upload against the manifest), stores the uploaded files under
// their keys, then replaces every backed-up table's rows in one transaction, streamed in batches, and
// moves each sequence past the restored ids (decisions 215 and 321), through a connection of its
// own (decision 324). A failure leaves the database and the store as they were.
import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import * as tar from "tar";
import { UPLOAD_PREFIXES } from "~/modules/media/image-url";
import { getStorage, OBJECT_KEY_PATTERN } from "~/modules/media/storage.server";
import { contentTypeOfKey } from "~/modules/media/sniff";
import { badRequest, conflict } from "~/utils/errors";
import type { BackupSummary } from "./backup.server";
import { MANIFEST_FILE, manifestSchema, rowCount, tableFile, uploadFile, type Manifest } from "./manifest";
import { shopDatabase, type Sql } from "./connection.server";
import { refundsNotInBackup, type RefundNotInBackup } from "./stripe-refunds.server";
import { appliedMigrations, backedUpTables, quoted, type TableInfo } from "./tables.server";

/** Rows per INSERT, and at most this many bytes of JSON: memory stays the same whatever a table's size. */
const ROWS_PER_INSERT = 500;
const BYTES_PER_INSERT = 4 * 1024 * 1024;
/**
 * The archive is read this much at a time. tar's default reads a file under 16 MB whole, and its
 * gzip expands all of it at once: a big shop's 6 MB archive became 230 MB of buffers in one go.
 */
const READ_SIZE = 64 * 1024;

export interface RestoreSummary extends BackupSummary {
  /**
   * With `force`: refunds Stripe made on the archive's orders that it does not hold (decision
   * 327), or why Stripe could not be asked.
   */
  refundsNotInBackup: RefundNotInBackup[] | { unanswered: string };
}

/**
 * Restores `file`. Refuses, changing nothing, an archive that is not a backup, is incomplete or
 * damaged, or comes from a newer schema, and a shop that has data unless `force`.
 */
export async function restoreBackup(file: string, { force = false } = {}): Promise<RestoreSummary> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), "atelier-restore-"));
  try {
    await unpack(file, folder);
    const manifest = await readManifest(folder);
    const database = shopDatabase();
    const tables = await database.transaction("READ COMMITTED", async (db) => {
      const tables = await backedUpTables(db);
      await checkSchema(db, manifest, tables);
      if (!force) await refuseIfShopHasData(db, tables);
      return tables;
    });
    await checkTableFiles(folder, manifest);
    await checkFiles(folder, manifest);
    // Asked before anything changes: the answer is about the shop being replaced, Stripe's account.
    const refunds = force
      ? await refundsNotInBackup(folder, manifest).catch((error: Error) => ({ unanswered: error.message }))
      : [];

    // Files first: should storage fail, the database is still as it was. Files this restore added
    // are removed again if the rows cannot be restored.
    const added = await storeFiles(folder, manifest);
    try {
      await database.transaction("READ COMMITTED", (db) => replaceRows(db, folder, manifest, tables));
    } catch (error) {
      const storage = getStorage();
      for (const key of added) await storage.delete(key).catch(() => {});
      throw error;
    }
    return {
      takenAt: new Date(manifest.takenAt),
      rows: rowCount(manifest.tables),
      files: manifest.files.length,
      refundsNotInBackup: refunds,
    };
  } finally {
    await fsp.rm(folder, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Reads the whole archive once before unpacking it: a cut download or copy ends early, and is
 * refused as such with nothing written (unpacking first left half a folder being written behind).
 */
async function unpack(file: string, folder: string) {
  await tar.t({ file, strict: true, maxReadSize: READ_SIZE }).catch((error: NodeJS.ErrnoException) => {
    throw badRequest(
      error.code === "Z_BUF_ERROR" || /Truncated input/.test(error.message)
        ? `${file} is not a complete backup: the archive ends early. Was it cut while downloading or copying? Take or copy it again.`
        : `${file} is not a backup archive (a .tar.gz written by npm run backup).`,
    );
  });
  await tar.extract({ file, cwd: folder, strict: true, maxReadSize: READ_SIZE });
}

async function readManifest(folder: string) {
  const text = await fsp.readFile(path.join(folder, MANIFEST_FILE), "utf8").catch(() => undefined);
  const parsed = text === undefined ? undefined : manifestSchema.safeParse(JSON.parse(text));
  if (!parsed?.success)
    throw badRequest("This archive has no readable manifest: it is not a backup of this shop.");
  return parsed.data;
}

/** The archive's schema must be this install's or an older one, with nothing it holds gone since. */
async function checkSchema(db: Sql, manifest: Manifest, tables: TableInfo[]) {
  const applied = new Set(await appliedMigrations(db));
  const unknown = manifest.migrations.filter((name) => !applied.has(name));
  if (unknown.length > 0) {
    throw conflict(
      `This backup comes from a newer version of the shop: its database has migration ${unknown.join(", ")}, which this install does not. Update this install, then restore.`,
    );
  }
  for (const archived of manifest.tables) {
    const table = tables.find((candidate) => candidate.name === archived.name);
    const missing = archived.columns.filter((column) => !table?.columns.includes(column));
    if (!table || missing.length > 0) {
      throw conflict(
        `This install has no ${table ? `column ${missing.join(", ")} in table` : "table"} ${archived.name}, which the backup holds: it cannot restore it.`,
      );
    }
  }
}

async function refuseIfShopHasData(db: Sql, tables: TableInfo[]) {
  const filled = [];
  for (const { name } of tables) {
    const [{ count }] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${quoted(name)}`,
    );
    if (count > 0) filled.push({ name, count });
  }
  if (filled.length > 0) {
    throw conflict(
      `This shop already has data (${filled.map(({ name, count }) => `${name}: ${count}`).join(", ")}). Restoring replaces all of it: run the restore again with --force to do so.`,
    );
  }
}

/** The lines of a table file, one at a time. */
function tableLines(folder: string, table: string) {
  const input = fs.createReadStream(path.join(folder, tableFile(table)), "utf8");
  return readline.createInterface({ input, crlfDelay: Infinity });
}

/** Every table file holds the rows its manifest counts, with its checksum (read once, a line at a time). */
async function checkTableFiles(folder: string, manifest: Manifest) {
  for (const { name, rows, sha256 } of manifest.tables) {
    const hash = createHash("sha256");
    let lines = 0;
    try {
      for await (const line of tableLines(folder, name)) {
        hash.update(`${line}\n`);
        lines += 1;
      }
    } catch {
      throw badRequest(`The backup is damaged: the file of table ${name} is missing.`);
    }
    if (lines !== rows || (sha256 !== undefined && hash.digest("hex") !== sha256)) {
      throw badRequest(
        `The backup is damaged: table ${name} has ${lines} rows, its manifest ${rows}${lines === rows ? ", and its checksum differs" : ""}.`,
      );
    }
  }
}

/** Every file is where the manifest says, with its size and checksum, under a key storage accepts. */
async function checkFiles(folder: string, manifest: Manifest) {
  for (const { key, bytes, sha256 } of manifest.files) {
    if (!OBJECT_KEY_PATTERN.test(key))
      throw badRequest(`The backup holds a file under an unexpected key: ${key}.`);
    const body = await fsp.readFile(path.join(folder, uploadFile(key))).catch(() => undefined);
    if (!body || body.length !== bytes || createHash("sha256").update(body).digest("hex") !== sha256) {
      throw badRequest(`The backup is damaged: the file ${key} is missing or differs from its manifest.`);
    }
  }
}

/** Stores the archive's files under their keys; answers the keys the store did not hold before. */
async function storeFiles(folder: string, manifest: Manifest) {
  const storage = getStorage();
  const held = new Set<string>();
  for (const prefix of UPLOAD_PREFIXES) for (const { key } of await storage.list(prefix)) held.add(key);
  const added: string[] = [];
  try {
    for (const { key } of manifest.files) {
      const body = await fsp.readFile(path.join(folder, uploadFile(key)));
      await storage.put(key, body, contentTypeOfKey(key) ?? "application/octet-stream");
      if (!held.has(key)) added.push(key);
    }
  } catch (error) {
    for (const key of added) await storage.delete(key).catch(() => {});
    throw error;
  }
  return added;
}

async function replaceRows(db: Sql, folder: string, manifest: Manifest, tables: TableInfo[]) {
  await db.query(`TRUNCATE ${tables.map(({ name }) => quoted(name)).join(", ")} RESTART IDENTITY CASCADE`);
  // In this install's dependency order, so each row's parents are there before it.
  for (const table of tables) {
    const archived = manifest.tables.find(({ name }) => name === table.name);
    if (!archived) continue;
    await insertRows(db, folder, table, archived.columns);
    for (const { column, sequence } of table.sequences) {
      const state = archived.sequences.find((candidate) => candidate.column === column);
      // Past both the archived counter (ids handed out, then deleted, are not handed out again) and the highest id.
      const used = state ? BigInt(state.lastValue) - (state.isCalled ? 0n : 1n) : 0n;
      const name = sequence.replace(/'/g, "''");
      await db.query(
        `SELECT CASE WHEN next > 1 THEN setval('${name}', next - 1, true) ELSE setval('${name}', 1, false) END AS value
         FROM (SELECT GREATEST($1::bigint, COALESCE(MAX(${quoted(column)})::bigint, 0)) + 1 AS next FROM ${quoted(table.name)}) AS counter`,
        [used.toString()],
      );
    }
  }
  // Timestamps as Prisma stores them: UTC, without a zone.
  await db.query(
    `INSERT INTO "Backup" ("takenAt", via, rows, files, "restoredAt") VALUES ($1::timestamptz AT TIME ZONE 'UTC', $2, $3, $4, now() AT TIME ZONE 'UTC')`,
    [manifest.takenAt, manifest.via, rowCount(manifest.tables), manifest.files.length],
  );
}

/** A table's rows from its file, a batch at a time: only the archived columns (a newer one takes its default). */
async function insertRows(db: Sql, folder: string, table: TableInfo, archivedColumns: string[]) {
  const columns = archivedColumns.map(quoted).join(", ");
  const insert = (lines: string[]) =>
    db.query(
      `INSERT INTO ${quoted(table.name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quoted(table.name)}, $1::json)`,
      [`[${lines.join(",")}]`],
    );
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of tableLines(folder, table.name)) {
    batch.push(line);
    bytes += line.length;
    if (batch.length === ROWS_PER_INSERT || bytes >= BYTES_PER_INSERT) {
      await insert(batch);
      [batch, bytes] = [[], 0];
    }
  }
  if (batch.length > 0) await insert(batch);
}
