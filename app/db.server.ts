// The one Prisma client of the process. The server sets DATABASE_URL before the app loads: either
// the configured PostgreSQL or the embedded one it started (server/embedded-postgres.ts).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@prisma/client";
import { retryingPool } from "./utils/db-retry.server";

declare global {
  var __atelierPrisma: PrismaClient | undefined;
}

function createClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set: the server must start the database first");
  return new PrismaClient({
    adapter: new PrismaPg(retryingPool({ connectionString, max: Number(process.env.DB_POOL_MAX ?? 10) })),
  });
}

// A global singleton: dev rebuilds re-evaluate this module, and server.ts and the Remix build
// are bundled separately, yet both must share one pool.
export const prisma: PrismaClient = (globalThis.__atelierPrisma ??= createClient());
