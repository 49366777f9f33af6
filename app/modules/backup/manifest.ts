// The manifest at the top of a backup archive: what the archive holds and which schema wrote it,
// read back (and checked) before a restore touches anything.
import { z } from "zod";

export const ARCHIVE_FORMAT = "atelier-backup";
export const ARCHIVE_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";

const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "is not a table or column name");

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  takenAt: z.string().datetime(),
  via: z.enum(["command", "dashboard"]),
  database: z.enum(["embedded", "postgresql"]),
  storage: z.enum(["local", "s3"]),
  /** Every migration applied to the database it was taken from, oldest first. */
  migrations: z.array(z.string()).min(1),
  tables: z.array(
    z.object({
      name: identifier,
      columns: z.array(identifier),
      rows: z.number().int().min(0),
      /** SHA-256 of the table's file; archives written before it was recorded have none. */
      sha256: z.string().optional(),
      sequences: z.array(
        z.object({
          column: identifier,
          /** As PostgreSQL gives it: a bigint in decimal. */
          lastValue: z.string().regex(/^-?\d+$/),
          isCalled: z.boolean(),
        }),
      ),
    }),
  ),
  files: z.array(z.object({ key: z.string(), bytes: z.number().int().min(0), sha256: z.string() })),
  notIncluded: z.record(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The rows of every table an archive holds. */
export const rowCount = (tables: Manifest["tables"]) => tables.reduce((sum, table) => sum + table.rows, 0);
export type BackupVia = Manifest["via"];

/** Where a table's rows are in the archive: one JSON object per line, as PostgreSQL wrote it. */
export const tableFile = (table: string) => `database/${table}.jsonl`;
/** Where an uploaded file is in the archive: under its storage key. */
export const uploadFile = (key: string) => `files/${key}`;
