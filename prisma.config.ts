// Prisma CLI configuration: the WASM schema engine with a patched pg adapter, so migrations run
// offline against PostgreSQL and the embedded PGlite alike (docs/decisions/002-prisma-offline.md).
import { defineConfig } from "prisma/config";
import { MigratePg } from "./prisma/migrate-adapter";

// With a prisma.config.ts present, Prisma does not load .env itself.
export default defineConfig({
  schema: "prisma/schema.prisma",
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new MigratePg(process.env.DATABASE_URL!),
});
