// Points this worker at its own clone of the migrated template before any app module loads.
import { TEMPLATE_DATABASE } from "./global-database";
import { databaseUrl, DB_PREFIX, recreateDatabase } from "./postgres";

const name = `${DB_PREFIX}_test_${process.env.VITEST_POOL_ID ?? "0"}`;
const marker = `__atelierTestDatabase_${name}`;
const state = globalThis as Record<string, unknown>;

if (!state[marker]) {
  state[marker] = await recreateDatabase(name, TEMPLATE_DATABASE);
}
process.env.DATABASE_URL = databaseUrl(name);
