// The storefront's listings page by key against PostgreSQL (decision 283): the pieces for sale
// first in her arrangement, then the sold ones newest sale first, 24 cards a page, every live piece
// once and nothing else; the page where one part ends and the other starts; a filter kept from page
// to page; and a cursor that is garbage, of another part or past the end answering the first page.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { SHOP_PAGE_SIZE, withShopCursor, type ShopPage } from "~/modules/catalog/shop-paging";
import * as categoryPage from "~/routes/category.$category";
import * as shopPage from "~/routes/shop._index";
import * as shopCategoryPage from "~/routes/shop.$category";
import { productData } from "../support/factories";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";

beforeEach(resetDatabase);

type Listing = { page: ShopPage<{ id: number; isSold: boolean; category: string }> };
type Loader = (args: never) => Promise<unknown>;

async function open(loader: Loader, url: string, params: Record<string, string> = {}) {
  const answer = await callPage(loader as never, url, { params });
  expect(answer.status, url).toBe(200);
  return (answer.data as Listing).page;
}

/** Every page of a listing from its first, following each page's next cursor; their ids. */
async function walk(loader: Loader, url: string, params: Record<string, string> = {}) {
  const [path, search = ""] = url.split("?");
  const pages = [await open(loader, url, params)];
  while (pages.at(-1)!.next)
    pages.push(await open(loader, `${path}${withShopCursor(search, pages.at(-1)!.next)}`, params));
  return pages.map((page) => page.products.map((product) => product.id));
}

/** `count` pieces for sale, in display order `order(n)`; answers their ids in that order. */
async function forSale(count: number, data: (n: number) => object = () => ({})) {
  const rows = await prisma.product.createManyAndReturn({
    data: Array.from({ length: count }, (_, n) => productData({ displayOrder: (n * 7) % count, ...data(n) })),
    select: { id: true, displayOrder: true },
  });
  return rows.sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id).map((row) => row.id);
}

/** `count` sold pieces sold a minute apart; answers their ids newest sale first. */
async function sold(count: number, data: (n: number) => object = () => ({})) {
  const start = Date.UTC(2025, 0, 1);
  const rows = await prisma.product.createManyAndReturn({
    data: Array.from({ length: count }, (_, n) =>
      productData({ isSold: true, soldAt: new Date(start + ((n * 11) % count) * 60_000), ...data(n) }),
    ),
    select: { id: true, soldAt: true },
  });
  return rows.sort((a, b) => b.soldAt!.getTime() - a.soldAt!.getTime()).map((row) => row.id);
}

describe("the shop's listing", () => {
  it("shows the pieces for sale first in her order, then the sold ones newest sale first, each once", async () => {
    const offered = await forSale(30);
    const portfolio = await sold(30);
    // Never listed: a hidden draft, a drop still to come, a sold draft.
    await prisma.product.createMany({
      data: [
        productData({ available: false }),
        productData({ goesLiveAt: new Date(Date.now() + 3_600_000) }),
        productData({ available: false, isSold: true }),
      ],
    });
    const pages = await walk(shopPage.loader, "/shop");
    expect(pages.map((ids) => ids.length)).toEqual([SHOP_PAGE_SIZE, SHOP_PAGE_SIZE, 12]);
    expect(pages.flat()).toEqual([...offered, ...portfolio]);
  });

  it("ends where the pieces fill the pages exactly, with no next page", async () => {
    const offered = await forSale(SHOP_PAGE_SIZE);
    expect(await walk(shopPage.loader, "/shop")).toEqual([offered]);
    const portfolio = await sold(SHOP_PAGE_SIZE);
    // The first page ends with the last piece for sale: the next starts the sold ones from their first.
    expect(await walk(shopPage.loader, "/shop")).toEqual([offered, portfolio]);
  });

  it("lists only sold pieces when nothing is for sale, and shows an empty shop empty", async () => {
    expect(await walk(shopPage.loader, "/shop")).toEqual([[]]);
    const portfolio = await sold(SHOP_PAGE_SIZE + 1);
    expect(await walk(shopPage.loader, "/shop")).toEqual([
      portfolio.slice(0, SHOP_PAGE_SIZE),
      portfolio.slice(-1),
    ]);
  });

  it("keeps the category filter from page to page", async () => {
    const bags = await forSale(20);
    const trunks = await forSale(20, () => ({ category: "travel" }));
    const soldTrunks = await sold(10, () => ({ category: "travel" }));
    await sold(10);
    const expected = [[...trunks, ...soldTrunks.slice(0, 4)], soldTrunks.slice(4)];
    expect(await walk(shopPage.loader, "/shop?category=travel")).toEqual(expected);
    expect(await walk(shopPage.loader, "/shop?category=TRAVEL")).toEqual(expected);
    expect(await walk(categoryPage.loader, "/category/travel", { category: "travel" })).toEqual(expected);
    expect(await walk(shopCategoryPage.loader, "/shop/travel", { category: "travel" })).toEqual(expected);
    expect((await walk(categoryPage.loader, "/category/handbags", { category: "handbags" })).flat()).toEqual(
      expect.arrayContaining(bags),
    );
    // Any other category is shown as given, empty; its cursor is not even read.
    expect(await walk(categoryPage.loader, "/category/whatever?after=x", { category: "whatever" })).toEqual([
      [],
    ]);
    expect(await walk(shopPage.loader, "/shop?category=hats")).toEqual([[]]);
  });

  it("answers the first page for a cursor that is garbage, of the other part, or past the last piece", async () => {
    await forSale(SHOP_PAGE_SIZE + 5);
    const portfolio = await sold(SHOP_PAGE_SIZE + 5);
    const first = await open(shopPage.loader, "/shop");
    const second = await open(shopPage.loader, `/shop${withShopCursor("", first.next)}`);
    expect(second.at).toEqual(first.next);
    expect(second.next!.part).toBe("sold");
    const third = await open(shopPage.loader, `/shop${withShopCursor("", second.next)}`);
    expect(third.products.map((product) => product.id)).toEqual(portfolio.slice(SHOP_PAGE_SIZE - 5));

    const cursor = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString("base64url");
    for (const query of [
      "after=garbage",
      "after=%E2%82%AC%FF",
      `after=${cursor(["1", "2"])}`,
      `after=${Buffer.from("[1e400,1]").toString("base64url")}`,
      `after=${cursor([1, 2, 3])}`,
      "sold-after=",
      `sold-after=${first.next!.cursor}`,
      `after=${second.next!.cursor}`,
      `sold-after=${cursor(["2000-01-01T00:00:00.000Z", 1])}`,
    ]) {
      const page = await open(shopPage.loader, `/shop?${query}`);
      expect(
        page.products.map((product) => product.id),
        query,
      ).toEqual(first.products.map((product) => product.id));
      expect(page.at, query).toBeNull();
    }
  });
});
