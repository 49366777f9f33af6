// Migrates a template database once per run; each worker clones it (worker-database.ts).
import { createMigratedDatabase, DB_PREFIX } from "./postgres";

export const TEMPLATE_DATABASE = `${DB_PREFIX}_test_template`;

export default async function setup() {
  await createMigratedDatabase(TEMPLATE_DATABASE);
}
