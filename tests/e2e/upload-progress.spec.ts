// Uploads seen from a browser on a slow connection: a visitor's ~1 MB photo shows its progress
// moving (Chromium's upload throughput throttled through the DevTools protocol), and the owner's
// failed photo says which file it was and uploads on Retry with the rest of her form kept.
import crypto from "node:crypto";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openContactForm, launchBrowser, launchOwnerBrowser, saveScreenshot } from "../support/browser";
import { jpeg } from "../support/media";
import { OWNER, startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";

let shop: EmptyShop;
beforeAll(async () => {
  shop = await startEmptyShop("upload_progress");
});
afterAll(() => shop?.stop());

/** A photo of about 1 MB: random pixels, which JPEG cannot squeeze. */
async function bigPhoto() {
  const [width, height] = [1448, 1086];
  const pixels = crypto.randomBytes(width * height * 3);
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name: "big-photo.jpg", mimeType: "image/jpeg", buffer };
}

/** Throttles the page's uploads to `bytesPerSecond`, as a phone on a weak signal sends. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 100,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Records every value the page's progress bars take, sampled every 50 ms. */
const recordProgress = (page: Page) =>
  page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    setInterval(() => {
      for (const bar of document.querySelectorAll("progress")) seen.push(bar.value);
    }, 50);
  });
const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

describe("a visitor's photos on the contact form", () => {
  it("shows a ~1 MB photo's upload moving on a slow connection, then attaches it", async () => {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const page = await browser.newPage();
      const contact = await openContactForm(page, shop.server.url);
      await contact.getByLabel("Name").fill("Ada Lovelace");

      const photo = await bigPhoto();
      expect(photo.buffer.length).toBeGreaterThan(900_000);
      await throttleUploads(page, 200 * 1024);
      await recordProgress(page);
      const started = Date.now();
      await contact.getByLabel(/^Photos/).setInputFiles(photo);
      // While it is sent: a progress bar named for the file, and the form says so.
      const bar = contact.getByRole("progressbar", { name: "Uploading big-photo.jpg" });
      await bar.waitFor();
      await contact.getByText("Uploading...").waitFor();
      await saveScreenshot(page, "upload-progress-contact-390");
      await page.getByText("Successfully uploaded 1 image(s).").waitFor({ timeout: 30_000 });
      const seconds = (Date.now() - started) / 1000;

      const moving = [...new Set(await progressSeen(page))].filter((value) => value > 0 && value < 100);
      console.log(
        `1 MB photo at 200 KB/s: ${seconds.toFixed(1)} s, progress values seen: ${moving.join(", ")}`,
      );
      expect(moving.length).toBeGreaterThanOrEqual(2);
      expect(await contact.getByRole("img", { name: "Attachment 1" }).getAttribute("src")).toMatch(
        /^\/uploads\/contact\/[0-9a-f]{32}\.jpg$/,
      );
      expect(await bar.count()).toBe(0);
      expect(await contact.getByLabel("Name").inputValue()).toBe("Ada Lovelace");
    } finally {
      await browser.close();
    }
  });
});

describe("the owner's product photos", () => {
  it("names a failed photo, uploads it on Retry and keeps the rest of the form", async () => {
    const browser = await launchOwnerBrowser(shop.server.url, OWNER, {});
    try {
      const page = await browser.newPage();
      // The connection drops the first time first.jpg is sent; every other request goes through.
      let dropped = false;
      await page.route("**/api/upload-multiple**", async (route) => {
        const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
        if (!dropped && body.includes('filename="first.jpg"')) {
          dropped = true;
          return route.abort("connectionreset");
        }
        return route.continue();
      });
      await page.goto(`${shop.server.url}/admin/products/new`);
      const name = uniqueName("Retried tote");
      await page.getByLabel("Name *").fill(name);
      await page.getByLabel(/^Description/).fill("Its first photo failed once.");
      await page.getByLabel("Price (USD) *").fill("420");
      await page.getByLabel("Category *").selectOption("handbags");

      const photo = async (file: string) => ({
        name: file,
        mimeType: "image/jpeg",
        buffer: await jpeg(400, 300),
      });
      await page
        .getByLabel("Upload photos")
        .setInputFiles([
          await photo("first.jpg"),
          await photo("second.jpg"),
          { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") },
        ]);
      const dropLine = page.getByRole("alert").filter({ hasText: "first.jpg was not uploaded" });
      await dropLine.getByText("first.jpg was not uploaded: The connection was lost.").waitFor();
      // The server's own refusal, named for its file.
      await page
        .getByText(
          "notes.jpg was not uploaded: Only JPEG, PNG, GIF, WebP, AVIF or HEIC images can be uploaded.",
        )
        .waitFor();
      await page.getByRole("img", { name: "Photo 1" }).waitFor();
      expect(await page.getByRole("img", { name: /^Photo \d$/ }).count()).toBe(1);
      await saveScreenshot(page, "upload-progress-owner-failed");

      await dropLine.getByRole("button", { name: "Retry" }).click();
      await page.getByRole("img", { name: "Photo 2" }).waitFor();
      expect(await dropLine.count()).toBe(0);
      await page.getByRole("button", { name: "Remove notes.jpg" }).click();
      expect(await page.getByRole("alert").filter({ hasText: "was not uploaded" }).count()).toBe(0);
      expect(await page.getByLabel("Name *").inputValue()).toBe(name);
      expect(await page.getByLabel("Price (USD) *").inputValue()).toBe("420");

      await page.getByRole("button", { name: "Add Product" }).click();
      await page.getByText("Product added successfully!").waitFor();
      const saved = (await shop.list<{ name: string }>("/api/products")).find(
        (product) => product.name === name,
      );
      expect(saved).toMatchObject({
        imageUrl: expect.stringMatching(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/),
        imageUrl2: expect.stringMatching(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/),
      });
    } finally {
      await browser.close();
    }
  });
});
