// The owner's long lists page by key against PostgreSQL (decisions 280, 281): every row once
// across the pages, a row added while she pages neither repeated nor hiding another, filters kept
// while paging, garbage cursors and filters answering the first page, the sold pieces out of her
// arrangement newest sale first with their orders, a dragged page keeping the other pages' order,
// the inbox's two lists paging apart, and a piece's announcements paging newest first.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as inboxPage from "~/routes/admin.inbox";
import * as ordersPage from "~/routes/admin.orders";
import * as outboxPage from "~/routes/admin.outbox";
import * as announcePage from "~/routes/admin.products.$id_.announce";
import * as productsPage from "~/routes/admin.products._index";
import * as editPage from "~/routes/admin.products.$id";
import * as subscribersPage from "~/routes/admin.subscribers";
import { PRODUCTS_PER_PAGE } from "~/modules/catalog/product-pages.server";
import { INBOX_PAGE_SIZE } from "~/modules/messages/inbox.server";
import { PAGE_SIZE } from "~/utils/keyset-page.server";
import { productData, productFormFields } from "../support/factories";
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
    // A buyer whose address holds the first order's number: `#N` is that order alone.
    const namesake = await order(4, { buyerEmail: `buyer${first.id}@example.com` });
    const found = async (query: string) => ids(await open(ordersPage.loader, `/admin/orders?${query}`));
    expect(await found(`q=%23${first.id}`)).toEqual([first.id]);
    expect((await found(`q=${first.id}`)).sort()).toEqual([first.id, namesake.id].sort());
    expect(await found("q=lovelace")).toEqual([first.id]);
    expect(await found("q=BUYER2%40example")).toEqual([shipped.id]);
    expect(await found("state=shipped")).toEqual([shipped.id]);
    expect(await found("state=to-ship")).toHaveLength(3);
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
      data: Array.from({ length: PRODUCTS_PER_PAGE + 5 }, (_, n) =>
        productData({ name: `P${n}`, displayOrder: n }),
      ),
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
      data: Array.from({ length: PRODUCTS_PER_PAGE + 2 }, (_, n) =>
        productData({ name: `P${n}`, displayOrder: n }),
      ),
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
    expect(now[PRODUCTS_PER_PAGE - 1]).toBe(moved);
  });
  it("answers a save of a piece past the first page with the page that holds its row", async () => {
    await prisma.product.createMany({
      data: Array.from({ length: PRODUCTS_PER_PAGE + 5 }, (_, n) =>
        productData({ name: `P${n}`, displayOrder: n }),
      ),
    });
    const all = await prisma.product.findMany({ orderBy: { displayOrder: "asc" } });
    const [early, late] = [all[3], all[PRODUCTS_PER_PAGE + 2]];
    const save = (piece: (typeof all)[number]) =>
      callPage(editPage.action as never, `/admin/products/${piece.id}`, {
        cookie,
        params: { id: String(piece.id) },
        form: productFormFields(piece, { name: `${piece.name} renamed` }),
      });
    // Within the first page the address needs no cursor.
    expect((await save(early)).response!.headers.get("Location")).toBe(`/admin/products#item-${early.id}`);
    const location = (await save(late)).response!.headers.get("Location")!;
    expect(location).toMatch(new RegExp(`^/admin/products\\?before=[\\w-]+#item-${late.id}$`));
    const page = await open(productsPage.loader, location.split("#")[0]);
    expect(ids(page).at(-1)).toBe(late.id);
    expect(page.previous).not.toBeNull();
  });
});

describe("the inbox", () => {
  interface Inbox {
    messages: Listed & { total: number };
    inquiries: Listed & { total: number };
    archived: number;
  }
  const inbox = async (query = "") =>
    (await open(inboxPage.loader, `/admin/inbox${query}`)) as unknown as Inbox;

  /** `count` messages and inquiries a second apart, every fifth archived; their open ids newest first. */
  async function letters(count: number) {
    const each = <Row>(row: (n: number) => Row) =>
      Array.from({ length: count }, (_, n) => ({
        ...row(n),
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000),
        archivedAt: n % 5 === 0 ? new Date() : null,
      }));
    const message = (n: number) => ({
      name: `W${n}`,
      email: `w${n}@x.com`,
      subject: "general",
      message: "Hi",
    });
    await prisma.contactMessage.createMany({ data: each(message) });
    const inquiry = (n: number) => ({
      customerName: `W${n}`,
      customerEmail: `w${n}@x.com`,
      productName: "Tote",
    });
    await prisma.inquiry.createMany({ data: each((n) => ({ ...inquiry(n), message: "Hi" })) });
    const newest = { orderBy: { createdAt: "desc" as const }, select: { id: true } };
    const unarchived = { where: { archivedAt: null } };
    return {
      messages: (await prisma.contactMessage.findMany({ ...newest, ...unarchived })).map((row) => row.id),
      inquiries: (await prisma.inquiry.findMany({ ...newest, ...unarchived })).map((row) => row.id),
    };
  }

  it("pages messages and inquiries apart, newest first, each counted in all", async () => {
    // 68 each: 54 open (two full pages and 4), 14 archived.
    const all = await letters(68);
    const first = await inbox();
    expect(ids(first.messages)).toEqual(all.messages.slice(0, INBOX_PAGE_SIZE));
    expect(ids(first.inquiries)).toEqual(all.inquiries.slice(0, INBOX_PAGE_SIZE));
    expect([first.messages.total, first.inquiries.total, first.archived]).toEqual([54, 54, 28]);
    expect(first.messages.previous).toBeNull();

    // Paging messages leaves the inquiries on the page they were.
    const second = await inbox(
      `?messages-after=${first.messages.next}&inquiries-after=${first.inquiries.next}`,
    );
    const third = await inbox(
      `?messages-after=${second.messages.next}&inquiries-after=${first.inquiries.next}`,
    );
    expect(ids(third.messages)).toEqual(all.messages.slice(INBOX_PAGE_SIZE * 2));
    expect(third.messages.next).toBeNull();
    expect(ids(third.inquiries)).toEqual(all.inquiries.slice(INBOX_PAGE_SIZE, INBOX_PAGE_SIZE * 2));
    const back = await inbox(`?messages-before=${third.messages.previous}`);
    expect(ids(back.messages)).toEqual(all.messages.slice(INBOX_PAGE_SIZE, INBOX_PAGE_SIZE * 2));
    expect(ids(back.inquiries)).toEqual(all.inquiries.slice(0, INBOX_PAGE_SIZE));
  });

  it("keeps the archived ones reachable and paged under Archived", async () => {
    await letters(INBOX_PAGE_SIZE * 5 + 10);
    const archived = await inbox("?show=archived");
    expect(archived.messages.total).toBe(INBOX_PAGE_SIZE + 2);
    const next = await inbox(`?show=archived&messages-after=${archived.messages.next}`);
    expect(next.messages.rows).toHaveLength(2);
    const rows = [...archived.messages.rows, ...next.messages.rows] as unknown as {
      archivedAt: Date | null;
    }[];
    expect(rows.every((row) => row.archivedAt !== null)).toBe(true);
    expect(new Set(ids(archived.messages).concat(ids(next.messages))).size).toBe(INBOX_PAGE_SIZE + 2);
  });

  it("opens on the first pages, never a 500, for cursors it did not write", async () => {
    const all = await letters(INBOX_PAGE_SIZE + 20);
    const garbage = ["?messages-after=%%%", "?messages-before=W1tdXQ", "?inquiries-after=WzEsMl0&show=x"];
    for (const page of await Promise.all(garbage.map((query) => inbox(query)))) {
      expect(ids(page.messages)).toEqual(all.messages.slice(0, INBOX_PAGE_SIZE));
      expect(ids(page.inquiries)).toEqual(all.inquiries.slice(0, INBOX_PAGE_SIZE));
    }
  });
});

describe("a piece's announcements", () => {
  it("pages its sends newest first, counted in all, and a garbage cursor answers the first page", async () => {
    const piece = await prisma.product.create({ data: productData({ name: "Lilac Tote" }) });
    const other = await prisma.product.create({ data: productData({ name: "Other" }) });
    const send = (productId: number, n: number) => ({
      productId,
      subject: `S${n}`,
      text: "t",
      recipients: n,
    });
    await prisma.announcement.createMany({
      data: Array.from({ length: PAGE_SIZE + 3 }, (_, n) => send(piece.id, n)).concat([send(other.id, 0)]),
    });
    const all = (
      await prisma.announcement.findMany({ where: { productId: piece.id }, orderBy: { id: "desc" } })
    ).map((row) => row.id);
    const url = `/admin/products/${piece.id}/announce`;
    const history = async (query = "") => {
      const answer = await callPage(announcePage.loader as never, `${url}${query}`, {
        cookie,
        params: { id: String(piece.id) },
      });
      expect(answer.status).toBe(200);
      return (answer.data as { history: Listed & { total: number } }).history;
    };
    const first = await history();
    expect(ids(first)).toEqual(all.slice(0, PAGE_SIZE));
    expect(first.total).toBe(PAGE_SIZE + 3);
    const second = await history(`?after=${first.next}`);
    expect(ids(second)).toEqual(all.slice(PAGE_SIZE));
    expect(second.next).toBeNull();
    expect(ids(await history(`?before=${second.previous}`))).toEqual(ids(first));
    for (const query of ["?after=%%%", "?before=WyJ4Il0", "?after=WzEuNV0"]) {
      expect(ids(await history(query))).toEqual(ids(first));
    }
  });
});
