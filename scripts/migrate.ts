// `npm run db:migrate`: applies the committed migrations to the configured (or embedded) database
// and exits, for deploys that migrate before starting the app.
import { ConfigError, getEnv } from "../app/utils/env.server";
import { startDatabase } from "../server/database";

try {
  const database = await startDatabase(getEnv());
  console.log(`Migrations applied (${database.embedded ? "embedded" : "external"} database).`);
  await database.stop();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
