// The owner's long lists page by key against PostgreSQL (decisions 280, 281): every row once
// across the pages, a row added while she pages neither repeated nor hiding another, filters kept
// while paging, garbage cursors and filters answering the first page, the sold pieces out of her
// arrangement newest sale first with their orders, and a dragged page keeping the other pages' order.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as ordersPage from "~/routes/admin.orders";
import * as outboxPage from "~/routes/admin.outbox";
import * as productsPage from "~/routes/admin.products._index";
import * as subscribersPage from "~/routes/admin.subscribers";
import { PAGE_SIZE } from "~/utils/keyset-page.server";
import { productData } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  ({ cookie } = await createOwnerCookie());
});

interface Listed {
  rows: { id: number }[];
  next: string | null;
  previous: string | null;
}

/** One GET of a list page; its rows' ids and cursors. */
async function open(loader: (args: never) => Promise<unknown>, url: string): Promise<Listed> {
  const answer = await callPage(loader as never, url, { cookie });
  expect(answer.status).toBe(200);
  return answer.data;
}

const ids = (page: Listed) => page.rows.map((row) => row.id);

/** `count` subscribers a second apart, the newest last made; answers their ids newest first. */
async function subscribers(count: number, email = (n: number) => `s${n}@example.com`) {
  const start = Date.UTC(2026, 0, 1);
  await prisma.newsletterSubscriber.createMany({
    data: Array.from({ length: count }, (_, n) => ({
      email: email(n),
      createdAt: new Date(start + n * 1000),
      confirmedAt: n % 2 === 0 ? new Date(start) : null,
    })),
  });
  const rows = await prisma.newsletterSubscriber.findMany({
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

describe("paging a long list", () => {
  it("shows every subscriber once across the pages, and Previous comes back to the same rows", async () => {
    const all = await subscribers(PAGE_SIZE * 2 + 3);
    const first = await open(subscribersPage.loader, "/admin/subscribers");
    expect(ids(first)).toEqual(all.slice(0, PAGE_SIZE));
    expect(first.previous).toBeNull();
    const second = await open(subscribersPage.loader, `/admin/subscribers?after=${first.next}`);
    expect(ids(second)).toEqual(all.slice(PAGE_SIZE, PAGE_SIZE * 2));
    const third = await open(subscribersPage.loader, `/admin/subscribers?after=${second.next}`);
    expect(ids(third)).toEqual(all.slice(PAGE_SIZE * 2));
    expect(third.next).toBeNull();
    const back = await open(subscribersPage.loader, `/admin/subscribers?before=${third.previous}`);
    expect(ids(back)).toEqual(ids(second));
    const start = await open(subscribersPage.loader, `/admin/subscribers?before=${back.previous}`);
    expect(ids(start)).toEqual(ids(first));
    expect(start.previous).toBeNull();
  });

  it("ends on a full last page with no Next when the rows fill the pages exactly", async () => {
    await subscribers(PAGE_SIZE * 2);
    const first = await open(subscribersPage.loader, "/admin/subscribers");
    const second = await open(subscribersPage.loader, `/admin/subscribers?after=${first.next}`);
    expect(second.rows).toHaveLength(PAGE_SIZE);
    expect(second.next).toBeNull();
  });

  it("neither repeats nor skips a row when one signs up while she pages", async () => {
    const all = await subscribers(PAGE_SIZE + 10);
    const first = await open(subscribersPage.loader, "/admin/subscribers");
    await prisma.newsletterSubscriber.create({ data: { email: "new@example.com" } });
    const second = await open(subscribersPage.loader, `/admin/subscribers?after=${first.next}`);
    expect(ids(second)).toEqual(all.slice(PAGE_SIZE));
  });

  it("keeps the search while paging: the next page holds only matching rows", async () => {
    // Every third address matches: a page and 2 more.
    await subscribers(PAGE_SIZE * 3 + 6, (n) =>
      n % 3 === 0 ? `studio${n}@example.com` : `s${n}@example.com`,
    );
    const first = await open(subscribersPage.loader, "/admin/subscribers?q=STUDIO&state=all");
    expect(first.rows).toHaveLength(PAGE_SIZE);
    const second = await open(
      subscribersPage.loader,
      `/admin/subscribers?q=STUDIO&state=all&after=${first.next}`,
    );
    const emails = (second.rows as unknown as { email: string }[]).map((row) => row.email);
    expect(emails).toHaveLength(2);
    expect(emails.every((email) => email.startsWith("studio"))).toBe(true);
    const waiting = await open(subscribersPage.loader, "/admin/subscribers?state=waiting");
    expect(
      (waiting.rows as unknown as { confirmedAt: Date | null }[]).every((row) => row.confirmedAt === null),
    ).toBe(true);
  });

  it("answers the first page, never a 500, for a cursor or filter it did not write", async () => {
    const all = await subscribers(PAGE_SIZE + 1);
    for (const query of [
      "after=%%%",
      "before=W1tdXQ",
      "after=eyJ4IjoxfQ",
      "state=nonsense",
      "after=&before=",
    ]) {
      const page = await open(subscribersPage.loader, `/admin/subscribers?${query}`);
      expect(ids(page)).toEqual(all.slice(0, PAGE_SIZE));
    }
    for (const [loader, url] of [
      [ordersPage.loader, "/admin/orders?state=%00&after=bad"],
      [outboxPage.loader, "/admin/outbox?status=nope&before=bad"],
      [productsPage.loader, "/admin/products?show=nope&after=W251bGwsMV0"],
    ] as const) {
      expect((await callPage(loader as never, url, { cookie })).status).toBe(200);
    }
  });
});

describe("orders", () => {
  it("finds an order by its number, its buyer's name or email, and by state", async () => {
    const product = await prisma.product.create({ data: productData({ name: "Lilac Tote", isSold: true }) });
    const order = (n: number, data: object = {}) =>
      prisma.order.create({
        data: {
          productId: product.id,
          productName: "Lilac Tote",
          paymentIntentId: `pi_${n}`,
          amount: 1000,
          buyerName: `Buyer ${n}`,
          buyerEmail: `buyer${n}@example.com`,
          ...data,
        },
      });
    const first = await order(1, { buyerName: "Ada Lovelace" });
    const shipped = await order(2, { status: "shipped" });
    await order(3, { disputedAt: new Date() });
    const found = async (query: string) => ids(await open(ordersPage.loader, `/admin/orders?${query}`));
    expect(await found(`q=%23${first.id}`)).toEqual([first.id]);
    expect(await found("q=lovelace")).toEqual([first.id]);
    expect(await found("q=BUYER2%40example")).toEqual([shipped.id]);
    expect(await found("state=shipped")).toEqual([shipped.id]);
    expect(await found("state=to-ship")).toHaveLength(2);
    expect(await found("state=disputed")).toHaveLength(1);
  });
});

describe("her arrangement and the sold pieces", () => {
  it("leaves sold pieces out of the arrangement and lists them newest sale first, each with its order", async () => {
    const piece = (name: string, displayOrder: number) =>
      prisma.product.create({ data: productData({ name, displayOrder }) });
    const a = await piece("A", 0);
    const b = await piece("B", 1);
    const c = await piece("C", 2);
    await prisma.product.update({ where: { id: a.id }, data: { isSold: true } });
    await prisma.product.update({ where: { id: c.id }, data: { isSold: true } });
    const order = await prisma.order.create({
      data: {
        productId: c.id,
        productName: "C",
        paymentIntentId: "pi_c",
        amount: 1,
        buyerName: "X",
        buyerEmail: "x@example.com",
      },
    });
    const arranged = await open(productsPage.loader, "/admin/products");
    expect(ids(arranged)).toEqual([b.id]);
    const sold = (await open(productsPage.loader, "/admin/products?show=sold")) as unknown as {
      rows: { id: number; soldAt: Date; orders: { id: number }[] }[];
    };
    expect(sold.rows.map((row) => row.id)).toEqual([c.id, a.id]);
    expect(sold.rows[0].orders).toEqual([{ id: order.id }]);
    expect(sold.rows[0].soldAt.getTime()).toBeGreaterThanOrEqual(sold.rows[1].soldAt.getTime());
    // Found by name among every piece, and put back on sale it rejoins the arrangement.
    expect(ids(await open(productsPage.loader, "/admin/products?show=all&q=c"))).toEqual([c.id]);
    await prisma.product.update({ where: { id: c.id }, data: { isSold: false } });
    expect((await prisma.product.findUniqueOrThrow({ where: { id: c.id } })).soldAt).toBeNull();
  });

  it("reorders a dragged page within the places it holds, the other pages unchanged", async () => {
    await prisma.product.createMany({
      data: Array.from({ length: PAGE_SIZE + 5 }, (_, n) => productData({ name: `P${n}`, displayOrder: n })),
    });
    const before = await open(productsPage.loader, "/admin/products");
    const second = await open(productsPage.loader, `/admin/products?after=${before.next}`);
    const dragged = ids(second).reverse();
    const answer = await callPage(
      productsPage.action as never,
      `/admin/products?index&after=${before.next}`,
      {
        cookie,
        form: { intent: "reorder", order: dragged.join(",") },
      },
    );
    expect(answer.status).toBe(200);
    expect(ids(await open(productsPage.loader, "/admin/products"))).toEqual(ids(before));
    expect(ids(await open(productsPage.loader, `/admin/products?after=${before.next}`))).toEqual(dragged);
  });

  it("moves the first piece of a page up onto the page before, and answers back on the same page", async () => {
    await prisma.product.createMany({
      data: Array.from({ length: PAGE_SIZE + 2 }, (_, n) => productData({ name: `P${n}`, displayOrder: n })),
    });
    const first = await open(productsPage.loader, "/admin/products");
    const second = await open(productsPage.loader, `/admin/products?after=${first.next}`);
    const moved = second.rows[0].id;
    const answer = await callPage(productsPage.action as never, `/admin/products?index&after=${first.next}`, {
      cookie,
      form: { intent: "move", id: String(moved), direction: "up" },
    });
    expect(answer.response!.headers.get("Location")).toBe(
      `/admin/products?after=${first.next}#item-${moved}`,
    );
    const now = ids(await open(productsPage.loader, "/admin/products"));
    expect(now[PAGE_SIZE - 1]).toBe(moved);
  });
});
