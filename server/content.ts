// What the app needs in its database before serving: demo content on an empty database.
import type { Env } from "../app/utils/env.server";
import { seedDemoContentIfEmpty } from "../prisma/seed";

export async function prepareContent(env: Env) {
  if (env.SEED_DEMO && (await seedDemoContentIfEmpty()))
    console.log("Seeded demo content into the empty database.");
}
