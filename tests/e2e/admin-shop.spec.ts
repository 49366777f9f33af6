// The owner runs her shop from /admin/products in Chromium, with JavaScript and without.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser, saveScreenshot } from "../support/browser";
import { jpeg } from "../support/media";
import { DB_PREFIX, recreateDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";

const OWNER = { email: "artist@example.com", password: "correct horse battery staple" };

async function photos(count: number) {
  const buffer = await jpeg(300, 200);
  return Array.from({ length: count }, (_, i) => ({ name: `p${i}.jpg`, mimeType: "image/jpeg", buffer }));
}

describe.each([true, false])("Shop Management (JavaScript %s)", (javaScriptEnabled) => {
  let server: RunningServer;
  let browser: BrowserContext;
  let page: Page;
  const names = () => page.locator("main li p.font-medium, section li p.font-medium").allTextContents();
  // A row's rarer actions (flags, Move to top, View on site, Delete) sit behind its "More" control.
  const more = (name: string) => page.getByLabel(`More actions: ${name}`).click();
  // @dnd-kit's keyboard drag, step by step as its screen-reader announcements confirm each one.
  async function moveUpWithKeyboard(name: string) {
    await page.getByRole("button", { name: `Drag to reorder ${name}` }).focus();
    const announcement = page.getByText(/was moved over droppable area/);
    await page.keyboard.press("Space");
    await announcement.waitFor({ state: "attached" });
    const pickedUp = await announcement.textContent();
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => announcement.textContent()).not.toBe(pickedUp);
    await page.keyboard.press("Space");
  }

  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: await recreateDatabase(`${DB_PREFIX}_admin_shop_${javaScriptEnabled}`),
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: "admin-shop-".padEnd(40, "x"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
    });
    browser = await launchBrowser({ javaScriptEnabled });
    page = await browser.newPage();
    await page.goto(`${server.url}/admin/products`);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Shop Management" }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("adds a product with a photo by URL and an uploaded one, priced in dollars", async () => {
    await page.getByRole("link", { name: "Add Product" }).click();
    await page.getByRole("heading", { name: "Add Product" }).waitFor();
    await page.getByRole("button", { name: "Add Product" }).click();
    await page.getByText("Validation Error: Please fill in all required fields.").waitFor();

    await page.getByLabel("Name *").fill(`Lilac Tote ${javaScriptEnabled}`);
    await page.getByLabel(/^Description/).fill("A *lilac* tote, reworked by hand.");
    await page.getByLabel("Price (USD) *").fill("1234.565");
    await page.getByLabel("Category *").selectOption("handbags");
    if (javaScriptEnabled) {
      const byUrl = page.getByLabel("Add a photo by URL (press Enter)");
      await byUrl.fill("not a url");
      await byUrl.press("Enter");
      await page.getByText("Invalid URL").waitFor();
      await page.getByRole("button", { name: "Remove photo 1" }).click();
      await byUrl.fill("/demo/about.jpg");
      await byUrl.press("Enter");
      await page.getByLabel("Upload photos").setInputFiles(await photos(6));
      await page.getByText("You can only upload 4 more image(s).").waitFor();
      await expect.poll(() => page.getByRole("img", { name: /^Photo \d$/ }).count()).toBe(5);
    } else {
      await page.getByLabel("Photo 1 URL").fill("/demo/about.jpg");
      await page.getByLabel("Upload photos").setInputFiles(await photos(2));
    }
    await page.getByRole("button", { name: "Add Product" }).click();
    await page.getByText("Product added successfully!").waitFor();
    await page.getByText(`Lilac Tote ${javaScriptEnabled}`).waitFor();
    expect(await page.getByText("$1,234.57 · handbags").count()).toBe(1);
    await saveScreenshot(page, `admin-products-js-${javaScriptEnabled}`);

    // On the storefront: the piece, its price and its photos.
    await page.goto(`${server.url}/category/handbags`);
    await page.getByRole("link", { name: new RegExp(`Lilac Tote ${javaScriptEnabled}`) }).click();
    await page.waitForURL(/\/products\/\d+$/);
    await page.getByRole("heading", { level: 1, name: `Lilac Tote ${javaScriptEnabled}` }).waitFor();
    await page.getByText("$1,234.57").first().waitFor();
    await page.goto(`${server.url}/admin/products`);
  });

  it("edits a product's price and description, and the storefront shows the change", async () => {
    const name = `Lilac Tote ${javaScriptEnabled}`;
    await page.getByRole("link", { name: `Edit: ${name}` }).click();
    await page.getByRole("heading", { name: "Edit Product" }).waitFor();
    expect(await page.getByLabel("Price (USD) *").inputValue()).toBe("1234.57");
    await page.getByLabel("Price (USD) *").fill("");
    await page.getByRole("button", { name: "Update Product" }).click();
    await page.getByText("Validation Error: Please fill in all required fields.").waitFor();
    await page.getByLabel("Price (USD) *").fill("999.99");
    await page.getByLabel(/^Description/).fill("A lilac tote, reworked by hand, now with a silk lining.");
    await page.getByRole("button", { name: "Update Product" }).click();
    await page.getByText("Product updated successfully!").waitFor();
    expect(await page.getByText("$999.99 · handbags").count()).toBe(1);

    await page.goto(`${server.url}/category/handbags`);
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await page.getByText("$999.99").first().waitFor();
    await page.getByText("now with a silk lining").waitFor();
    await page.goto(`${server.url}/admin/products`);
  });

  it("marks a piece sold, and the storefront says so", async () => {
    await more("The Midnight Reverie Tote");
    await page.getByRole("button", { name: "Mark sold: The Midnight Reverie Tote" }).click();
    await page.getByText("“The Midnight Reverie Tote” is marked sold.").waitFor();
    await more("The Midnight Reverie Tote");
    await page.getByRole("button", { name: "Not sold: The Midnight Reverie Tote" }).waitFor();
    await page.goto(`${server.url}/products/1`);
    await page.getByText("This item has been sold").waitFor();
    await page.goto(`${server.url}/admin/products`);
  });

  it("reorders with the move buttons, and the first cannot go up", async () => {
    const before = await names();
    expect(await page.getByRole("button", { name: `Move up: ${before[0]}` }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: `Move down: ${before[0]}` }).click();
    await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  // Dragging needs JavaScript; without it the move buttons above are the way.
  if (javaScriptEnabled)
    it("reorders by dragging, and the order is saved", async () => {
      const before = await names();
      const [above, dragged] = before;
      // The move above left the page at the moved row; both handles must be on screen to drag.
      await page.evaluate(() => window.scrollTo(0, 0));
      const handle = page.getByRole("button", { name: `Drag to reorder ${dragged}` });
      const from = await handle.boundingBox();
      const to = await page.getByRole("button", { name: `Drag to reorder ${above}` }).boundingBox();
      if (!from || !to) throw new Error("drag handles not on screen");
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 20 });
      const saved = page.waitForResponse((response) => response.request().method() === "POST");
      await page.mouse.up();
      const expected = [dragged, above, ...before.slice(2)];
      await expect.poll(names).toEqual(expected);
      expect((await saved).status()).toBe(200);
      await page.reload();
      await expect.poll(names).toEqual(expected);
    });

  if (javaScriptEnabled)
    it("reorders from the keyboard: Space picks a piece up, the arrows move it, Space drops it", async () => {
      const before = await names();
      const [above, moved] = before;
      const saved = page.waitForResponse((response) => response.request().method() === "POST");
      await moveUpWithKeyboard(moved);
      const expected = [moved, above, ...before.slice(2)];
      await expect.poll(names).toEqual(expected);
      expect((await saved).status()).toBe(200);
      await page.reload();
      await expect.poll(names).toEqual(expected);
    });

  if (javaScriptEnabled)
    it("puts the order back and says so when it cannot be saved", async () => {
      // The list on screen still holds a piece deleted meanwhile (from another tab), so the
      // server refuses the whole new order.
      const created = await page.request.post(`${server.url}/api/products`, {
        data: {
          name: "Short-lived",
          description: "d",
          price: 100,
          imageUrl: "/demo/about.jpg",
          category: "travel",
        },
      });
      const { id } = await created.json();
      await page.reload();
      const before = await names();
      expect(before).toContain("Short-lived");
      await page.request.delete(`${server.url}/api/products/${id}`);

      const [first, second] = before;
      await moveUpWithKeyboard(second);
      await page.getByText("Failed to update product order. Please try again.").waitFor();
      await expect.poll(async () => (await names()).slice(0, 2)).toEqual([first, second]);
    });

  if (javaScriptEnabled)
    it("marks the button being sent as busy, and only that one", async () => {
      // The server's answer is held back so the pending state can be seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/admin\/products/, async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      const [first, second] = await names();
      await more(first);
      const sent = page
        .getByRole("button", { name: `Limited: ${first}` })
        .or(page.getByRole("button", { name: `Not limited: ${first}` }));
      const label = await sent.getAttribute("aria-label");
      await sent.click();
      const busy = page.getByRole("button", { name: label! });
      await expect.poll(() => busy.getAttribute("aria-busy")).toBe("true");
      expect(await busy.isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: `Move down: ${second}` }).isDisabled()).toBe(false);
      release();
      await page.getByText(new RegExp(`“${first}” is (marked|no longer) Limited Edition\\.`)).waitFor();
      await page.unroute(/\/admin\/products/);
    });

  it("hides a product, and deletes one after confirming", async () => {
    const name = `Lilac Tote ${javaScriptEnabled}`;
    await more(name);
    await page.getByRole("button", { name: `Hide: ${name}` }).click();
    await page.getByText(`“${name}” is now a hidden draft.`).waitFor();
    await more(name);
    await page.getByRole("button", { name: `Publish: ${name}` }).waitFor();
    await page.getByRole("link", { name: `Delete: ${name}` }).click();
    await page.getByRole("heading", { name: `Delete “${name}”?` }).waitFor();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Product deleted successfully!").waitFor();
    expect(await page.getByText(name, { exact: true }).count()).toBe(0);
  });
});
