// The owner adds a gallery item or a scrolling image below a list longer than her screen, on her
// phone (390 × 844) and a desktop (1280 × 900), with JavaScript and without: the
// add form is empty again, so the next add is not a duplicate of this one, and the new row is on
// screen, marked "Just added". Each test makes its own rows on an empty shop (decision 111).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { saveScreenshot } from "../support/browser";
import { jpeg } from "../support/media";
import { startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { OWNER_SCREENS, ownerPagePerTest, screenLabel } from "../support/owner-screens";

/** Rows made before each add: the list runs past the bottom of either screen. */
const EXISTING = 12;

let shop: EmptyShop;
beforeAll(async () => {
  shop = await startEmptyShop("owner_adds");
});
afterAll(() => shop?.stop());

const photo = async (name: string) => ({ name, mimeType: "image/jpeg", buffer: await jpeg(400, 300) });

/** True when the whole element is on screen, below the fixed site header. */
const onScreen = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return box.top >= header && box.bottom <= window.innerHeight;
  });

/** What the add form still holds: its text fields' values and how many files its pickers hold. */
const leftIn = (form: Locator) =>
  form.evaluate((node) =>
    [...(node as HTMLFormElement).elements]
      .filter((field): field is HTMLInputElement | HTMLTextAreaElement =>
        ["text", "file", "textarea"].includes((field as HTMLInputElement).type),
      )
      .map((field) =>
        field instanceof HTMLInputElement && field.type === "file" ? field.files!.length : field.value,
      )
      .filter((value) => value !== "" && value !== 0),
  );

describe.each(OWNER_SCREENS)(
  "adding at $viewport.width px (JavaScript $javaScriptEnabled)",
  ({ viewport, javaScriptEnabled }) => {
    const currentPage = ownerPagePerTest(() => shop.server.url, { javaScriptEnabled, viewport });
    const label = screenLabel({ viewport, javaScriptEnabled });

    /** Checks the add form is empty again, and the row just added on screen and marked. */
    async function expectAdded(page: Page, row: Locator, form: Locator) {
      expect(await leftIn(form)).toEqual([]);
      await expect.poll(() => onScreen(row)).toBe(true);
      expect(await row.getByText("Just added").isVisible()).toBe(true);
    }

    it("adds a gallery item: the form is empty again and the new item is on screen, marked", async () => {
      for (let i = 0; i < EXISTING; i++) await shop.createGalleryItem();
      const title = uniqueName("Added study");
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/gallery`);
      const form = page.getByRole("form", { name: "Add Gallery Item" });
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Description").fill("A study added last.");
      await form.getByLabel("Upload images").setInputFiles(await photo("study.jpg"));
      // With JavaScript the file is uploaded at once and shows as the main photo.
      if (javaScriptEnabled) await form.getByRole("img", { name: "Photo 1" }).waitFor();
      await form.getByRole("button", { name: "Add Item" }).click();
      await page.getByText("Gallery item added successfully!").waitFor();
      const row = page.locator("li").filter({ has: page.getByText(title, { exact: true }) });
      await expectAdded(page, row, form);
      await saveScreenshot(page, `owner-gallery-added-${label}`);
      // A refused add keeps what she typed; the next item is added on its own: nothing of the
      // first is sent again.
      const next = uniqueName("Next study");
      await form.getByLabel("Title").fill(next);
      await form.getByRole("button", { name: "Add Item" }).click();
      await form.getByText("All fields are required.").first().waitFor();
      expect(await form.getByLabel("Title").inputValue()).toBe(next);
      await form.getByLabel("Description").fill("Another study.");
      if (javaScriptEnabled) {
        await form.getByLabel("Add a photo by URL (press Enter)").fill("/demo/gallery-1-1.jpg");
        await form.getByLabel("Add a photo by URL (press Enter)").press("Enter");
      } else {
        await form.getByLabel("Main image URL").fill("/demo/gallery-1-1.jpg");
      }
      await form.getByRole("button", { name: "Add Item" }).click();
      const nextRow = page.locator("li").filter({ has: page.getByText(next, { exact: true }) });
      await expect.poll(() => onScreen(nextRow)).toBe(true);
      expect(await row.getByText("Just added").count()).toBe(0);
      const titles = (await shop.list<{ title: string }>("/api/gallery")).map((item) => item.title);
      expect(titles.filter((t) => t === title || t === next)).toEqual([title, next]);
    });

    it("adds a scrolling image: the form is empty again and the new image is on screen, marked", async () => {
      for (let i = 0; i < EXISTING; i++) await shop.createScrollingImage();
      const title = uniqueName("Added strip");
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/scrolling`);
      const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add Image" }) });
      await form.getByLabel("Image").setInputFiles(await photo("strip.jpg"));
      await form.getByLabel("Title", { exact: true }).fill(title);
      await form.getByRole("button", { name: "Add Image" }).click();
      await page.getByText("Scrolling image added.").waitFor();
      const row = page.locator("li").filter({ has: page.getByLabel(`Title of ${title}`, { exact: true }) });
      await expectAdded(page, row, form);
      await saveScreenshot(page, `owner-scrolling-added-${label}`);
    });

    it("adds a product, then edits another: each time back at its row, on screen", async () => {
      for (let i = 0; i < EXISTING; i++) await shop.createProduct();
      // The last of the list: far below the top on either screen.
      const edited = (await shop.list<{ id: number; name: string }>("/api/products")).at(-1)!;
      const name = uniqueName("Added piece");
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/products/new`);
      await page.getByLabel("Name *").fill(name);
      await page.getByLabel(/^Description/).fill("Added below the others.");
      await page.getByLabel("Price (USD) *").fill("1,450");
      await page.getByLabel("Category *").selectOption("handbags");
      const photoBox = javaScriptEnabled ? "Add a photo by URL (press Enter)" : "Photo 1 URL";
      await page.getByLabel(photoBox).fill("/demo/product-ivory-1.jpg");
      if (javaScriptEnabled) await page.getByLabel(photoBox).press("Enter");
      await page.getByRole("button", { name: "Add Product" }).click();
      await page.getByText("Product added successfully!").waitFor();
      const row = page.locator("li").filter({ has: page.getByText(name, { exact: true }) });
      await expect.poll(() => onScreen(row)).toBe(true);
      expect(await row.getByText("Just added").isVisible()).toBe(true);
      // An edit comes back to the row she edited, not to the top of the list.
      await page.goto(`${shop.server.url}/admin/products/${edited.id}`);
      await page.getByRole("button", { name: "Update Product" }).click();
      await page.getByText("Product updated successfully!").waitFor();
      const editedRow = page.locator("li").filter({ has: page.getByText(edited.name, { exact: true }) });
      await expect.poll(() => onScreen(editedRow)).toBe(true);
    });
  },
);
