// A visitor pages a long listing on a phone (390 px), with JavaScript and without (decision 283):
// the pieces for sale first, then the sold ones, 24 cards a page; "More pieces" opens the next
// page as a link (rel="next", its own canonical address) without JavaScript and adds the cards in
// place with it, the category filter kept. The file's shop holds one long collection, made once by
// SQL and only read by the tests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { startEmptyShop, type EmptyShop } from "../support/owner-api";
import { pagePerTest } from "../support/page-per-test";
import { queryDatabase } from "../support/postgres";

const PHONE = { width: 390, height: 844 };
const PAGE = 24;

let shop: EmptyShop;
let baseUrl: string;
/** The travel pieces as a visitor should meet them: those for sale in her order, then the sold ones newest first. */
let travel: string[];
beforeAll(async () => {
  shop = await startEmptyShop("storefront_paging");
  baseUrl = shop.server.url;
  // 30 travel pieces for sale (her order the reverse of their ids), 30 sold a day apart, and a
  // handbag that no travel page may show.
  const rows = await queryDatabase<{ name: string }>(
    shop.database,
    `WITH made AS (
       INSERT INTO "Product" (name, description, price, "imageUrl", category, "isSold", "soldAt", "displayOrder", "updatedAt")
       SELECT CASE WHEN i <= 30 THEN 'Trunk ' ELSE 'Sold trunk ' END || i, 'A trunk, reworked by hand.',
         100000 + i, '/demo/product-midnight-1.jpg', 'travel', i > 30,
         CASE WHEN i > 30 THEN timestamp '2025-01-01' + i * interval '1 day' END, 100 - i, now()
       FROM generate_series(1, 60) i
       RETURNING name, "isSold", "soldAt", "displayOrder")
     SELECT name FROM made ORDER BY "isSold", CASE WHEN NOT "isSold" THEN "displayOrder" END, "soldAt" DESC`,
  );
  travel = rows.map((row) => row.name);
  await queryDatabase(
    shop.database,
    `INSERT INTO "Product" (name, description, price, "imageUrl", category, "updatedAt")
     VALUES ('Handbag among them', 'A bag.', 100000, '/demo/product-midnight-1.jpg', 'handbags', now())`,
  );
});
afterAll(() => shop?.stop());

const cardNames = (page: Page) => page.locator("main li h2, main li h3").allTextContents();
const moreLink = (page: Page) => page.getByRole("link", { name: "More pieces" });
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");

describe("a visitor on a phone without JavaScript", () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser({ javaScriptEnabled: false, viewport: PHONE });
  });
  afterAll(() => browser.close());
  const currentPage = pagePerTest(() => browser);

  it("follows More pieces from page to page: those for sale, then the sold ones, each page its own address", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/category/travel`);
    expect(await cardNames(page)).toEqual(travel.slice(0, PAGE));
    expect(await canonical(page)).toMatch(/\/category\/travel$/);
    expect(await moreLink(page).getAttribute("rel")).toBe("next");

    await moreLink(page).click();
    await page.waitForURL(/\/category\/travel\?after=/);
    expect(await cardNames(page)).toEqual(travel.slice(PAGE, PAGE * 2));
    // Six pieces for sale end the first part; the sold ones follow, SOLD over their photos.
    expect(await page.locator("main li").nth(6).getByText("SOLD", { exact: true }).isVisible()).toBe(true);
    expect(await canonical(page)).toBe(page.url());
    expect(await moreLink(page).getAttribute("href")).toMatch(/^\/category\/travel\?sold-after=/);

    await moreLink(page).click();
    await page.waitForURL(/sold-after=/);
    expect(await cardNames(page)).toEqual(travel.slice(PAGE * 2));
    expect(await moreLink(page).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("keeps the shop's category filter on the next page", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/shop`);
    // The page's own heading (the home page's shop section has it as a section's).
    await page.getByRole("heading", { level: 1, name: "SHOP" }).waitFor();
    await page.locator("#collection").getByRole("link", { name: "TRAVEL", exact: true }).click();
    await page.waitForURL(/category=travel/);
    expect(await cardNames(page)).toEqual(travel.slice(0, PAGE));
    await moreLink(page).click();
    await page.waitForURL(/after=/);
    expect(page.url()).toContain("category=travel");
    expect(await cardNames(page)).toEqual(travel.slice(PAGE, PAGE * 2));
    expect(await canonical(page)).toBe(page.url());
  });

  it("shows the first page for an address whose cursor is damaged", async () => {
    const page = currentPage();
    const response = await page.goto(`${baseUrl}/category/travel?after=not-a-cursor`);
    expect(response?.status()).toBe(200);
    expect(await cardNames(page)).toEqual(travel.slice(0, PAGE));
    expect(await canonical(page)).toMatch(/\/category\/travel$/);
  });
});

describe("a visitor on a phone with JavaScript", () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: PHONE });
  });
  afterAll(() => browser.close());
  const currentPage = pagePerTest(() => browser);

  it("adds the next cards in place, focus on the first new one, until there are no more", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/category/travel`);
    await moreLink(page).click();
    await expect.poll(() => cardNames(page)).toEqual(travel.slice(0, PAGE * 2));
    expect(page.url()).toBe(`${baseUrl}/category/travel`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(travel[PAGE]);
    await moreLink(page).click();
    await expect.poll(() => cardNames(page)).toEqual(travel);
    expect(await moreLink(page).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("keeps the shop's category filter as it adds cards, and shows them again on Back from a piece", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/shop`);
    // The page's own heading (the home page's shop section has it as a section's).
    await page.getByRole("heading", { level: 1, name: "SHOP" }).waitFor();
    await page.locator("#collection").getByRole("link", { name: "TRAVEL", exact: true }).click();
    await page.waitForURL(/category=travel/);
    await expect.poll(() => cardNames(page)).toEqual(travel.slice(0, PAGE));
    await moreLink(page).click();
    await expect.poll(() => cardNames(page)).toEqual(travel.slice(0, PAGE * 2));

    await page
      .locator("main li")
      .getByRole("heading", { name: travel[PAGE + 1], exact: true })
      .click();
    await page.waitForURL(/\/products\/\d+$/);
    await page.getByRole("heading", { level: 1, name: travel[PAGE + 1], exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/shop\?category=travel(#collection)?$/);
    await expect.poll(() => cardNames(page)).toEqual(travel.slice(0, PAGE * 2));
  });
});
