import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser, saveScreenshot } from "../support/browser";
import { jpeg } from "../support/media";
import { E2E_DATABASE, queryDatabase } from "../support/postgres";

const baseUrl = inject("baseUrl");
const CONTACT_PHOTO = /^\/uploads\/contact\/[\w-]+\.jpg$/;

async function photoFiles(count: number) {
  const bytes = await jpeg(400, 300);
  return Array.from({ length: count }, (_, i) => ({
    name: `bag-${i + 1}.jpg`,
    mimeType: "image/jpeg",
    buffer: bytes,
  }));
}

/** The photo URLs stored with the message from `email` (undefined when none was stored). */
async function storedPhotos(email: string) {
  const [row] = await queryDatabase<Record<string, string | null>>(
    E2E_DATABASE,
    `SELECT "imageUrl1", "imageUrl2", "imageUrl3", "imageUrl4", "imageUrl5" FROM "ContactMessage" WHERE email = $1`,
    [email],
  );
  return row && Object.values(row);
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

describe("a visitor with JavaScript", () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("sees every section of the home page", async () => {
    page = await browser.newPage();
    await page.goto(baseUrl);
    await page.getByRole("heading", { name: "LUXURY REIMAGINED" }).waitFor();
    expect(await page.getByRole("link", { name: "Explore Collection" }).getAttribute("href")).toBe("#shop");
    for (const heading of ["ABOUT", "THE CREATIVE PROCESS", "COLLECTIONS", "Gallery", "SHOP", "CONTACT"]) {
      expect(await page.getByRole("heading", { name: heading, exact: true }).count(), heading).toBe(1);
    }
    expect(await page.getByText("Explore our curated collections of one-of-a-kind pieces").isVisible()).toBe(
      true,
    );
    const collections = await page
      .locator("#shop a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(collections).toEqual([
      "/category/handbags",
      "/category/accessories",
      "/category/travel",
      "/category/custom",
    ]);
    for (const step of ["Thoughtful Curation", "Artistic Design", "Masterful Creation"]) {
      expect(await page.getByRole("heading", { name: step }).count()).toBe(1);
    }
    // The strip is rendered twice for the loop.
    await page.locator('[aria-label="Recent work"] li').first().waitFor();
    expect(await page.locator('[aria-label="Recent work"] li').count()).toBe(16);
    expect(await page.getByRole("link", { name: "View Full Gallery" }).getAttribute("href")).toBe("/gallery");
    await saveScreenshot(page, "storefront-home-1280");
  });

  it("filters the shop in the browser, listing only live unsold pieces", async () => {
    const shop = page.locator("#collection");
    const names = () => shop.locator("h3").allTextContents();
    const all = await names();
    expect(all).toContain("The Midnight Reverie Tote");
    expect(all).not.toContain("Sunset Quilted Clutch"); // sold
    expect(all).not.toContain("Garden Party Bucket Bag"); // hidden draft
    await shop.getByRole("link", { name: "TRAVEL", exact: true }).click();
    await expect.poll(names).toEqual(["Weekender Voyage Duffle"]);
    expect(page.url()).toContain("category=travel");
    await shop.getByRole("link", { name: "All", exact: true }).click();
    await expect.poll(async () => (await names()).length).toBe(all.length);
  });

  it("sends a contact message and can write another", async () => {
    const contact = page.locator("section#contact");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await contact.getByText("Name must be at least 2 characters").waitFor();
    expect(await contact.getByText("Please select a subject").isVisible()).toBe(true);
    const email = `ada-${unique()}@example.com`;
    await contact.getByLabel("Name").fill("Ada Lovelace");
    await contact.getByLabel("Email").fill(email);
    await contact.getByLabel("Subject").selectOption("commission");
    await contact.getByLabel("Message").fill("Could you rework my grandmother's bag?");

    // Photos upload as they are picked; a pick that would pass five is refused whole.
    const picker = contact.getByLabel(/^Photos/);
    await picker.setInputFiles(await photoFiles(2));
    await page.getByText("Successfully uploaded 2 image(s).").waitFor();
    expect(await contact.getByRole("img", { name: /^Attachment/ }).count()).toBe(2);
    await picker.setInputFiles(await photoFiles(4));
    await page.getByText("You can upload a maximum of 5 images.").waitFor();
    await contact.getByRole("button", { name: "Remove photo 1" }).click();
    await expect.poll(() => contact.getByRole("img", { name: /^Attachment/ }).count()).toBe(1);

    await contact.getByRole("button", { name: "Send Message" }).click();
    await contact.getByRole("heading", { name: "Thank You!" }).waitFor();
    await page.getByText("Message sent").waitFor();
    expect(await storedPhotos(email)).toEqual([expect.stringMatching(CONTACT_PHOTO), null, null, null, null]);
    await contact.getByRole("link", { name: "Send Another Message" }).click();
    await contact.getByRole("button", { name: "Send Message" }).waitFor();
    expect(await contact.getByLabel("Name").inputValue()).toBe("");
  });

  it("subscribes to the newsletter, and is told when already subscribed", async () => {
    const newsletter = page.locator("#newsletter");
    const email = `news-${unique()}@example.com`;
    await newsletter.getByLabel("Email address").fill(email);
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Thank you for subscribing to our newsletter.").first().waitFor();
    await newsletter.getByRole("link", { name: "Subscribe with a different email" }).click();
    await newsletter.getByLabel("Email address").fill(email.toUpperCase());
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.locator("li").filter({ hasText: "Already subscribed" });
    await toast.getByText("This email is already subscribed to our newsletter.").waitFor();
  });

  it("opens a gallery item in the viewer and moves with the keys", async () => {
    await page.goto(`${baseUrl}/gallery`);
    expect(await page.title()).toBe("Gallery | Atelier");
    const tiles = page.locator("main ul li a");
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(6);
    await tiles.first().click();
    const viewer = page.getByRole("dialog");
    await viewer.getByText("1 of 3").waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.keyboard.press("ArrowRight");
    await viewer.getByText("2 of 3").waitFor();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await viewer.getByText("3 of 3").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => viewer.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  it("shows a category with SOLD and LIMITED EDITION marks, and an unknown one empty", async () => {
    await page.goto(`${baseUrl}/category/handbags`);
    expect(await page.title()).toBe("handbags | Atelier");
    await page.getByRole("heading", { name: "HANDBAGS" }).waitFor();
    const sold = page.locator("li", { hasText: "Sunset Quilted Clutch" });
    expect(await sold.getByText("SOLD").isVisible()).toBe(true);
    expect(await sold.getByText("$").count()).toBe(0);
    expect(
      await page
        .locator("li", { hasText: "Rosewood Patchwork Tote" })
        .getByText("LIMITED EDITION")
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText("Garden Party Bucket Bag").count()).toBe(0);

    await page.goto(`${baseUrl}/shop/whatever`);
    await page.getByRole("heading", { name: "whatever" }).waitFor();
    expect(await page.getByText("No products available in this category yet.").isVisible()).toBe(true);
  });

  it("shows a product with its details and sends an inquiry from the dialog", async () => {
    await page.goto(`${baseUrl}/products/1`);
    await page.getByRole("heading", { name: "The Midnight Reverie Tote" }).waitFor();
    expect(await page.getByRole("link", { name: "Back to Shop" }).getAttribute("href")).toBe("/#shop");
    expect(await page.getByText("$2,840.00").first().isVisible()).toBe(true);
    // The shared test server has no Stripe keys: no 'Purchase Now' that would end on an error.
    expect(await page.getByText("Online payment is not open yet").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /Purchase Now/ }).count()).toBe(0);
    for (const title of [
      "Design",
      "Dimensions",
      "Features",
      "What's Included",
      "Options",
      "Shipping Information",
    ]) {
      expect(await page.getByRole("heading", { name: title, exact: true }).count(), title).toBe(1);
    }
    expect(await page.locator("em", { hasText: "hand-stitched" }).count()).toBe(1);
    expect(await page.locator("li", { hasText: "Detachable shoulder strap" }).count()).toBe(1);
    // Wrapping photo strip: previous from the first shows the last.
    await page.getByRole("button", { name: "Previous photo" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Show photo 5" }).getAttribute("aria-current"))
      .toBe("true");
    await saveScreenshot(page, "storefront-product-1280");

    await page.getByRole("link", { name: "Inquire About This Piece" }).click();
    const dialog = page.getByRole("dialog", { name: "Inquire About: The Midnight Reverie Tote" });
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await dialog.getByText("Please fill in all fields.").first().waitFor();
    await dialog.getByLabel("Your Name *").fill("Grace");
    await dialog.getByLabel("Email Address *").fill("grace@example.com");
    await dialog.getByLabel("Your Message *").fill("Is the lining silk?");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await page.getByText("Inquiry Sent!").waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it("tells a sold piece apart, and answers unknown, hidden and malformed ids with 404", async () => {
    await page.goto(`${baseUrl}/products/3`);
    await page.getByText("This item has been sold").waitFor();
    expect(await page.getByText("Contact us about similar pieces or custom orders").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /Purchase Now/ }).count()).toBe(0);

    for (const id of ["5", "999", "abc"]) {
      const response = await page.goto(`${baseUrl}/products/${id}`);
      expect(response?.status(), id).toBe(404);
      await page.getByRole("heading", { name: "Product Not Found" }).waitFor();
      expect(
        await page.getByText("The product you're looking for doesn't exist or has been removed.").isVisible(),
      ).toBe(true);
      expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    }
  });
});

describe("a visitor on a phone without JavaScript", () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    page = await browser.newPage();
  });
  afterAll(() => browser.close());

  it("filters the shop through the server", async () => {
    await page.goto(baseUrl);
    await saveScreenshot(page, "storefront-home-390-nojs");
    await page.locator("#collection").getByRole("link", { name: "ACCESSORIES", exact: true }).click();
    await page.waitForURL(/category=accessories/);
    const names = await page.locator("#collection h3").allTextContents();
    expect(names.sort()).toEqual(["Braided Strap Charm", "Gilded Card Case", "Silk Scarf Ring"]);
  });

  /** Fills the contact form with `photos` attached and sends it; answers the sender's email. */
  async function sendContact(message: string, photos: number) {
    await page.goto(`${baseUrl}/#contact`);
    const contact = page.locator("section#contact");
    const email = `ada-${unique()}@example.com`;
    await contact.getByLabel("Name").fill("Ada Lovelace");
    await contact.getByLabel("Email").fill(email);
    await contact.getByLabel("Subject").selectOption("visit");
    await contact.getByLabel("Message").fill(message);
    await contact.getByLabel(/^Photos/).setInputFiles(await photoFiles(photos));
    await contact.getByRole("button", { name: "Send Message" }).click();
    return email;
  }

  it("sends a contact message with its photos in the same post", async () => {
    const email = await sendContact("May I visit the studio next week?", 2);
    await page.getByRole("heading", { name: "Thank You!" }).waitFor();
    const photos = expect.stringMatching(CONTACT_PHOTO);
    expect(await storedPhotos(email)).toEqual([photos, photos, null, null, null]);
  });

  it("keeps the message when too many photos are sent, and stores nothing", async () => {
    const email = await sendContact("Six photos of my bag, sorry!", 6);
    await page.getByText("You can upload a maximum of 5 images.").waitFor();
    expect(await page.locator("section#contact").getByLabel("Message").inputValue()).toBe(
      "Six photos of my bag, sorry!",
    );
    expect(await storedPhotos(email)).toBeUndefined();
  });

  it("gets the validation messages from the server", async () => {
    await page.goto(`${baseUrl}/#contact`);
    const contact = page.locator("section#contact");
    await contact.getByLabel("Name").fill("A");
    await contact.getByLabel("Email").fill("not-an-email");
    await contact.getByLabel("Subject").selectOption("other");
    await contact.getByLabel("Message").fill("Too short");
    // The browser's own checks would stop a plain submit; the server's answer is what we test.
    await contact.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
    await contact.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Name must be at least 2 characters").waitFor();
    expect(await page.getByText("Please enter a valid email address").isVisible()).toBe(true);
    expect(await page.getByText("Message must be at least 10 characters").isVisible()).toBe(true);
  });

  it("subscribes to the newsletter", async () => {
    await page.goto(baseUrl);
    await page.locator("#newsletter").getByLabel("Email address").fill(`phone-${unique()}@example.com`);
    await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Thank you for subscribing to our newsletter.").first().waitFor();
  });

  it("sends an inquiry from the piece's own page", async () => {
    await page.goto(`${baseUrl}/products/2`);
    await page.getByRole("link", { name: "Inquire About This Piece" }).click();
    await page.waitForURL(/\/products\/2\/inquire$/);
    await page.getByRole("heading", { name: "Inquire About: Rosewood Patchwork Tote" }).waitFor();
    await page.getByLabel("Your Name *").fill("Grace");
    await page.getByLabel("Email Address *").fill("grace@example.com");
    await page.getByLabel("Your Message *").fill("Could it be shipped to Lyon?");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await page.getByText("Inquiry Sent!").waitFor();
  });

  it("opens a gallery item on its own page with all its images", async () => {
    await page.goto(`${baseUrl}/gallery`);
    expect(await page.title()).toBe("Gallery | Atelier");
    const tile = page.locator('a[href^="/gallery/"]').first();
    const title = (await tile.getAttribute("aria-label")) ?? (await tile.textContent()) ?? "";
    await tile.click();
    await page.waitForURL(/\/gallery\/\d+$/);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(title).toContain(heading);
    expect(await page.getByRole("img", { name: /\(1 of 3\)$/ }).count()).toBe(1);
    expect(await page.getByRole("img", { name: /\(3 of 3\)$/ }).count()).toBe(1);
    await saveScreenshot(page, "storefront-gallery-item-390-nojs");
  });

  it("sees every photo of a product through the thumbnails", async () => {
    await page.goto(`${baseUrl}/products/1`);
    expect(await page.locator('a[href="#product-image-5"]').count()).toBe(1);
    await saveScreenshot(page, "storefront-product-390-nojs");
  });
});
