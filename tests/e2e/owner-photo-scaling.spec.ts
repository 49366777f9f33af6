// The owner's photos from a phone (390 px): with JavaScript a 4000x3000 camera JPEG leaves the
// browser scaled to 2560 px on its longest side, turned as its EXIF says and with its colours, each
// photo with its own progress bar while she goes on filling in the form, and Add Product waits for
// them; a HEIC the browser cannot decode goes as it is and the server converts it. Without
// JavaScript the picked file travels with the form, whole. A single image picker (the hero image)
// sends its photo scaled with the form, one picked before the page hydrated too. Also times four such photos sent whole
// (the browser's decoder taken away, as before scaling) and scaled.
import sharp from "sharp";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchOwnerBrowser, saveScreenshot } from "../support/browser";
import { cameraHeic, cameraJpeg } from "../support/media";
import { OWNER, startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";

const PHONE = { viewport: { width: 390, height: 844 } };
const SCALED_SIDE = 2560;

let shop: EmptyShop;
let camera: Buffer;
let heic: Buffer;
beforeAll(async () => {
  shop = await startEmptyShop("photo_scaling");
  [camera, heic] = await Promise.all([cameraJpeg(), cameraHeic()]);
});
afterAll(() => shop?.stop());

const jpegFile = (name: string) => ({ name, mimeType: "image/jpeg", buffer: camera });
const fourPhotos = () => [
  jpegFile("first.jpg"),
  jpegFile("second.jpg"),
  jpegFile("third.jpg"),
  { name: "fourth.heic", mimeType: "image/heic", buffer: heic },
];

/** The size of each photo's request to /api/upload-multiple, by the picked file's name. */
async function recordUploads(page: Page) {
  const sent = new Map<string, number>();
  await page.route("**/api/upload-multiple**", async (route) => {
    const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
    const name = /filename="([^"]+)"/.exec(body.toString("latin1"))?.[1] ?? "";
    sent.set(name.replace(/\.\w+$/, ""), body.length);
    await route.continue();
  });
  return sent;
}

/**
 * Picks the four photos once the picker uploads them (it has no name of its own then); answers
 * when they were picked.
 */
async function pickPhotos(page: Page) {
  await page.locator('input[type="file"]:not([name])').waitFor({ state: "attached" });
  const picked = Date.now();
  await page.getByLabel("Upload photos").setInputFiles(fourPhotos());
  return picked;
}

async function fillProduct(page: Page, name: string) {
  await page.getByLabel("Name *").fill(name);
  await page.getByLabel(/^Description/).fill("Photographed on her phone.");
  await page.getByLabel("Price (USD) *").fill("640");
  await page.getByLabel("Category *").selectOption("handbags");
}

async function savedProduct(name: string) {
  const products = await shop.list<Record<string, string | null> & { name: string }>("/api/products");
  return products.find((product) => product.name === name)!;
}

const storedImage = async (url: string) =>
  Buffer.from(await (await fetch(`${shop.server.url}${url}`)).arrayBuffer());

const channelMeans = async (image: Buffer) =>
  (await sharp(image).rotate().stats()).channels.slice(0, 3).map((channel) => channel.mean);

describe("her photos at 390 px with JavaScript", () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchOwnerBrowser(shop.server.url, OWNER, PHONE);
  });
  afterAll(() => browser?.close());

  it("sends them scaled, each with its progress, while she fills in the form, and saves once they are stored", async () => {
    const page = await browser.newPage();
    const sent = await recordUploads(page);
    await page.goto(`${shop.server.url}/admin/products/new`);
    await pickPhotos(page);
    // One bar per photo, named for it, while they go.
    for (const name of ["first.jpg", "second.jpg", "third.jpg", "fourth.heic"]) {
      await page.getByRole("progressbar", { name: `Uploading ${name}` }).waitFor();
    }
    const name = uniqueName("Phone tote");
    await fillProduct(page, name);
    await page.getByRole("button", { name: "Add Product" }).click();
    await page.getByText("Your changes will be saved as soon as your photos have uploaded.").waitFor();
    await saveScreenshot(page, "owner-photos-waiting-390");
    await page.getByText("Product added successfully!").waitFor({ timeout: 60_000 });

    const product = await savedProduct(name);
    expect(product.description).toBe("Photographed on her phone.");
    const urls = [product.imageUrl, product.imageUrl2, product.imageUrl3, product.imageUrl4];
    urls.forEach((url) => expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/));

    // Each JPEG left the browser with 41 % of its pixels, in under half its bytes; the HEIC whole.
    for (const photo of ["first", "second", "third"]) {
      expect(sent.get(photo)).toBeLessThan(camera.length / 2);
    }
    expect(sent.get("fourth")).toBeGreaterThan(heic.length);

    // Stored upright at the scaled size, with the original's colours.
    const stored = await storedImage(urls[0]!);
    const { width, height } = await sharp(stored).metadata();
    expect([width, height]).toEqual([(SCALED_SIDE * 3) / 4, SCALED_SIDE]);
    const [original, scaled] = await Promise.all([channelMeans(camera), channelMeans(stored)]);
    scaled.forEach((mean, i) => expect(Math.abs(mean - original[i])).toBeLessThan(3));
    // The HEIC, converted by the server.
    expect((await sharp(await storedImage(urls[3]!)).metadata()).format).toBe("jpeg");
    await page.close();
  }, 120_000);

  it("sends a single image picked in a form (the hero image) scaled with the form", async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.server.url}/admin/brand?edit=heroBackgroundImage`);
    const editor = page.locator("form").filter({ has: page.getByRole("button", { name: "Save" }) });
    // Exactly "Upload an image": the picker that replaces, once the form has hydrated, the one for
    // no JavaScript ("Or upload an image"); a file picked in that one is lost with it.
    await editor.getByLabel("Upload an image", { exact: true }).setInputFiles([jpegFile("hero.jpg")]);
    // The picker's file is swapped for the scaled photo once it is ready.
    const picker = editor.locator('input[type="file"]');
    await expect
      .poll(() => picker.evaluate((input: HTMLInputElement) => input.files?.[0]?.size ?? 0))
      .toSatisfy((size: number) => size > 0 && size < camera.length / 2);
    let posted = 0;
    await page.route("**/admin/brand**", async (route) => {
      if (route.request().method() === "POST") posted = route.request().postDataBuffer()?.length ?? 0;
      await route.continue();
    });
    await editor.getByRole("button", { name: "Save" }).click();
    await page.locator("li").filter({ hasText: "Saved." }).first().waitFor();
    expect(posted).toBeGreaterThan(0);
    expect(posted).toBeLessThan(camera.length / 2);
    const settings = (await (await fetch(`${shop.server.url}/api/settings`)).json()) as Record<
      string,
      string
    >;
    expect(settings.heroBackgroundImage).toMatch(/^\/uploads\/site\/[0-9a-f]{32}\.jpg$/);
    await page.close();
  });

  it("keeps a hero image picked before the page has hydrated, and scales it once it has", async () => {
    const page = await browser.newPage();
    // The app's entry script held back: the page stays as the server sent it while she picks.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/build/entry.client-*.js", async (route) => {
      await held;
      await route.continue();
    });
    // goto answers once the page has hydrated, so it is awaited after the release.
    const opened = page.goto(`${shop.server.url}/admin/brand?edit=heroBackgroundImage`);
    const editor = page.locator("form").filter({ has: page.getByRole("button", { name: "Save" }) });
    await editor.getByLabel("Or upload an image").setInputFiles([jpegFile("early.jpg")]);
    release();
    await opened;
    // The same input, its file shown and swapped for the scaled photo.
    await editor.getByText("early.jpg will replace the image when you save.").waitFor();
    const picker = editor.getByLabel("Choose another image", { exact: true });
    await expect
      .poll(() => picker.evaluate((input: HTMLInputElement) => input.files?.[0]?.size ?? 0))
      .toSatisfy((size: number) => size > 0 && size < camera.length / 2);
    await editor.getByRole("button", { name: "Save" }).click();
    await page.locator("li").filter({ hasText: "Saved." }).first().waitFor();
    const settings = (await (await fetch(`${shop.server.url}/api/settings`)).json()) as Record<
      string,
      string
    >;
    expect(settings.heroBackgroundImage).toMatch(/^\/uploads\/site\/[0-9a-f]{32}\.jpg$/);
    await page.close();
  });

  it("times four photos sent whole (no decoder in the browser) and scaled", async () => {
    const figures: string[] = [];
    const bytes: Record<string, number> = {};
    for (const how of ["whole", "scaled"] as const) {
      const page = await browser.newPage();
      // Without createImageBitmap the photos go as they were picked, as before they were scaled.
      if (how === "whole")
        await page.addInitScript(() => Reflect.deleteProperty(window, "createImageBitmap"));
      const sent = await recordUploads(page);
      // Each photo's request, from its first byte sent to the server's answer.
      const answered: string[] = [];
      page.on("requestfinished", (request) => {
        if (request.url().includes("/api/upload-multiple")) {
          answered.push((request.timing().responseEnd / 1000).toFixed(1));
        }
      });
      await page.goto(`${shop.server.url}/admin/products/new`);
      const started = await pickPhotos(page);
      await page.getByRole("img", { name: "Photo 4" }).waitFor({ timeout: 120_000 });
      const seconds = (Date.now() - started) / 1000;
      bytes[how] = [...sent.values()].reduce((sum, size) => sum + size, 0);
      figures.push(
        `${how}: ${seconds.toFixed(1)} s, ${(bytes[how] / 1e6).toFixed(2)} MB sent, requests ${answered.join(" / ")} s`,
      );
      await page.close();
    }
    console.log(`Four photos (3 JPEGs 4000x3000 of ${camera.length} bytes, 1 HEIC): ${figures.join("; ")}`);
    expect(bytes.scaled).toBeLessThan(bytes.whole / 2);
  }, 300_000);
});

describe("her photos without JavaScript", () => {
  it("still travel with the form, whole, and the server scales them to its own cap", async () => {
    const browser = await launchOwnerBrowser(shop.server.url, OWNER, { ...PHONE, javaScriptEnabled: false });
    try {
      const page = await browser.newPage();
      await page.goto(`${shop.server.url}/admin/products/new`);
      const name = uniqueName("Posted tote");
      await fillProduct(page, name);
      await page.getByLabel("Upload photos").setInputFiles([jpegFile("whole.jpg")]);
      await page.getByRole("button", { name: "Add Product" }).click();
      await page.getByText("Product added successfully!").waitFor({ timeout: 60_000 });

      const { imageUrl } = await savedProduct(name);
      const { width, height } = await sharp(await storedImage(imageUrl!)).metadata();
      expect([width, height]).toEqual([2250, 3000]);
    } finally {
      await browser.close();
    }
  });
});
