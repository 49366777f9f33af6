// What the app needs in its database before serving: the owner account, and demo content on an
// empty database.
import { ensureOwner } from "../app/modules/auth/owner.server";
import type { Env } from "../app/utils/env.server";
import { seedDemoContentIfEmpty } from "../prisma/seed";

export async function prepareContent(env: Env) {
  await ensureOwner(env);
  if (env.SEED_DEMO && (await seedDemoContentIfEmpty()))
    console.log("Seeded demo content into the empty database.");
}
