// The one Prisma client of the process. The server starts the database before the app loads:
// either the configured PostgreSQL (DATABASE_URL) or the embedded PGlite, which it hands over on
// globalThis (server/embedded-postgres.ts) and Prisma then queries in-process.
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@prisma/client";
import { embeddedAdapter } from "./db-embedded.server";
import { retryingPool } from "./utils/db-retry.server";

declare global {
  var __atelierPrisma: PrismaClient | undefined;
  var __atelierEmbeddedDatabase: PGlite | undefined;
}

function createClient() {
  const embedded = globalThis.__atelierEmbeddedDatabase;
  if (embedded) return new PrismaClient({ adapter: embeddedAdapter(embedded) });
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set: the server must start the database first");
  return new PrismaClient({
    adapter: new PrismaPg(retryingPool({ connectionString, max: Number(process.env.DB_POOL_MAX ?? 10) })),
  });
}

// A global singleton: dev rebuilds re-evaluate this module, and server.ts and the Remix build
// are bundled separately, yet both must share one pool.
export const prisma: PrismaClient = (globalThis.__atelierPrisma ??= createClient());
