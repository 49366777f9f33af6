// The owner runs her shop from /admin/products in Chromium, with JavaScript and without. Each test
// makes the pieces it works on through the owner's API and opens its own page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser, saveScreenshot } from "../support/browser";
import { jpeg } from "../support/media";
import { OWNER, startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { pagePerTest } from "../support/page-per-test";

async function photos(count: number) {
  const buffer = await jpeg(300, 200);
  return Array.from({ length: count }, (_, i) => ({ name: `p${i}.jpg`, mimeType: "image/jpeg", buffer }));
}

/** The names in the dashboard's list, top to bottom. */
const listedNames = (page: Page) =>
  page.locator("main li p.font-medium, section li p.font-medium").allTextContents();

/** Opens a row's rarer actions (flags, Move to top, View on site, Delete), behind its "More" control. */
const more = (page: Page, name: string) => page.getByLabel(`More actions: ${name}`).click();

/** `names` with `name` and the one after it swapped. */
function swapWithNext(names: string[], name: string) {
  const i = names.indexOf(name);
  return [...names.slice(0, i), names[i + 1], name, ...names.slice(i + 2)];
}

// @dnd-kit's keyboard drag, step by step as its screen-reader announcements confirm each one.
async function moveUpWithKeyboard(page: Page, name: string) {
  await page.getByRole("button", { name: `Drag to reorder ${name}` }).focus();
  const announcement = page.getByText(/was moved over droppable area/);
  await page.keyboard.press("Space");
  await announcement.waitFor({ state: "attached" });
  const pickedUp = await announcement.textContent();
  await page.keyboard.press("ArrowUp");
  await expect.poll(() => announcement.textContent()).not.toBe(pickedUp);
  await page.keyboard.press("Space");
}

describe.each([true, false])("Shop Management (JavaScript %s)", (javaScriptEnabled) => {
  let shop: EmptyShop;
  let browser: BrowserContext;
  beforeAll(async () => {
    shop = await startEmptyShop(`admin_shop_${javaScriptEnabled}`);
    browser = await launchBrowser({ javaScriptEnabled });
    // The owner signs in once; each test's page shares her session.
    const page = await browser.newPage();
    await page.goto(`${shop.server.url}/admin/products`);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Shop Management" }).waitFor();
    await page.close();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });
  const currentPage = pagePerTest(() => browser, { keepCookies: true });
  /** Opens the dashboard's product list. */
  async function openList() {
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/products`);
    await page.getByRole("heading", { name: "Shop Management" }).waitFor();
    return page;
  }
  /**
   * Two new pieces next to each other near the top of the list, in view as a drag needs: position 0
   * puts them before the pieces other tests added at the end, and ties go to the older id.
   */
  const twoPieces = async () => [
    await shop.createProduct({ displayOrder: 0 }),
    await shop.createProduct({ displayOrder: 0 }),
  ];

  it("adds a product with a photo by URL and an uploaded one, priced in dollars", async () => {
    const page = await openList();
    const name = uniqueName("Lilac Tote");
    await page.getByRole("link", { name: "Add Product" }).click();
    await page.getByRole("heading", { name: "Add Product" }).waitFor();
    await page.getByRole("button", { name: "Add Product" }).click();
    await page.getByText("Validation Error: Please fill in all required fields.").waitFor();

    await page.getByLabel("Name *").fill(name);
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
    await page.getByText(name).waitFor();
    expect(await page.locator("li", { hasText: name }).getByText("$1,234.57 · handbags").count()).toBe(1);
    await saveScreenshot(page, `admin-products-js-${javaScriptEnabled}`);

    // On the storefront: the piece, its price and its photos.
    await page.goto(`${shop.server.url}/category/handbags`);
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await page.waitForURL(/\/products\/\d+$/);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    // This shop has no Stripe keys: the price shows, and no 'Purchase Now' (decision 150).
    await page.getByText("$1,234.57").first().waitFor();
  });

  it("adds a product whose only photo is an uploaded file, and stores that photo", async () => {
    const page = currentPage();
    const name = uniqueName("Satchel with one photo");
    await page.goto(`${shop.server.url}/admin/products/new`);
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel(/^Description/).fill("Its only photo is a file.");
    await page.getByLabel("Price (USD) *").fill("310");
    await page.getByLabel("Category *").selectOption("travel");
    await page.getByLabel("Upload photos").setInputFiles(await photos(1));
    // With JavaScript the file uploads as it is picked and the form sends its address.
    if (javaScriptEnabled) await page.getByRole("img", { name: "Photo 1" }).waitFor();
    await page.getByRole("button", { name: "Add Product" }).click();
    await page.getByText("Product added successfully!").waitFor();

    const products: { name: string; imageUrl: string; imageUrl2: string | null }[] = await (
      await page.request.get(`${shop.server.url}/api/products`)
    ).json();
    const saved = products.find((product) => product.name === name);
    expect(saved).toMatchObject({
      imageUrl: expect.stringMatching(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/),
    });
    expect(saved?.imageUrl2).toBeNull();
    const photo = await page.request.get(`${shop.server.url}${saved?.imageUrl}`);
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
  });

  it("edits a product's price and description, and the storefront shows the change", async () => {
    const piece = await shop.createProduct({ price: 123_457 });
    const page = await openList();
    await page.getByRole("link", { name: `Edit: ${piece.name}` }).click();
    await page.getByRole("heading", { name: "Edit Product" }).waitFor();
    expect(await page.getByLabel("Price (USD) *").inputValue()).toBe("1234.57");
    await page.getByLabel("Price (USD) *").fill("");
    await page.getByRole("button", { name: "Update Product" }).click();
    await page.getByText("Validation Error: Please fill in all required fields.").waitFor();
    await page.getByLabel("Price (USD) *").fill("999.99");
    await page.getByLabel(/^Description/).fill("A lilac tote, reworked by hand, now with a silk lining.");
    await page.getByRole("button", { name: "Update Product" }).click();
    await page.getByText("Product updated successfully!").waitFor();
    expect(await page.locator("li", { hasText: piece.name }).getByText("$999.99 · handbags").count()).toBe(1);

    await page.goto(`${shop.server.url}/category/handbags`);
    await page.getByRole("link", { name: new RegExp(piece.name) }).click();
    await page.getByText("$999.99").first().waitFor();
    await page.getByText("now with a silk lining").waitFor();
  });

  it("marks a piece sold, and the storefront says so", async () => {
    const piece = await shop.createProduct();
    const page = await openList();
    await more(page, piece.name);
    await page.getByRole("button", { name: `Mark sold: ${piece.name}` }).click();
    await page.getByText(`“${piece.name}” is marked sold.`).waitFor();
    // A sold piece leaves her arrangement (decision 281) and is listed under Sold.
    await page.getByLabel(`More actions: ${piece.name}`).waitFor({ state: "detached" });
    await page.goto(`${shop.server.url}/admin/products?show=sold`);
    await more(page, piece.name);
    await page.getByRole("button", { name: `Mark not sold: ${piece.name}` }).waitFor();
    await page.goto(`${shop.server.url}/products/${piece.id}`);
    await page.getByText("This item has been sold").waitFor();
  });

  it("reorders with the move buttons, and the first cannot go up", async () => {
    const [upper] = await twoPieces();
    const page = await openList();
    const before = await listedNames(page);
    expect(await page.getByRole("button", { name: `Move up: ${before[0]}` }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: `Move down: ${upper.name}` }).click();
    await expect.poll(() => listedNames(page)).toEqual(swapWithNext(before, upper.name));
  });

  // Dragging needs JavaScript; without it the move buttons above are the way.
  if (javaScriptEnabled)
    it("reorders by dragging, and the order is saved", async () => {
      const [above, dragged] = await twoPieces();
      const page = await openList();
      const before = await listedNames(page);
      const handle = page.getByRole("button", { name: `Drag to reorder ${dragged.name}` });
      await handle.scrollIntoViewIfNeeded();
      const from = await handle.boundingBox();
      const to = await page.getByRole("button", { name: `Drag to reorder ${above.name}` }).boundingBox();
      if (!from || !to) throw new Error("drag handles not on screen");
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 20 });
      const saved = page.waitForResponse((response) => response.request().method() === "POST");
      await page.mouse.up();
      const expected = swapWithNext(before, above.name);
      await expect.poll(() => listedNames(page)).toEqual(expected);
      expect((await saved).status()).toBe(200);
      await page.reload();
      await expect.poll(() => listedNames(page)).toEqual(expected);
    });

  if (javaScriptEnabled)
    it("reorders from the keyboard: Space picks a piece up, the arrows move it, Space drops it", async () => {
      const [above, moved] = await twoPieces();
      const page = await openList();
      const before = await listedNames(page);
      const saved = page.waitForResponse((response) => response.request().method() === "POST");
      await moveUpWithKeyboard(page, moved.name);
      const expected = swapWithNext(before, above.name);
      await expect.poll(() => listedNames(page)).toEqual(expected);
      expect((await saved).status()).toBe(200);
      await page.reload();
      await expect.poll(() => listedNames(page)).toEqual(expected);
    });

  if (javaScriptEnabled)
    it("puts the order back and says so when it cannot be saved", async () => {
      // The list on screen still holds a piece deleted meanwhile (from another tab), so the
      // server refuses the whole new order.
      const [first, second] = await twoPieces();
      const shortLived = await shop.createProduct({ name: uniqueName("Short-lived") });
      const page = await openList();
      expect(await listedNames(page)).toContain(shortLived.name);
      const deleted = await page.request.delete(`${shop.server.url}/api/products/${shortLived.id}`);
      expect(deleted.status()).toBe(200);

      const others = (names: string[]) => names.filter((name) => name !== shortLived.name);
      const before = others(await listedNames(page));
      expect(before.indexOf(second.name)).toBe(before.indexOf(first.name) + 1);
      await moveUpWithKeyboard(page, second.name);
      await page.getByText("Failed to update product order. Please try again.").waitFor();
      await expect.poll(async () => others(await listedNames(page))).toEqual(before);
    });

  if (javaScriptEnabled)
    it("marks the button being sent as busy, and only that one", async () => {
      const [first, second] = await twoPieces();
      const page = await openList();
      // The server's answer is held back so the pending state can be seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/admin\/products/, async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      await more(page, first.name);
      const sent = page.getByRole("button", { name: `Mark limited edition: ${first.name}`, exact: true });
      const label = await sent.getAttribute("aria-label");
      await sent.click();
      const busy = page.getByRole("button", { name: label! });
      await expect.poll(() => busy.getAttribute("aria-busy")).toBe("true");
      expect(await busy.isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: `Move up: ${second.name}` }).isDisabled()).toBe(false);
      release();
      await page.getByText(`“${first.name}” is marked Limited Edition.`).waitFor();
      await page.unroute(/\/admin\/products/);
    });

  it("hides a product, and deletes one after confirming", async () => {
    const piece = await shop.createProduct();
    const page = await openList();
    await more(page, piece.name);
    await page.getByRole("button", { name: `Hide: ${piece.name}` }).click();
    await page.getByText(`“${piece.name}” is now a hidden draft.`).waitFor();
    await more(page, piece.name);
    await page.getByRole("button", { name: `Publish: ${piece.name}` }).waitFor();
    await page.getByRole("link", { name: `Delete: ${piece.name}` }).click();
    await page.getByRole("heading", { name: `Delete “${piece.name}”?` }).waitFor();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Product deleted successfully!").waitFor();
    expect(await page.getByText(piece.name, { exact: true }).count()).toBe(0);
  });
});
