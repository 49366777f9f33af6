// Database outages through a TCP proxy the test cuts and restores (never the shared PostgreSQL):
// retried within the budget, a 503 with Retry-After past it, and a re-posted submission stored once.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@prisma/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { sendContactMessage } from "~/modules/messages/messages.server";
import { retryingPool } from "~/utils/db-retry.server";
import { asAppError } from "~/utils/errors.server";
import { resetDatabase } from "../support/reset";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

let proxy: TcpProxy;
let client: PrismaClient;
let pool: ReturnType<typeof retryingPool>;
beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
  const connectionString = proxy.urlFor(url.toString());
  pool = retryingPool({ connectionString, max: 4 });
  client = new PrismaClient({ adapter: new PrismaPg(pool) });
});
beforeEach(async () => {
  await resetDatabase();
  await client.$queryRaw`SELECT 1`;
});
afterAll(async () => {
  proxy.restore();
  await client.$disconnect();
  await pool.end();
  await proxy.close();
});

const message = (n: number) => ({
  name: "Ann",
  email: "ann@example.com",
  subject: "other" as const,
  message: `Message number ${n}, long enough.`,
});

describe("a database outage shorter than the retry budget", () => {
  it("is invisible: reads and writes made during it succeed once it is over", async () => {
    process.env.DB_RETRY_MS = "10000";
    proxy.cut();
    const during = Promise.all([
      client.product.count(),
      client.contactMessage.create({ data: message(1) }),
      client.newsletterSubscriber.create({ data: { email: "during@example.com" } }),
    ]);
    setTimeout(() => proxy.restore(), 800);
    const [count, created, subscriber] = await during;
    expect(count).toBe(0);
    expect(created.id).toBeGreaterThan(0);
    expect(subscriber.email).toBe("during@example.com");
    expect(await prisma.contactMessage.count()).toBe(1);
    delete process.env.DB_RETRY_MS;
  });
});

describe("a database outage longer than the retry budget", () => {
  it("is a 503 with Retry-After, and nothing half-written", async () => {
    process.env.DB_RETRY_MS = "400";
    proxy.cut();
    const error = await client.contactMessage.create({ data: message(2) }).catch((caught: unknown) => caught);
    proxy.restore();
    delete process.env.DB_RETRY_MS;
    expect(asAppError(error)).toMatchObject({ status: 503, retryAfter: 5 });
    expect(await prisma.contactMessage.count()).toBe(0);
    expect(await client.contactMessage.count()).toBe(0);
  });
});

describe("a submission posted again", () => {
  it("is stored once when it carries the same key and content", async () => {
    const input = { ...message(3), submissionKey: "form-key-1" };
    const first = await sendContactMessage(input);
    const again = await sendContactMessage(input);
    expect(again.id).toBe(first.id);
    expect(again).not.toHaveProperty("submissionKey");
    expect(await prisma.contactMessage.count()).toBe(1);
    // Another message from the same rendered form (or a cached page's shared key) is its own.
    await sendContactMessage({ ...message(4), submissionKey: "form-key-1" });
    await sendContactMessage(message(3));
    expect(await prisma.contactMessage.count()).toBe(3);
  });
});
