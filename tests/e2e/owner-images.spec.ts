// The owner sets every image of her site the same way, on her phone (390 × 844) and a desktop
// (1280 × 900), with JavaScript and without: a thumbnail of what the form
// holds, an upload that replaces it, an address as a second way. Product and gallery photos show as
// thumbnails and move earlier or later. Each test makes its own rows on an empty shop (decision 111).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { saveScreenshot } from "../support/browser";
import { jpeg } from "../support/media";
import { startEmptyShop, type EmptyShop } from "../support/owner-api";
import { OWNER_SCREENS, ownerPagePerTest, screenLabel } from "../support/owner-screens";

const SITE_UPLOAD = /^\/uploads\/site\/[0-9a-f]{32}\.jpg$/;

let shop: EmptyShop;
beforeAll(async () => {
  shop = await startEmptyShop("owner_images");
});
afterAll(() => shop?.stop());

const photo = async (name: string) => ({ name, mimeType: "image/jpeg", buffer: await jpeg(400, 300) });
const toast = (page: Page, text: string) => page.locator("li").filter({ hasText: text }).first().waitFor();
const settings = async () =>
  (await (await fetch(`${shop.server.url}/api/settings`)).json()) as Record<string, string>;

/** A picker is a button-like label hiding its input with JavaScript, the browser's own without. */
const pickerLabel = (javaScriptEnabled: boolean) =>
  javaScriptEnabled ? "Upload an image" : "Or upload an image";

/** The thumbnail's loaded picture, not a broken one. */
const loaded = (image: Locator) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  );

describe.each(OWNER_SCREENS)(
  "the owner's images at $viewport.width px (JavaScript $javaScriptEnabled)",
  ({ viewport, javaScriptEnabled }) => {
    const currentPage = ownerPagePerTest(() => shop.server.url, { javaScriptEnabled, viewport });
    const label = screenLabel({ viewport, javaScriptEnabled });

    it("uploads the hero image from the editor, which shows the image it holds", async () => {
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/brand?edit=heroBackgroundImage`);
      const editor = page.locator("form").filter({ has: page.getByRole("button", { name: "Save" }) });
      const before = (await settings()).heroBackgroundImage;
      // The thumbnail of the image the setting holds, beside its address.
      const current = editor.getByRole("img", { name: "Hero Background Image" });
      expect(await current.getAttribute("src")).toBe(before);
      expect(await loaded(current)).toBe(true);
      await editor.getByLabel(pickerLabel(javaScriptEnabled)).setInputFiles(await photo("new-hero.jpg"));
      if (javaScriptEnabled) {
        // The picked file shows before it is sent, and the picker says nothing about "no file".
        const picked = editor.getByRole("img", { name: "Hero Background Image: new-hero.jpg" });
        await expect.poll(() => loaded(picked)).toBe(true);
        await editor.getByText("new-hero.jpg will replace the image when you save.").waitFor();
        expect((await editor.locator('input[type="file"]').boundingBox())!.width).toBeLessThanOrEqual(1);
      }
      await saveScreenshot(page, `owner-hero-image-editor-${label}`);
      await editor.getByRole("button", { name: "Save" }).click();
      await toast(page, "Saved.");
      const saved = (await settings()).heroBackgroundImage;
      expect(saved).toMatch(SITE_UPLOAD);
      // The view shows the new image, and the home page's hero is it.
      const shown = page.getByRole("img", { name: "Hero Background Image" });
      await shown.waitFor();
      expect(await shown.getAttribute("src")).toBe(saved);
      await page.goto(shop.server.url);
      const hero = await page.content();
      expect(hero).toContain(saved.replace(/^\/uploads\//, "").replace(/\.jpg$/, ""));
    });

    it("refuses a blank story image unless a file is sent, then saves the upload", async () => {
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/brand?edit=storyImage`);
      const editor = page.locator("form").filter({ has: page.getByRole("button", { name: "Save" }) });
      await editor.getByLabel("Story Image", { exact: true }).fill("");
      await editor.getByRole("button", { name: "Save" }).click();
      await editor.getByText("Story image URL cannot be empty").waitFor();
      await editor.getByLabel(pickerLabel(javaScriptEnabled)).setInputFiles(await photo("story.jpg"));
      await editor.getByRole("button", { name: "Save" }).click();
      await toast(page, "Saved.");
      expect((await settings()).storyImage).toMatch(SITE_UPLOAD);
    });

    it("sets the About image by address, its thumbnail following the box", async () => {
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/about?edit=aboutImage`);
      const editor = page.locator("form").filter({ has: page.getByRole("button", { name: "Save" }) });
      await editor.getByLabel("About Image", { exact: true }).fill("/demo/about.jpg");
      if (javaScriptEnabled) {
        await expect
          .poll(() => editor.getByRole("img", { name: "About Image" }).getAttribute("src"))
          .toBe("/demo/about.jpg");
      }
      await editor.getByRole("button", { name: "Save" }).click();
      await toast(page, "Saved.");
      expect((await settings()).aboutImage).toBe("/demo/about.jpg");
    });

    it("uploads a collection's main photo", async () => {
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/collections`);
      await page.getByLabel("Collection").selectOption("accessories");
      await page.getByLabel(pickerLabel(javaScriptEnabled)).setInputFiles(await photo("cover.jpg"));
      await page.getByRole("button", { name: "Set Photo" }).click();
      await toast(page, "Collection main photo saved.");
      const photos = (await (await fetch(`${shop.server.url}/api/collection-main-photos`)).json()) as {
        collectionName: string;
        imageUrl: string;
      }[];
      expect(photos.find((row) => row.collectionName === "accessories")?.imageUrl).toMatch(SITE_UPLOAD);
    });

    it("shows a gallery item's images as thumbnails when editing it, and reorders them", async () => {
      const item = await shop.createGalleryItem({
        imageUrl: "/demo/gallery-1-1.jpg",
        imageUrl2: "/demo/gallery-1-2.jpg",
        imageUrl3: null,
      });
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/gallery?edit=${item.id}`);
      const form = page.getByRole("form", { name: `Edit ${item.title}` });
      for (const n of [1, 2]) expect(await loaded(form.getByRole("img", { name: `Photo ${n}` }))).toBe(true);
      if (javaScriptEnabled) {
        // No address boxes: thumbnails, each with its own 44 px controls.
        expect(await form.getByLabel("Main image URL").count()).toBe(0);
        const earlier = form.getByRole("button", { name: "Move photo 2 earlier" });
        const box = (await earlier.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        await earlier.click();
      } else {
        // Without JavaScript the order is the boxes' order.
        await form.getByLabel("Main image URL").fill("/demo/gallery-1-2.jpg");
        await form.getByLabel("Image 2 URL (optional)").fill("/demo/gallery-1-1.jpg");
      }
      await saveScreenshot(page, `owner-gallery-edit-${label}`);
      await form.getByRole("button", { name: "Update Item" }).click();
      await toast(page, "Gallery item updated successfully!");
      const items = await shop.list<{ id: number; imageUrl: string; imageUrl2: string }>("/api/gallery");
      expect(items.find((row) => row.id === item.id)).toMatchObject({
        imageUrl: "/demo/gallery-1-2.jpg",
        imageUrl2: "/demo/gallery-1-1.jpg",
      });
    });

    it.runIf(javaScriptEnabled)("shows a scrolling image picked for adding before it is sent", async () => {
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/scrolling`);
      await page.getByLabel("Image", { exact: true }).setInputFiles(await photo("strip-new.jpg"));
      await expect.poll(() => loaded(page.getByRole("img", { name: "Picked: strip-new.jpg" }))).toBe(true);
    });

    it.runIf(javaScriptEnabled)("makes a product's third photo its main photo", async () => {
      const piece = await shop.createProduct({
        imageUrl: "/demo/product-midnight-1.jpg",
        imageUrl2: "/demo/product-midnight-2.jpg",
        imageUrl3: "/demo/product-midnight-3.jpg",
      });
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/products/${piece.id}`);
      await page.getByRole("button", { name: "Move photo 3 earlier" }).click();
      // The moved photo keeps the focus on its button: the next tap moves it on.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
        .toBe("Move photo 2 earlier");
      await page.getByRole("button", { name: "Move photo 2 earlier" }).click();
      expect(await page.getByRole("button", { name: "Move photo 1 earlier" }).isDisabled()).toBe(true);
      // The uploaded thumbnails sit beside a button-like picker, not "No file chosen".
      expect((await page.locator('input[type="file"]').boundingBox())!.width).toBeLessThanOrEqual(1);
      await page.getByLabel("Upload photos").setInputFiles(await photo("fourth.jpg"));
      await page.getByRole("img", { name: "Photo 4" }).waitFor();
      await saveScreenshot(page, `owner-product-photos-${label}`);
      await page.getByRole("button", { name: "Update Product" }).click();
      await toast(page, "Product updated successfully!");
      const saved = await (await fetch(`${shop.server.url}/api/products/${piece.id}`)).json();
      expect(saved).toMatchObject({
        imageUrl: "/demo/product-midnight-3.jpg",
        imageUrl2: "/demo/product-midnight-1.jpg",
        imageUrl3: "/demo/product-midnight-2.jpg",
      });
      expect(saved.imageUrl4).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/);
    });
  },
);
