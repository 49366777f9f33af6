// `npm run db:seed`: migrates, then seeds the demo content if the database is empty.
import { ConfigError, getEnv } from "../app/utils/env.server";
import { startDatabase } from "../server/database";

try {
  const database = await startDatabase(getEnv());
  const { seedDemoContentIfEmpty } = await import("../prisma/seed");
  const { prisma } = await import("../app/db.server");
  console.log(
    (await seedDemoContentIfEmpty()) ? "Seeded demo content." : "The database has content: nothing seeded.",
  );
  await prisma.$disconnect();
  await database.stop();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
