// The owner's CSV downloads stream their rows in batches by id, newest first: every row exactly once
// across the batches' boundaries, and a batch read only when the download has taken the one before
// (so a download's memory is a batch, whatever the shop's size).
import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as ordersCsvRoute from "~/routes/admin.orders.csv";
import * as subscribersCsvRoute from "~/routes/admin.subscribers.csv";
import { BATCH_SIZE, batchesById } from "~/utils/batches.server";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  ({ cookie } = await createOwnerCookie());
});

/** `count` subscribers, every third one waiting for its confirmation. */
async function addSubscribers(count: number) {
  await prisma.$executeRaw`INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "updatedAt")
    SELECT 'reader' || n || '@example.com', CASE WHEN n % 3 = 0 THEN NULL ELSE now() END, now()
    FROM generate_series(1, ${count}::int) AS n`;
}

const download = async (route: { loader: Parameters<typeof callPage>[0] }, url: string) =>
  (await callPage(route.loader, url, { cookie })).response!;

const rowsOf = async (response: Response) =>
  parse(await response.text(), { columns: true }) as Record<string, string>[];

describe("batchesById", () => {
  it("reads every row once, newest first, never more than a batch per read", async () => {
    await addSubscribers(2 * 7 + 3);
    const takes: number[] = [];
    const ids: number[] = [];
    for await (const batch of batchesById(
      "desc",
      async (past, take) => {
        takes.push(take);
        return prisma.newsletterSubscriber.findMany({ where: past, orderBy: { id: "desc" }, take });
      },
      7,
    ))
      ids.push(...batch.map((row) => row.id));

    const all = await prisma.newsletterSubscriber.findMany({ orderBy: { id: "desc" } });
    expect(ids).toEqual(all.map((row) => row.id));
    expect(takes).toEqual([7, 7, 7]);
  });

  it("reads oldest first too, asking once more after a full last batch and yielding no empty one", async () => {
    await addSubscribers(14);
    const batches = [];
    for await (const batch of batchesById(
      "asc",
      (past, take) => prisma.newsletterSubscriber.findMany({ where: past, orderBy: { id: "asc" }, take }),
      7,
    ))
      batches.push(batch.length);
    expect(batches).toEqual([7, 7]);
  });
});

describe("the subscribers CSV", () => {
  it("holds every subscriber of the status once, newest first, across batches", async () => {
    await addSubscribers(2 * BATCH_SIZE + 3);
    const rows = await rowsOf(await download(subscribersCsvRoute, "/admin/subscribers/csv?status=all"));
    const expected = await prisma.newsletterSubscriber.findMany({ orderBy: { id: "desc" } });
    expect(rows.map((row) => row.email)).toEqual(expected.map((row) => row.email));

    const confirmed = await rowsOf(await download(subscribersCsvRoute, "/admin/subscribers/csv"));
    expect(confirmed).toHaveLength(expected.filter((row) => row.confirmedAt).length);
    expect(new Set(confirmed.map((row) => row.status))).toEqual(new Set(["confirmed"]));
  });

  it("reads a batch only when the download has taken the ones before", async () => {
    await addSubscribers(5 * BATCH_SIZE);
    const oldest = await prisma.newsletterSubscriber.findMany({ orderBy: { id: "asc" }, take: BATCH_SIZE });
    const response = await download(subscribersCsvRoute, "/admin/subscribers/csv?status=all");
    const reader = response.body!.getReader();
    const first = await reader.read();
    // Gone before the download reached them: a download read at once would still list them.
    await prisma.newsletterSubscriber.deleteMany({ where: { id: { in: oldest.map((row) => row.id) } } });
    let text = new TextDecoder().decode(first.value);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += new TextDecoder().decode(chunk.value);

    const emails = (parse(text, { columns: true }) as { email: string }[]).map((row) => row.email);
    expect(emails).toHaveLength(4 * BATCH_SIZE);
    expect(emails).not.toContain(oldest[0].email);
  });
});

describe("the orders CSV", () => {
  it("holds every order once, newest first, across batches", async () => {
    const count = BATCH_SIZE + 2;
    await prisma.$executeRaw`INSERT INTO "Order" ("productName", "paymentIntentId", amount, "buyerName",
        "buyerEmail", "shippingCountry", "updatedAt")
      SELECT 'Piece ' || n, 'pi_' || n, 1000 * n, 'Buyer ' || n, 'buyer' || n || '@example.com', 'FR', now()
      FROM generate_series(1, ${count}::int) AS n`;
    const rows = await rowsOf(await download(ordersCsvRoute, "/admin/orders/csv"));
    expect(rows.map((row) => row.product)).toEqual(
      Array.from({ length: count }, (_, i) => `Piece ${count - i}`),
    );
    expect(rows[0]).toMatchObject({ amount: `${count * 10}.00`, country: "France", refunded: "0.00" });
  });
});
