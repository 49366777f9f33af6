// Two identical instances on one PostgreSQL database, as behind a load balancer: they start
// together on an empty database, sell a piece once, and deliver each queued mail once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { DB_PREFIX, queryDatabase, recreateDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { startSmtpServer } from "../support/smtp";

const DATABASE = `${DB_PREFIX}_instances`;
// The mail job runs at start and every MAIL_POLL_MS (10 s) on each instance; one round covers 40 mails.
const DELIVERY_ROUNDS_MS = 100_000;

describe("two instances on one database", () => {
  let stripe: FakeStripe;
  let instances: RunningServer[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    smtp = await startSmtpServer();
    const env = {
      ...stripe.env(),
      DATABASE_URL: await recreateDatabase(DATABASE),
      SESSION_SECRET: "instances-".padEnd(40, "x"),
      SMTP_URL: smtp.url,
      OWNER_EMAIL: "owner@example.com",
      OWNER_PASSWORD: "instances-owner-password",
      OWNER_NOTIFY_EMAIL: "studio@example.com",
    };
    // Both at once on an empty database: both migrate, set up the owner and seed the demo content.
    const started = await Promise.allSettled(
      [0, 1].map(() => startServer({ ...env, DATA_DIR: tempDataDir() })),
    );
    instances = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    for (const result of started) if (result.status === "rejected") throw result.reason;
  }, 240_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await stripe?.stop();
    await smtp?.close();
  });

  it("start together on an empty database and seed the demo content once", async () => {
    const [first, second] = await Promise.all(
      instances.map(async (instance) => (await fetch(`${instance.url}/api/products`)).json()),
    );
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    const names = first.map((product: { name: string }) => product.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("let exactly one of 40 buyers spread over both instances hold a piece", async () => {
    const [{ id }] = await queryDatabase<{ id: number }>(
      DATABASE,
      `SELECT id FROM "Product" WHERE available AND NOT "isSold" ORDER BY id LIMIT 1`,
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const response = await fetch(`${instances[i % 2].url}/api/create-payment-intent`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${i + 1}` },
          body: JSON.stringify({ productId: id }),
          signal: AbortSignal.timeout(45_000),
        });
        return response.status;
      }),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 409)).toHaveLength(39);
  });

  it(
    "deliver each queued mail exactly once while both instances' jobs run",
    async () => {
      const subjects = Array.from({ length: 40 }, (_, i) => `Queued mail ${i}`);
      await queryDatabase(
        DATABASE,
        `INSERT INTO "MailOutbox" ("to", "subject", "text", "updatedAt")
       SELECT 'studio@example.com', s, 'Hello', now() FROM unnest($1::text[]) AS s`,
        [subjects],
      );
      const received = () => smtp.received.map((mail) => mail.subject);
      await expect
        .poll(() => subjects.filter((subject) => received().includes(subject)).length, {
          timeout: DELIVERY_ROUNDS_MS,
          interval: 1_000,
        })
        .toBe(subjects.length);
      const rows = await queryDatabase<{ status: string; attempts: number }>(
        DATABASE,
        `SELECT status, attempts FROM "MailOutbox" WHERE subject = ANY($1)`,
        [subjects],
      );
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      expect(
        received()
          .filter((subject) => subjects.includes(subject))
          .sort(),
      ).toEqual([...subjects].sort());
    },
    DELIVERY_ROUNDS_MS + 20_000,
  );
});
