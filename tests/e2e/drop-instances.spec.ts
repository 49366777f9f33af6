// A drop on two instances of the built server sharing one PostgreSQL, as behind a load balancer.
// The test controls the clock by scheduling the piece a few seconds ahead through the owner's API:
// until then both instances (and their page caches) show the coming page and nothing else of it;
// from the minute both show it live everywhere, and its subscribers are told exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, signIn } from "../support/http";
import { DB_PREFIX, queryDatabase, recreateDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { startSmtpServer } from "../support/smtp";

const DATABASE = `${DB_PREFIX}_drop_instances`;
const OWNER = { email: "owner@example.com", password: "drop-owner-password" };
const SUBSCRIBERS = 5;

interface Look {
  instance: number;
  startedAt: number;
  coming: boolean;
  live: boolean;
  cache: string | null;
}

describe("a drop on two instances", () => {
  const instances: RunningServer[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = {
      DATABASE_URL: await recreateDatabase(DATABASE),
      SESSION_SECRET: "drop-instances-".padEnd(40, "x"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      SEED_DEMO: "false",
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: "500",
      MAIL_BULK_PER_MINUTE: "0",
    };
    // The first migrates the empty database; the second starts on it.
    instances.push(await startServer({ ...env, DATA_DIR: tempDataDir() }));
    instances.push(await startServer({ ...env, DATA_DIR: tempDataDir() }));
    await queryDatabase(
      DATABASE,
      `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "updatedAt")
       SELECT 'reader' || n || '@example.com', now(), now() FROM generate_series(1, $1::int) AS n
       UNION ALL SELECT 'unconfirmed@example.com', NULL, now()`,
      [SUBSCRIBERS],
    );
  }, 240_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp?.close();
  });

  it("shows the coming page until the minute, then the live piece everywhere within 5 s, and tells each subscriber once", async () => {
    const cookie = cookiesFrom(await signIn(instances[1].url, OWNER.email, OWNER.password));
    const goesLiveAt = Date.now() + 8_000;
    const created = await fetch(`${instances[1].url}/api/products`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Midnight Drop Tote",
        description: "Reworked by hand for the drop.",
        price: 456_700,
        imageUrl: "/demo/product-midnight-1.jpg",
        category: "handbags",
        goesLiveAt: new Date(goesLiveAt).toISOString(),
        showComing: true,
        announceAtRelease: true,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();

    // Both instances, as a visitor without cookies (so through the page cache), every 150 ms.
    const looks: Look[] = [];
    const look = async (instance: number) => {
      const startedAt = Date.now();
      const response = await fetch(`${instances[instance].url}/products/${id}`);
      const html = await response.text();
      looks.push({
        instance,
        startedAt,
        coming: response.status === 200 && html.includes("Coming "),
        live: response.status === 200 && html.includes("$4,567"),
        cache: response.headers.get("x-page-cache"),
      });
    };
    while (Date.now() < goesLiveAt + 5_000) {
      await Promise.all([look(0), look(1)]);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }

    const before = looks.filter((l) => l.startedAt < goesLiveAt - 200);
    const after = looks.filter((l) => l.startedAt >= goesLiveAt);
    // Before: the coming page on both, never the price, and served from the cache too.
    expect(before.length).toBeGreaterThan(20);
    expect(before.every((l) => l.coming && !l.live)).toBe(true);
    expect(before.some((l) => l.cache === "hit")).toBe(true);
    // From the minute: never the coming page again, on either instance.
    expect(after.filter((l) => l.coming)).toEqual([]);
    for (const instance of [0, 1]) {
      const firstLive = after.find((l) => l.instance === instance && l.live);
      expect(firstLive, `instance ${instance} shows the piece live`).toBeDefined();
      console.log(
        `Instance ${instance} showed the drop live ${firstLive!.startedAt - goesLiveAt} ms after its minute.`,
      );
      expect(firstLive!.startedAt - goesLiveAt).toBeLessThan(5_000);
    }

    // Everywhere else on both instances.
    for (const instance of instances) {
      const list = (await (await fetch(`${instance.url}/api/products`)).json()) as { id: number }[];
      expect(list.map((p) => p.id)).toContain(id);
      expect(await (await fetch(`${instance.url}/sitemap.xml`)).text()).toContain(`/products/${id}`);
      expect(await (await fetch(`${instance.url}/`)).text()).toContain("Midnight Drop Tote");
    }

    // The announcement: each confirmed subscriber once, the unconfirmed never, one announcement.
    const deadline = Date.now() + 30_000;
    while (smtp.received.length < SUBSCRIBERS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const to = smtp.received.flatMap((mail) => mail.to).sort();
    expect(to).toEqual(Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i + 1}@example.com`).sort());
    const announcements = await queryDatabase<{ recipients: number; createdAt: Date }>(
      DATABASE,
      `SELECT recipients, "createdAt" FROM "Announcement" WHERE "productId" = $1`,
      [id],
    );
    expect(announcements).toHaveLength(1);
    expect(announcements[0].recipients).toBe(SUBSCRIBERS);
    // Queued from the minute, within the job's second.
    expect(announcements[0].createdAt.getTime()).toBeGreaterThanOrEqual(goesLiveAt);
    expect(announcements[0].createdAt.getTime() - goesLiveAt).toBeLessThan(2_500);
  }, 120_000);
});
