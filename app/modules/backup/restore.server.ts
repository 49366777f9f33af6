// Restores a backup archive into this install: checks the archive and the install first (schema,
// existing data), stores the uploaded files under their keys, then replaces every backed-up
// table's rows in one transaction and moves each sequence past the restored ids (decision 215).
import { createHash } from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { prisma } from "~/db.server";
import { getStorage, OBJECT_KEY_PATTERN } from "~/modules/media/storage.server";
import { contentTypeOfKey } from "~/modules/media/sniff";
import { badRequest, conflict } from "~/utils/errors";
import type { BackupSummary } from "./backup.server";
import { MANIFEST_FILE, manifestSchema, rowCount, tableFile, uploadFile, type Manifest } from "./manifest";
import { appliedMigrations, backedUpTables, quoted, type Db, type TableInfo } from "./tables.server";

const ROWS_PER_INSERT = 200;
const RESTORE_TIMEOUT_MS = 30 * 60_000;

/**
 * Restores `file`. Refuses, changing nothing, an archive that is not a backup, is damaged, or comes
 * from a newer schema, and a shop that has data unless `force`.
 */
export async function restoreBackup(
  file: string,
  { force = false } = {},
): Promise<Omit<BackupSummary, "file" | "bytes">> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), "atelier-restore-"));
  try {
    await tar.extract({ file, cwd: folder, strict: true }).catch(() => {
      throw badRequest(`${file} is not a backup archive (a .tar.gz written by npm run backup).`);
    });
    const manifest = await readManifest(folder);
    const tables = await backedUpTables(prisma);
    await checkSchema(manifest, tables);
    if (!force) await refuseIfShopHasData(tables);
    await checkFiles(folder, manifest);

    // Files first: should storage fail, the database is still as it was.
    const storage = getStorage();
    for (const { key } of manifest.files) {
      const body = await fsp.readFile(path.join(folder, uploadFile(key)));
      await storage.put(key, body, contentTypeOfKey(key) ?? "application/octet-stream");
    }
    await prisma.$transaction((tx) => replaceRows(tx, folder, manifest, tables), {
      timeout: RESTORE_TIMEOUT_MS,
      maxWait: RESTORE_TIMEOUT_MS,
    });
    return {
      takenAt: new Date(manifest.takenAt),
      rows: rowCount(manifest.tables),
      files: manifest.files.length,
    };
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

async function readManifest(folder: string) {
  const text = await fsp.readFile(path.join(folder, MANIFEST_FILE), "utf8").catch(() => undefined);
  const parsed = text === undefined ? undefined : manifestSchema.safeParse(JSON.parse(text));
  if (!parsed?.success)
    throw badRequest("This archive has no readable manifest: it is not a backup of this shop.");
  return parsed.data;
}

/** The archive's schema must be this install's or an older one, with nothing it holds gone since. */
async function checkSchema(manifest: Manifest, tables: TableInfo[]) {
  const applied = new Set(await appliedMigrations(prisma));
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

async function refuseIfShopHasData(tables: TableInfo[]) {
  const counts = await Promise.all(
    tables.map(async ({ name }) => {
      const [{ count }] = await prisma.$queryRawUnsafe<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM ${quoted(name)}`,
      );
      return { name, count };
    }),
  );
  const filled = counts.filter(({ count }) => count > 0);
  if (filled.length > 0) {
    throw conflict(
      `This shop already has data (${filled.map(({ name, count }) => `${name}: ${count}`).join(", ")}). Restoring replaces all of it: run the restore again with --force to do so.`,
    );
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

async function replaceRows(db: Db, folder: string, manifest: Manifest, tables: TableInfo[]) {
  await db.$executeRawUnsafe(
    `TRUNCATE ${tables.map(({ name }) => quoted(name)).join(", ")} RESTART IDENTITY CASCADE`,
  );
  // In this install's dependency order, so each row's parents are there before it.
  for (const table of tables) {
    const archived = manifest.tables.find(({ name }) => name === table.name);
    if (!archived) continue;
    const lines = (await fsp.readFile(path.join(folder, tableFile(table.name)), "utf8"))
      .split("\n")
      .filter(Boolean);
    if (lines.length !== archived.rows) {
      throw badRequest(
        `The backup is damaged: table ${table.name} has ${lines.length} rows, its manifest ${archived.rows}.`,
      );
    }
    // Only the archived columns: one a newer migration added takes its default.
    const columns = archived.columns.map(quoted).join(", ");
    for (let start = 0; start < lines.length; start += ROWS_PER_INSERT) {
      await db.$executeRawUnsafe(
        `INSERT INTO ${quoted(table.name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quoted(table.name)}, $1::json)`,
        `[${lines.slice(start, start + ROWS_PER_INSERT).join(",")}]`,
      );
    }
    for (const { column, sequence } of table.sequences) {
      const state = archived.sequences.find((candidate) => candidate.column === column);
      // Past both the archived counter (ids handed out, then deleted, are not handed out again) and the highest id.
      const used = state ? BigInt(state.lastValue) - (state.isCalled ? 0n : 1n) : 0n;
      const name = sequence.replace(/'/g, "''");
      await db.$queryRawUnsafe(
        `SELECT CASE WHEN next > 1 THEN setval('${name}', next - 1, true) ELSE setval('${name}', 1, false) END AS value
         FROM (SELECT GREATEST($1::bigint, COALESCE(MAX(${quoted(column)})::bigint, 0)) + 1 AS next FROM ${quoted(table.name)}) AS counter`,
        used.toString(),
      );
    }
  }
  const rows = rowCount(manifest.tables);
  await db.backup.create({
    data: {
      takenAt: new Date(manifest.takenAt),
      via: manifest.via,
      rows,
      files: manifest.files.length,
      restoredAt: new Date(),
    },
  });
}
