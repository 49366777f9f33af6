import path from "node:path";
import { describe, expect, it } from "vitest";
import { runPrisma } from "../../server/database";
import { migrationsApplied } from "../../server/migrations-applied";
import { admin, databaseUrl, DB_PREFIX, recreateDatabase, withClient } from "../support/postgres";

const MIGRATIONS_DIR = path.resolve("prisma/migrations");

describe("migrations", () => {
  it("apply to an empty PostgreSQL and again as a no-op", async () => {
    const name = `${DB_PREFIX}_migrations_${process.env.VITEST_POOL_ID ?? 0}`;
    const url = await recreateDatabase(name);

    const first = await runPrisma(["migrate", "deploy"], url);
    expect(first).toMatch(/applied/i);
    const second = await runPrisma(["migrate", "deploy"], url);
    expect(second).toMatch(/No pending migrations to apply/);

    const tables = await admin(async () => {
      const pg = await import("pg");
      const client = new pg.default.Client({ connectionString: databaseUrl(name) });
      await client.connect();
      const result = await client.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      );
      await client.end();
      return result.rows.map((row) => row.tablename);
    });
    expect(tables).toEqual(
      expect.arrayContaining([
        "Product",
        "GalleryItem",
        "ScrollingImage",
        "ContactMessage",
        "NewsletterSubscriber",
        "SiteSetting",
        "CollectionMainPhoto",
        "Owner",
        "Session",
        "Inquiry",
        "Order",
        "ProcessedWebhookEvent",
        "MailOutbox",
        "RateLimitBucket",
      ]),
    );
    await admin((client) => client.query(`DROP DATABASE "${name}" WITH (FORCE)`));
  });

  it("are known applied by one query only when every committed one is there, unchanged", async () => {
    const name = `${DB_PREFIX}_migrations_known_${process.env.VITEST_POOL_ID ?? 0}`;
    const url = await recreateDatabase(name);
    await withClient(url, async (client) => {
      const applied = () => migrationsApplied((sql) => client.query(sql), MIGRATIONS_DIR);
      const latest = `migration_name = (SELECT max(migration_name) FROM "_prisma_migrations")`;
      // No table yet: Prisma has to run.
      expect(await applied()).toBe(false);
      await runPrisma(["migrate", "deploy"], url);
      expect(await applied()).toBe(true);

      // The latest changed since it was applied, or failed: Prisma decides what that means.
      const { rows } = await client.query(`SELECT checksum FROM "_prisma_migrations" WHERE ${latest}`);
      await client.query(`UPDATE "_prisma_migrations" SET checksum = 'changed' WHERE ${latest}`);
      expect(await applied()).toBe(false);
      await client.query(`UPDATE "_prisma_migrations" SET checksum = $1 WHERE ${latest}`, [rows[0].checksum]);
      expect(await applied()).toBe(true);
      await client.query(`UPDATE "_prisma_migrations" SET finished_at = NULL WHERE ${latest}`);
      expect(await applied()).toBe(false);
      // The latest not applied yet, the others in place.
      await client.query(`DELETE FROM "_prisma_migrations" WHERE ${latest}`);
      expect(await applied()).toBe(false);
    });
    await admin((client) => client.query(`DROP DATABASE "${name}" WITH (FORCE)`));
  });
});
