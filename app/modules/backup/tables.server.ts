// What a backup learns about the database from the database itself: its tables in the order their
// foreign keys need, their columns, primary keys and sequences. A table or column a later migration
// adds is backed up and restored with no change here.
import type { Sql } from "./connection.server";

/** Tables kept out of every archive, with the reason (decision 215). */
export const NOT_BACKED_UP: Readonly<Record<string, string>> = {
  _prisma_migrations: "the schema version is recorded in the manifest instead, and checked at restore",
  Owner: "her password hash: the account comes from the install's OWNER_EMAIL/OWNER_PASSWORD",
  Session: "a session id signs her in: a copied archive must not",
  RateLimitBucket: "counters of the last minutes, keyed by visitors' addresses",
};

export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** Columns numbered by a sequence (`SERIAL`), with the sequence's name as SQL. */
  sequences: { column: string; sequence: string }[];
}

/** An identifier read from the catalog, quoted for SQL. */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table a backup holds, parents before the tables whose foreign keys point at them. */
export async function backedUpTables(db: Sql): Promise<TableInfo[]> {
  // One after the other: a connection runs one query at a time.
  const columns = await db.query<{ table: string; column: string }>(`
      SELECT table_name::text AS "table", column_name::text AS "column"
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_generated = 'NEVER'
      ORDER BY table_name, ordinal_position`);
  const keys = await db.query<{ table: string; column: string }>(`
      SELECT c.relname::text AS "table", a.attname::text AS "column"
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey)
      WHERE i.indisprimary
      ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`);
  const sequences = await db.query<{ table: string; column: string; sequence: string }>(`
      SELECT table_name::text AS "table", column_name::text AS "column", seq AS "sequence"
      FROM (SELECT table_name, column_name,
                   pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) AS seq
            FROM information_schema.columns WHERE table_schema = current_schema()) AS numbered
      WHERE seq IS NOT NULL`);
  const references = await db.query<{ child: string; parent: string }>(`
      SELECT child.relname::text AS child, parent.relname::text AS parent
      FROM pg_constraint k
      JOIN pg_class child ON child.oid = k.conrelid
      JOIN pg_class parent ON parent.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = k.connamespace AND n.nspname = current_schema()
      WHERE k.contype = 'f'`);
  const tables = new Map<string, TableInfo>();
  for (const { table, column } of columns) {
    if (table in NOT_BACKED_UP) continue;
    const info = tables.get(table) ?? { name: table, columns: [], primaryKey: [], sequences: [] };
    info.columns.push(column);
    tables.set(table, info);
  }
  for (const { table, column } of keys) tables.get(table)?.primaryKey.push(column);
  for (const { table, column, sequence } of sequences)
    tables.get(table)?.sequences.push({ column, sequence });
  return inDependencyOrder(tables, references);
}

/** Parents first; a table's reference to itself does not order anything. */
function inDependencyOrder(tables: Map<string, TableInfo>, references: { child: string; parent: string }[]) {
  const ordered: TableInfo[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    const table = tables.get(name);
    if (!table || ordered.includes(table)) return;
    if (visiting.has(name))
      throw new Error(`The foreign keys of table ${name} form a cycle: no order restores it`);
    visiting.add(name);
    for (const { child, parent } of references) if (child === name && parent !== name) visit(parent);
    visiting.delete(name);
    ordered.push(table);
  };
  [...tables.keys()].sort().forEach(visit);
  return ordered;
}

/** The names of the migrations applied to this database, oldest first. */
export async function appliedMigrations(db: Sql): Promise<string[]> {
  const rows = await db.query<{ name: string }>(`
    SELECT migration_name AS name FROM _prisma_migrations
    WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
    ORDER BY migration_name`);
  return rows.map((row) => row.name);
}
