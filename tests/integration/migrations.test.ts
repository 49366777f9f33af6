import { describe, expect, it } from "vitest";
import { runPrisma } from "../../server/database";
import { admin, databaseUrl, DB_PREFIX, recreateDatabase } from "../support/postgres";

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
});
