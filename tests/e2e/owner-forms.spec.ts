// The owner's forms on her phone (390 × 844) and a desktop (1280 × 900), with JavaScript and
// without: a delete asks first, edits are not dropped without a question, a price is
// read as she types it, a refused form shows each field's message and focuses the first, and the
// dashboard's words say what they mean.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dialog, Page } from "playwright-core";
import { isInViewport, saveScreenshot } from "../support/browser";
import { startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { OWNER_SCREENS, ownerPagePerTest, PHONE, screenLabel } from "../support/owner-screens";

/** A phone with JavaScript and without, and a desktop. */
const SCREENS = OWNER_SCREENS.slice(0, 3);
const UNSAVED = "You have unsaved changes. Leave this page and lose them?";

let shop: EmptyShop;
beforeAll(async () => {
  shop = await startEmptyShop("owner_forms");
});
afterAll(() => shop?.stop());

/** The owner's browser at `viewport`, signed in once; each test opens its own page. */
const ownerBrowser = (options: Parameters<typeof ownerPagePerTest>[1]) =>
  ownerPagePerTest(() => shop.server.url, options);

/** The name, else the accessible label, of the element that has the focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const label = element?.labels?.[0]?.textContent?.trim();
    return element?.getAttribute("name") || element?.getAttribute("aria-label") || label || element?.tagName;
  });

describe("the dashboard's words (390 px)", () => {
  const currentPage = ownerBrowser({ viewport: PHONE, javaScriptEnabled: true });

  it("counts one hidden draft in the singular", async () => {
    await shop.createProduct({ available: false });
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin`);
    await page.getByText(/, 1 hidden draft, /).waitFor();
    expect(await page.getByText("1 hidden drafts").count()).toBe(0);
  });

  it("says which home-page block the Story Section and the About Section each edit", async () => {
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/brand`);
    await page.getByRole("heading", { name: "Story Section" }).waitFor();
    expect(await page.getByText("Shows on the home page as the section headed ABOUT").isVisible()).toBe(true);
    await page.goto(`${shop.server.url}/admin/about`);
    await page.getByRole("heading", { name: "About Section Management" }).waitFor();
    const hint = page.getByText("The section headed ABOUT is the Story Section, in Brand Settings.");
    expect(await hint.isVisible()).toBe(true);
    // The menu (folded on a phone) names the page by the block it edits, not by the other's heading.
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    expect(await menu.locator('a[href="/admin/about"]').allTextContents()).toContain("Artist Section");
    expect(await menu.getByText("About Section").count()).toBe(0);
  });

  it("names each flag button by what it does to the piece", async () => {
    const piece = await shop.createProduct({ name: uniqueName("Flagged") });
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/products`);
    await page.getByLabel(`More actions: ${piece.name}`).click();
    await page.getByRole("button", { name: `Mark limited edition: ${piece.name}`, exact: true }).click();
    await page.getByText(`“${piece.name}” is marked Limited Edition.`).waitFor();
    await page.getByLabel(`More actions: ${piece.name}`).click();
    await page.getByRole("button", { name: `Unmark limited edition: ${piece.name}` }).waitFor();
    await page.getByRole("button", { name: `Mark sold: ${piece.name}` }).click();
    await page.getByText(`“${piece.name}” is marked sold.`).waitFor();
    // A sold piece leaves her arrangement (decision 281) and is listed under Sold.
    await page.goto(`${shop.server.url}/admin/products?show=sold`);
    await page.getByLabel(`More actions: ${piece.name}`).click();
    await page.getByRole("button", { name: `Mark not sold: ${piece.name}` }).waitFor();
  });
});

describe.each(SCREENS)("deleting at $viewport.width px (JavaScript $javaScriptEnabled)", (options) => {
  const currentPage = ownerBrowser(options);
  const label = screenLabel(options);

  it("asks before a scrolling image goes; Cancel keeps it, Yes deletes it", async () => {
    const image = await shop.createScrollingImage();
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/scrolling`);
    await page.getByRole("link", { name: `Delete ${image.title}` }).click();
    const yes = page.getByRole("button", { name: `Yes, delete ${image.title}` });
    await yes.waitFor();
    // The answer is in view, a finger's size, and has the focus: one more tap or Enter.
    expect(await isInViewport(page, yes)).toBe(true);
    expect((await yes.boundingBox())!.height).toBeGreaterThanOrEqual(options.viewport.width < 640 ? 44 : 32);
    await expect.poll(() => focused(page)).toBe(`Yes, delete ${image.title}`);
    await page.getByText(`Delete the scrolling image “${image.title}”?`).waitFor();
    await saveScreenshot(page, `owner-delete-question-${label}`);
    // One tap deleted nothing.
    const titles = async () =>
      (await shop.list<{ title: string }>("/api/scrolling-images")).map((i) => i.title);
    expect(await titles()).toContain(image.title);
    await page
      .getByRole("group", { name: `Delete ${image.title}?` })
      .getByRole("link", { name: "Cancel" })
      .click();
    await page.getByRole("link", { name: `Delete ${image.title}` }).waitFor();
    expect(await yes.count()).toBe(0);
    expect(await titles()).toContain(image.title);

    await page.getByRole("link", { name: `Delete ${image.title}` }).click();
    await yes.click();
    await page.getByText("Scrolling image deleted.").waitFor();
    expect(await titles()).not.toContain(image.title);
    expect(page.url()).not.toContain("delete=");
  });

  it("asks before a gallery item goes", async () => {
    const item = await shop.createGalleryItem();
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/gallery`);
    await page.getByRole("link", { name: `Delete ${item.title}` }).click();
    await page.getByText(`Delete “${item.title}” from the gallery?`).waitFor();
    const titles = async () => (await shop.list<{ title: string }>("/api/gallery")).map((i) => i.title);
    expect(await titles()).toContain(item.title);
    await page.getByRole("button", { name: `Yes, delete ${item.title}` }).click();
    await page.getByText("Gallery item deleted.").waitFor();
    expect(await titles()).not.toContain(item.title);
  });
});

describe.each(SCREENS)(
  "the product form at $viewport.width px (JavaScript $javaScriptEnabled)",
  (options) => {
    const currentPage = ownerBrowser(options);
    const label = screenLabel(options);
    const photoBox = options.javaScriptEnabled ? "Add a photo by URL (press Enter)" : "Photo 1 URL";

    it("shows each missing field's message and focuses the first, then takes '$1,450.00'", async () => {
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/products/new`);
      await page.getByRole("button", { name: "Add Product" }).click();
      await page.getByText("Validation Error: Please fill in all required fields.").waitFor();
      for (const message of [
        "Please enter a name.",
        "Please enter a description.",
        "Please enter a price.",
        "Please choose a category.",
        "Please add at least one photo.",
      ])
        await page.getByText(message).waitFor();
      await expect.poll(() => focused(page)).toBe("name");
      expect(await isInViewport(page, page.getByLabel("Name *"))).toBe(true);
      expect(await page.getByLabel("Name *").getAttribute("aria-invalid")).toBe("true");
      await saveScreenshot(page, `owner-product-refused-${label}`);

      const name = uniqueName("Priced");
      await page.getByLabel("Name *").fill(name);
      await page.getByLabel(/^Description/).fill("Reworked by hand.");
      await page.getByLabel("Price (USD) *").fill("1,45");
      await page.getByLabel("Category *").selectOption("travel");
      await page.getByRole("button", { name: "Add Product" }).click();
      // The price and the photos are refused: the focus goes to the first in the form's order.
      await page.getByText("Please enter a valid price.").waitFor();
      await expect.poll(() => focused(page)).toBe("price");

      await page.getByLabel("Price (USD) *").fill("$1,450.00");
      await page.getByRole("button", { name: "Add Product" }).click();
      await page.getByText("Please add at least one photo.").waitFor();
      await expect.poll(() => focused(page)).toBe(options.javaScriptEnabled ? photoBox : "imageUrl");

      await page.getByLabel(photoBox).fill("/demo/about.jpg");
      if (options.javaScriptEnabled) {
        await page.getByLabel(photoBox).press("Enter");
        // The photos are checked again as soon as one is added.
        await expect.poll(() => page.getByText("Please add at least one photo.").count()).toBe(0);
      }
      await page.getByRole("button", { name: "Add Product" }).click();
      await page.getByText("Product added successfully!").waitFor();
      const row = page.locator("section li").filter({ hasText: name });
      await row.getByText("$1,450.00").waitFor();
    });
  },
);

describe("unsaved changes (390 px, JavaScript)", () => {
  const currentPage = ownerBrowser({ viewport: PHONE, javaScriptEnabled: true });
  /** Answers the next question with `accept`, and gives its text. */
  const answerNext = (page: Page, accept: boolean) =>
    new Promise<string>((resolve) =>
      page.once("dialog", (dialog: Dialog) => {
        resolve(dialog.message());
        void (accept ? dialog.accept() : dialog.dismiss());
      }),
    );

  /** The questions asked from now on, each answered No. */
  const recordQuestions = (page: Page) => {
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    return asked;
  };

  it("asks before the Dashboard link or Sign out drops an edited form, and keeps it if she stays", async () => {
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/products/new`);
    await page.getByLabel("Name *").fill("Half-typed bag");
    const dashboard = page.getByRole("navigation", { name: "Dashboard" });
    await dashboard.getByText("Menu").click();
    let question = answerNext(page, false);
    await dashboard.getByRole("link", { name: "Dashboard", exact: true }).click();
    expect(await question).toBe(UNSAVED);
    expect(new URL(page.url()).pathname).toBe("/admin/products/new");
    expect(await page.getByLabel("Name *").inputValue()).toBe("Half-typed bag");

    question = answerNext(page, false);
    await page.getByRole("button", { name: "Sign out" }).click();
    expect(await question).toBe(UNSAVED);
    expect(await page.getByLabel("Name *").inputValue()).toBe("Half-typed bag");

    question = answerNext(page, true);
    await page.getByRole("link", { name: "Back to Home" }).click();
    expect(await question).toBe(UNSAVED);
    await page.waitForURL(`${shop.server.url}/`);
  });

  it("lets the form's own Cancel drop the edits without a question", async () => {
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/products/new`);
    await page.getByLabel("Name *").fill("Not this one after all");
    const asked = recordQuestions(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(/\/admin\/products$/);
    // The address changes before React renders the list (and the menu, keyed by the page, anew):
    // a tap on Menu in between would open the menu that is about to be replaced.
    await page.getByRole("heading", { name: "Shop Management", level: 1 }).waitFor();
    // Once she has left, nothing is held: the next link goes without a question either.
    const dashboard = page.getByRole("navigation", { name: "Dashboard" });
    await dashboard.getByText("Menu").click();
    await dashboard.getByRole("link", { name: "Dashboard", exact: true }).click();
    await page.waitForURL(/\/admin$/);
    expect(asked).toEqual([]);
  });

  it("asks before an open settings editor's edit is dropped for another, not once it is saved", async () => {
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/brand`);
    await page.getByRole("link", { name: "Edit Brand Name" }).click();
    await page.getByLabel("Brand Name", { exact: true }).fill("ATELIER NOIR");
    const question = answerNext(page, false);
    await page.getByRole("link", { name: "Edit Hero Title" }).click();
    expect(await question).toBe(UNSAVED);
    expect(await page.getByLabel("Brand Name", { exact: true }).inputValue()).toBe("ATELIER NOIR");
    const asked = recordQuestions(page);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("ATELIER NOIR").first().waitFor();
    await page.getByRole("link", { name: "Edit Hero Title" }).click();
    await page.getByLabel("Hero Title", { exact: true }).waitFor();
    expect(asked).toEqual([]);
  });

  it("does not ask when the edited form stays on the page: another item's Edit and its Cancel", async () => {
    const item = await shop.createGalleryItem();
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/gallery`);
    const add = page.getByRole("form", { name: "Add Gallery Item" });
    await add.getByLabel("Title").fill("A new item, half typed");
    const asked = recordQuestions(page);
    await page.getByRole("link", { name: `Edit ${item.title}` }).click();
    const edit = page.getByRole("form", { name: `Edit ${item.title}` });
    await edit.getByRole("button", { name: "Update Item" }).waitFor();
    await edit.getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("link", { name: `Edit ${item.title}` }).waitFor();
    expect(asked).toEqual([]);
    expect(await add.getByLabel("Title").inputValue()).toBe("A new item, half typed");
    // Leaving the page would drop it: that still asks.
    const dashboard = page.getByRole("navigation", { name: "Dashboard" });
    await dashboard.getByText("Menu").click();
    await dashboard.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect.poll(() => asked).toEqual([UNSAVED]);
    expect(new URL(page.url()).pathname).toBe("/admin/gallery");
  });

  it("asks before another form's post closes an open editor with edits, and posts nothing if she stays", async () => {
    const item = await shop.createGalleryItem();
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/gallery?edit=${item.id}`);
    const edit = page.getByRole("form", { name: `Edit ${item.title}` });
    await edit.getByLabel("Title").fill("A better title, not yet saved");
    const add = page.getByRole("form", { name: "Add Gallery Item" });
    const title = uniqueName("Added while editing");
    await add.getByLabel("Title").fill(title);
    await add.getByLabel("Description").fill("A new work.");
    await add.getByLabel("Add a photo by URL (press Enter)").fill("/demo/gallery-2-1.jpg");
    await add.getByLabel("Add a photo by URL (press Enter)").press("Enter");
    let question = answerNext(page, false);
    await add.getByRole("button", { name: "Add Item" }).click();
    expect(await question).toBe(UNSAVED);
    expect(await edit.getByLabel("Title").inputValue()).toBe("A better title, not yet saved");
    const titles = async () => (await shop.list<{ title: string }>("/api/gallery")).map((work) => work.title);
    expect(await titles()).not.toContain(title);

    question = answerNext(page, true);
    await add.getByRole("button", { name: "Add Item" }).click();
    expect(await question).toBe(UNSAVED);
    await page.getByText(title).first().waitFor();
    expect(await titles()).toContain(title);
  });

  it("asks before the tab is closed on edits, through the browser's own question", async () => {
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/gallery`);
    await page.getByLabel("Title").first().fill("A title not yet saved");
    const question = new Promise<Dialog>((resolve) => page.once("dialog", resolve));
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
  });
});
