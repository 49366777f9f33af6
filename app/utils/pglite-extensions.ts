// The PostgreSQL extensions the shop's migrations create (pg_trgm, decision 349), loaded into every
// PGlite that opens the embedded database: PGlite has only the extensions it is given, and a table
// with an index of one it lacks cannot be written. The backup's copy process (embedded-copy-child.ts)
// names the same ones itself.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const PGLITE_EXTENSIONS = { pg_trgm };
