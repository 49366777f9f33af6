// The owner runs Shop Management from her phone (390 × 844) and a desktop (1280 × 900), with
// JavaScript and without: rows stay in view after each move, Move to top, a finger drags a row,
// 44 px targets, one toast at a time naming the piece, a compact menu, search, View on site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { isInViewport, launchBrowser, saveScreenshot } from "../support/browser";
import { DB_PREFIX, recreateDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";

const OWNER = { email: "artist@example.com", password: "correct horse battery staple" };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    DATABASE_URL: await recreateDatabase(`${DB_PREFIX}_owner_phone`),
    DATA_DIR: tempDataDir(),
    SESSION_SECRET: "owner-phone-".padEnd(40, "x"),
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
  });
});
afterAll(() => server?.stop());

async function signIn(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin$/);
}

const names = (page: Page) => page.locator("section li p.font-medium").allTextContents();

describe.each([
  { viewport: PHONE, javaScriptEnabled: true },
  { viewport: PHONE, javaScriptEnabled: false },
  { viewport: DESKTOP, javaScriptEnabled: true },
  { viewport: DESKTOP, javaScriptEnabled: false },
])(
  "Shop Management at $viewport.width px (JavaScript $javaScriptEnabled)",
  ({ viewport, javaScriptEnabled }) => {
    let browser: BrowserContext;
    let page: Page;
    const phone = viewport.width < 640;
    const label = `${viewport.width}-${javaScriptEnabled ? "js" : "nojs"}`;

    beforeAll(async () => {
      browser = await launchBrowser({ javaScriptEnabled, viewport });
      page = await browser.newPage();
      await signIn(page);
    });
    afterAll(() => browser?.close());

    it("warns that card payments are not set up, and folds the menu on a phone", async () => {
      await page.getByText("Card payments are not set up.").waitFor();
      const menu = page.getByRole("navigation", { name: "Dashboard" });
      const inbox = menu.getByRole("link", { name: /^Inbox/ });
      expect(await inbox.isVisible()).toBe(!phone);
      if (phone) await menu.getByText("Menu").click();
      expect((await inbox.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await menu.getByRole("link", { name: "Shop Management" }).click();
      await page.waitForURL(/\/admin\/products$/);
      await page.getByRole("heading", { level: 1, name: "Shop Management" }).waitFor();
      if (phone) expect(await inbox.isVisible()).toBe(false);
      await saveScreenshot(page, `owner-products-${label}`);
    });

    it("gives every control of a product row a 44 px target, Delete behind More", async () => {
      const [first] = await names(page);
      const row = page.locator("section li").filter({ hasText: first }).first();
      for (const control of await row.locator("button:visible, a:visible, summary").all()) {
        const box = (await control.boundingBox())!;
        const name = (await control.getAttribute("aria-label")) ?? (await control.textContent());
        expect(Math.min(box.width, box.height), name!).toBeGreaterThanOrEqual(44);
      }
      expect(await row.getByRole("link", { name: `Delete: ${first}` }).isVisible()).toBe(false);
      await row.getByLabel(`More actions: ${first}`).click();
      expect(await row.getByRole("link", { name: `Delete: ${first}` }).isVisible()).toBe(true);
      await row.getByLabel(`More actions: ${first}`).click();
    });

    it("keeps a moved row in view, says what moved, and moves a piece to the top", async () => {
      const before = await names(page);
      const moved = before[6];
      const up = page.getByRole("button", { name: `Move up: ${moved}` });
      await up.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await up.click();
      await page.getByText(`“${moved}” moved up one place.`).waitFor();
      await expect
        .poll(() => names(page))
        .toEqual([...before.slice(0, 5), moved, before[5], ...before.slice(7)]);
      await expect
        .poll(() => isInViewport(page, page.getByRole("button", { name: `Move up: ${moved}` })))
        .toBe(true);
      if (phone) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
      await saveScreenshot(page, `owner-reorder-${label}`);

      await page.getByLabel(`More actions: ${moved}`).click();
      await page.getByRole("button", { name: `Move to top: ${moved}` }).click();
      await page.getByText(`“${moved}” moved to the top.`).waitFor();
      await expect.poll(async () => (await names(page))[0]).toBe(moved);
      await expect.poll(() => isInViewport(page, page.getByLabel(`More actions: ${moved}`))).toBe(true);
      expect(await page.getByRole("button", { name: `Move up: ${moved}` }).isDisabled()).toBe(true);
    });

    it("shows one toast at a time, naming the piece and the change", async () => {
      const [first] = await names(page);
      await page.getByLabel(`More actions: ${first}`).click();
      await page.getByRole("button", { name: `Mark limited edition: ${first}`, exact: true }).click();
      await page.getByText(`“${first}” is marked Limited Edition.`).waitFor();
      await page.getByLabel(`More actions: ${first}`).click();
      await page.getByRole("button", { name: `Unmark limited edition: ${first}` }).click();
      await page.getByText(`“${first}” is no longer Limited Edition.`).waitFor();
      expect(await page.locator("ol[aria-live] > li").count()).toBe(1);
    });

    it("searches the list, without reordering while a search is on, and opens a draft on the site", async () => {
      const draft = `Draft bag ${label}`;
      const created = await page.request.post(`${server.url}/api/products`, {
        data: {
          name: draft,
          description: "Not ready",
          price: 100,
          imageUrl: "/demo/about.jpg",
          category: "travel",
          available: false,
        },
      });
      expect(created.status()).toBe(201);
      await page.goto(`${server.url}/admin/products`);
      await page.getByLabel("Search products").fill(draft.toLowerCase());
      await page.getByLabel("Show").selectOption("drafts");
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByText(/1 of \d+ pieces shown\. Clear the search to reorder\./).waitFor();
      expect(await names(page)).toEqual([draft]);
      expect(await page.getByRole("button", { name: `Move up: ${draft}` }).count()).toBe(0);
      await page.getByLabel(`More actions: ${draft}`).click();
      await page.getByRole("link", { name: `View on site: ${draft}` }).click();
      await page.getByRole("heading", { level: 1, name: draft }).waitFor();
      expect(await page.getByText("Hidden draft:").isVisible()).toBe(true);
      await page.goto(`${server.url}/admin/products`);
    });
  },
);

describe("a finger on a phone", () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: PHONE, hasTouch: true });
    page = await browser.newPage();
    await signIn(page);
    await page.goto(`${server.url}/admin/products`);
  });
  afterAll(() => browser?.close());

  it("drags a row by its handle instead of scrolling the page, and is told the order is saved", async () => {
    const before = await names(page);
    const [, , third, fourth] = before;
    const handle = page.getByRole("button", { name: `Drag to reorder ${fourth}` });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await page.getByRole("button", { name: `Drag to reorder ${third}` }).boundingBox())!;
    expect(Math.min(from.width, from.height)).toBeGreaterThanOrEqual(44);
    const scrolled = await page.evaluate(() => window.scrollY);
    const touch = await page.context().newCDPSession(page);
    const x = from.x + from.width / 2;
    await touch.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x, y: from.y + from.height / 2 }],
    });
    const steps = 20;
    for (let i = 1; i <= steps; i++) {
      const y = from.y + from.height / 2 + ((to.y - from.y) * i) / steps;
      await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    }
    await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.getByText(`“${fourth}” is now number 3.`).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const expected = [before[0], before[1], fourth, third, ...before.slice(4)];
    await page.reload();
    await expect.poll(() => names(page)).toEqual(expected);
  });
});
