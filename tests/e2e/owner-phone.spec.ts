// The owner runs Shop Management from her phone (390 × 844) and a desktop (1280 × 900), with
// JavaScript and without: rows stay in view after each move, Move to top, a finger drags a row,
// 44 px targets, one toast at a time naming the piece, a compact menu, search, View on site. Each
// test makes the pieces it needs on an empty shop and opens its own page (decision 111).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { isInViewport, saveScreenshot } from "../support/browser";
import { startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { OWNER_SCREENS, ownerPagePerTest, PHONE, screenLabel } from "../support/owner-screens";

let shop: EmptyShop;
beforeAll(async () => {
  shop = await startEmptyShop("owner_phone");
});
afterAll(() => shop?.stop());

/** A browser of the given kind with the owner signed in once, and a page of its own for each test. */
const ownerBrowser = (options: Parameters<typeof ownerPagePerTest>[1]) =>
  ownerPagePerTest(() => shop.server.url, options);

/** Opens the dashboard's product list on the test's own page. */
async function openList(page: Page) {
  await page.goto(`${shop.server.url}/admin/products`);
  await page.getByRole("heading", { level: 1, name: "Shop Management" }).waitFor();
  return page;
}

/**
 * `count` new pieces next to each other near the top of the list: position 0 puts them before the
 * pieces a reorder has numbered, and ties go to the older id, so they follow one another.
 */
const pieces = async (count: number) => {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await shop.createProduct({ displayOrder: 0 }));
  return made.map((piece) => piece.name);
};

const names = (page: Page) => page.locator("section li p.font-medium").allTextContents();

describe.each(OWNER_SCREENS)(
  "Shop Management at $viewport.width px (JavaScript $javaScriptEnabled)",
  ({ viewport, javaScriptEnabled }) => {
    const currentPage = ownerBrowser({ javaScriptEnabled, viewport });
    const phone = viewport.width < 640;
    const label = screenLabel({ viewport, javaScriptEnabled });

    it("warns that card payments are not set up, and folds the menu on a phone", async () => {
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin`);
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
      const [mine] = await pieces(1);
      const page = await openList(currentPage());
      const row = page.locator("section li").filter({ hasText: mine }).first();
      for (const control of await row.locator("button:visible, a:visible, summary").all()) {
        const box = (await control.boundingBox())!;
        const name = (await control.getAttribute("aria-label")) ?? (await control.textContent());
        expect(Math.min(box.width, box.height), name!).toBeGreaterThanOrEqual(44);
      }
      expect(await row.getByRole("link", { name: `Delete: ${mine}` }).isVisible()).toBe(false);
      await row.getByLabel(`More actions: ${mine}`).click();
      expect(await row.getByRole("link", { name: `Delete: ${mine}` }).isVisible()).toBe(true);
      await row.getByLabel(`More actions: ${mine}`).click();
    });

    it("keeps a moved row in view, says what moved, and moves a piece to the top", async () => {
      // The seventh of seven: on a phone it is below the fold, as the owner scrolls to it.
      const mine = await pieces(7);
      const page = await openList(currentPage());
      const before = await names(page);
      const moved = mine[6];
      const at = before.indexOf(moved);
      expect(before.slice(at - 6, at + 1)).toEqual(mine);
      const up = page.getByRole("button", { name: `Move up: ${moved}` });
      await up.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      if (phone) expect(scrolled).toBeGreaterThan(0);
      await up.click();
      await page.getByText(`“${moved}” moved up one place.`).waitFor();
      await expect
        .poll(() => names(page))
        .toEqual([...before.slice(0, at - 1), moved, before[at - 1], ...before.slice(at + 1)]);
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
      const [mine] = await pieces(1);
      const page = await openList(currentPage());
      await page.getByLabel(`More actions: ${mine}`).click();
      await page.getByRole("button", { name: `Mark limited edition: ${mine}`, exact: true }).click();
      await page.getByText(`“${mine}” is marked Limited Edition.`).waitFor();
      await page.getByLabel(`More actions: ${mine}`).click();
      await page.getByRole("button", { name: `Unmark limited edition: ${mine}` }).click();
      await page.getByText(`“${mine}” is no longer Limited Edition.`).waitFor();
      expect(await page.locator("ol[aria-live] > li").count()).toBe(1);
    });

    it("searches the list, without reordering while a search is on, and opens a draft on the site", async () => {
      const page = currentPage();
      const draft = uniqueName(`Draft bag ${label}`);
      const created = await page.request.post(`${shop.server.url}/api/products`, {
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
      await openList(page);
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
    });
  },
);

describe("a finger on a phone", () => {
  const currentPage = ownerBrowser({ viewport: PHONE, hasTouch: true });

  it("drags a row by its handle instead of scrolling the page, and is told the order is saved", async () => {
    const [, , third, fourth] = await pieces(4);
    const page = await openList(currentPage());
    const before = await names(page);
    const at = before.indexOf(third);
    expect(before[at + 1]).toBe(fourth);
    // Both handles on screen, wherever other tests' pieces put the two rows.
    await page.getByRole("button", { name: `Drag to reorder ${third}` }).scrollIntoViewIfNeeded();
    const handle = page.getByRole("button", { name: `Drag to reorder ${fourth}` });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await page.getByRole("button", { name: `Drag to reorder ${third}` }).boundingBox())!;
    expect(to.y).toBeGreaterThanOrEqual(0);
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
    await page.getByText(`“${fourth}” is now number ${at + 1}.`).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const expected = [...before.slice(0, at), fourth, third, ...before.slice(at + 2)];
    await page.reload();
    await expect.poll(() => names(page)).toEqual(expected);
  });
});
