// A visitor uses the storefront in Chromium, with JavaScript and on a phone without it. Each test
// makes the pieces, works and strip images it looks at, on a shop with no demo content, and opens
// its own page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { openContactForm, launchBrowser, saveScreenshot } from "../support/browser";
import { jpeg } from "../support/media";
import { startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { pagePerTest } from "../support/page-per-test";
import { queryDatabase } from "../support/postgres";

const CONTACT_PHOTO = /^\/uploads\/contact\/[\w-]+\.jpg$/;

let shop: EmptyShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await startEmptyShop("storefront");
  baseUrl = shop.server.url;
});
afterAll(() => shop?.stop());

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
    shop.database,
    `SELECT "imageUrl1", "imageUrl2", "imageUrl3", "imageUrl4", "imageUrl5" FROM "ContactMessage" WHERE email = $1`,
    [email],
  );
  return row && Object.values(row);
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A piece with every detail section, its description and features marked up, and five photos. */
const detailedPiece = () =>
  shop.createProduct({
    name: uniqueName("Reverie Tote"),
    description:
      "A navy tote, taken apart and rebuilt by hand.\nThe panels are *hand-stitched* in gold thread.",
    price: 284_000,
    imageUrl: "/demo/product-midnight-1.jpg",
    imageUrl2: "/demo/product-midnight-2.jpg",
    imageUrl3: "/demo/product-midnight-3.jpg",
    imageUrl4: "/demo/product-midnight-4.jpg",
    imageUrl5: "/demo/product-midnight-5.jpg",
    designDetails: "Original canvas body with lambskin side panels.",
    dimensions: '13" W x 10" H x 6" D',
    features: "- Detachable shoulder strap\n- Interior zip pocket",
    whatsIncluded: "Dust bag and care card.",
    options: "- Strap in black or cognac leather",
    shipping: "Ships insured within 3 business days.",
  });

/** The home page's sections, whether React hydrated them, kept the server's HTML or rendered them. */
async function expectEverySection(page: Page, strip: { title: string }) {
  await page.getByRole("heading", { name: "LUXURY REIMAGINED" }).waitFor();
  // After a navigation in the browser the forms render once their code has arrived.
  await page.getByRole("heading", { name: "CONTACT", exact: true }).waitFor();
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
  // The strip is rendered twice for the loop, its second copy hidden from screen readers.
  const recentWork = page.locator('[aria-label="Recent work"]');
  await recentWork.getByRole("img", { name: strip.title }).waitFor();
  const stripImages = await shop.list("/api/scrolling-images");
  expect(await recentWork.locator("li").count()).toBe(2 * stripImages.length);
  expect(await page.getByRole("link", { name: "View Full Gallery" }).getAttribute("href")).toBe("/gallery");
}

describe("a visitor with JavaScript", () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  const currentPage = pagePerTest(() => browser);

  it("sees every section of the home page", async () => {
    const page = currentPage();
    const strip = await shop.createScrollingImage();
    await shop.createGalleryItem();
    await page.goto(baseUrl);
    await expectEverySection(page, strip);
    await saveScreenshot(page, "storefront-home-1280");
  });

  it("sees every section of the home page reached by a link from another page", async () => {
    const strip = await shop.createScrollingImage();
    await shop.createGalleryItem();
    const other = await browser.newPage();
    await other.goto(`${baseUrl}/gallery`);
    // A document request would start a new window object: this mark shows the page stayed.
    await other.evaluate(() => Object.assign(window, { stayed: true }));
    await other.getByRole("link", { name: /, home$/ }).click();
    await other.waitForURL(`${baseUrl}/`);
    await expectEverySection(other, strip);
    expect(await other.evaluate(() => "stayed" in window)).toBe(true);
    await other.close();
  });

  it("filters the shop in the browser, listing only live unsold pieces", async () => {
    const page = currentPage();
    // First in the shop's order, so they are among the pieces the home page shows.
    const tote = await shop.createProduct({ displayOrder: 0 });
    const duffle = await shop.createProduct({ displayOrder: 0, category: "travel" });
    const sold = await shop.createProduct({ displayOrder: 0, isSold: true });
    const draft = await shop.createProduct({ displayOrder: 0, available: false });
    await page.goto(baseUrl);
    const shopSection = page.locator("#collection");
    const names = () => shopSection.locator("h3").allTextContents();
    const all = await names();
    expect(all).toEqual(expect.arrayContaining([tote.name, duffle.name]));
    expect(all).not.toContain(sold.name);
    expect(all).not.toContain(draft.name);
    await shopSection.getByRole("link", { name: "TRAVEL", exact: true }).click();
    await expect.poll(names).not.toContain(tote.name);
    expect(await names()).toContain(duffle.name);
    expect(page.url()).toContain("category=travel");
    await shopSection.getByRole("link", { name: "All", exact: true }).click();
    await expect.poll(async () => (await names()).length).toBe(all.length);
  });

  it("sees every section of the home page when hydration fails and React renders it afresh", async () => {
    const strip = await shop.createScrollingImage();
    await shop.createGalleryItem();
    const edited = await browser.newPage();
    // What a browser extension may do: a node React did not render, at the top of the body.
    await edited.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () =>
        document.body.prepend(Object.assign(document.createElement("div"), { id: "extension" })),
      ),
    );
    await edited.goto(baseUrl);
    await expect.poll(() => edited.locator("#extension").count()).toBe(0);
    await expectEverySection(edited, strip);
    await edited.close();
  });

  it("sends a contact message and can write another", async () => {
    const page = currentPage();
    const contact = await openContactForm(page, baseUrl);
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

  it("uploads photos picked before the form hydrated once it has", async () => {
    const early = await browser.newPage();
    await early.goto(baseUrl);
    // Picked without scrolling: the form is still the server's HTML.
    await early.locator("#contact-photos").setInputFiles(await photoFiles(1));
    await early.locator("section#contact").scrollIntoViewIfNeeded();
    await early.getByText("Successfully uploaded 1 image(s).").waitFor();
    expect(
      await early
        .locator("section#contact")
        .getByRole("img", { name: /^Attachment/ })
        .count(),
    ).toBe(1);
    await early.close();
  });

  it("subscribes to the newsletter, and is told when already subscribed once confirmed", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/#newsletter`);
    const newsletter = page.locator("#newsletter");
    const email = `news-${unique()}@example.com`;
    await newsletter.getByLabel("Email address").fill(email);
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Thank you for subscribing to our newsletter.").first().waitFor();
    await newsletter.getByText("follow its link to confirm your subscription").waitFor();
    // Following the mail's link is tested in newsletter-consent.spec.ts; here it is as good as done.
    await queryDatabase(
      shop.database,
      `UPDATE "NewsletterSubscriber" SET "confirmedAt" = now() WHERE email = $1`,
      [email],
    );
    await newsletter.getByRole("link", { name: "Subscribe with a different email" }).click();
    await newsletter.getByLabel("Email address").fill(email.toUpperCase());
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.locator("li").filter({ hasText: "Already subscribed" });
    await toast.getByText("This email is already subscribed to our newsletter.").waitFor();
  });

  it("opens a gallery item in the viewer and moves with the keys", async () => {
    const page = currentPage();
    const work = await shop.createGalleryItem();
    await page.goto(`${baseUrl}/gallery`);
    expect(await page.title()).toBe("Gallery | Atelier");
    const tile = page.locator(`main ul li a[href="/gallery/${work.id}"]`);
    expect(await tile.getByRole("img", { name: work.title }).count()).toBe(1);
    await tile.click();
    const viewer = page.getByRole("dialog", { name: work.title });
    await viewer.getByText("1 of 3").waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    // The modal dialog takes the focus (its Close button) and gives it back to the tile when closed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close");
    await page.keyboard.press("ArrowRight");
    await viewer.getByText("2 of 3").waitFor();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await viewer.getByText("3 of 3").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => viewer.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
      `/gallery/${work.id}`,
    );
    // The native dialog closes first; React unmounts the viewer, which unlocks the scroll, after.
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  it("shows a category with SOLD and LIMITED EDITION marks, and an unknown one empty", async () => {
    const page = currentPage();
    const sold = await shop.createProduct({ isSold: true });
    const limited = await shop.createProduct({ isLimitedEdition: true });
    const draft = await shop.createProduct({ available: false });
    await page.goto(`${baseUrl}/category/handbags`);
    expect(await page.title()).toBe("handbags | Atelier");
    await page.getByRole("heading", { name: "HANDBAGS" }).waitFor();
    const soldCard = page.locator("li", { hasText: sold.name });
    expect(await soldCard.getByText("SOLD").isVisible()).toBe(true);
    expect(await soldCard.getByText("$").count()).toBe(0);
    expect(await page.locator("li", { hasText: limited.name }).getByText("LIMITED EDITION").isVisible()).toBe(
      true,
    );
    expect(await page.getByText(draft.name).count()).toBe(0);

    await page.goto(`${baseUrl}/shop/whatever`);
    await page.getByRole("heading", { name: "whatever" }).waitFor();
    expect(await page.getByText("No products available in this category yet.").isVisible()).toBe(true);
  });

  it("shows a product with its details and sends an inquiry from the dialog", async () => {
    const page = currentPage();
    const piece = await detailedPiece();
    await page.goto(`${baseUrl}/products/${piece.id}`);
    await page.getByRole("heading", { name: piece.name }).waitFor();
    expect(await page.getByRole("link", { name: "Back to Shop" }).getAttribute("href")).toBe("/#shop");
    expect(await page.getByText("$2,840.00").first().isVisible()).toBe(true);
    // This shop has no Stripe keys: no 'Purchase Now' that would end on an error (decision 150).
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
    const dialog = page.getByRole("dialog", { name: `Inquire About: ${piece.name}` });
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
    const page = currentPage();
    const sold = await shop.createProduct({ isSold: true });
    const draft = await shop.createProduct({ available: false });
    await page.goto(`${baseUrl}/products/${sold.id}`);
    await page.getByText("This item has been sold").waitFor();
    expect(await page.getByText("Contact us about similar pieces or custom orders").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /Purchase Now/ }).count()).toBe(0);

    for (const id of [String(draft.id), String(draft.id + 1_000_000), "abc"]) {
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
  beforeAll(async () => {
    browser = await launchBrowser({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  });
  afterAll(() => browser.close());
  const currentPage = pagePerTest(() => browser);

  it("filters the shop through the server", async () => {
    const page = currentPage();
    // First in the shop's order, so they are among the pieces the home page shows.
    const accessories = await Promise.all(
      [1, 2, 3].map(() => shop.createProduct({ displayOrder: 0, category: "accessories" })),
    );
    const tote = await shop.createProduct({ displayOrder: 0 });
    await page.goto(baseUrl);
    await saveScreenshot(page, "storefront-home-390-nojs");
    await page.locator("#collection").getByRole("link", { name: "ACCESSORIES", exact: true }).click();
    await page.waitForURL(/category=accessories/);
    const names = await page.locator("#collection h3").allTextContents();
    expect(names).toEqual(expect.arrayContaining(accessories.map((piece) => piece.name)));
    expect(names).not.toContain(tote.name);
  });

  /** Fills the contact form with `photos` attached and sends it; answers the sender's email. */
  async function sendContact(page: Page, message: string, photos: number) {
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
    const page = currentPage();
    const email = await sendContact(page, "May I visit the studio next week?", 2);
    await page.getByRole("heading", { name: "Thank You!" }).waitFor();
    const photos = expect.stringMatching(CONTACT_PHOTO);
    expect(await storedPhotos(email)).toEqual([photos, photos, null, null, null]);
  });

  it("keeps the message when too many photos are sent, and stores nothing", async () => {
    const page = currentPage();
    const email = await sendContact(page, "Six photos of my bag, sorry!", 6);
    await page.getByText("You can upload a maximum of 5 images.").waitFor();
    expect(await page.locator("section#contact").getByLabel("Message").inputValue()).toBe(
      "Six photos of my bag, sorry!",
    );
    expect(await storedPhotos(email)).toBeUndefined();
  });

  it("gets the validation messages from the server", async () => {
    const page = currentPage();
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
    const page = currentPage();
    await page.goto(baseUrl);
    await page.locator("#newsletter").getByLabel("Email address").fill(`phone-${unique()}@example.com`);
    await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Thank you for subscribing to our newsletter.").first().waitFor();
  });

  it("sends an inquiry from the piece's own page", async () => {
    const page = currentPage();
    const piece = await shop.createProduct();
    await page.goto(`${baseUrl}/products/${piece.id}`);
    await page.getByRole("link", { name: "Inquire About This Piece" }).click();
    await page.waitForURL(new RegExp(`/products/${piece.id}/inquire$`));
    await page.getByRole("heading", { name: `Inquire About: ${piece.name}` }).waitFor();
    await page.getByLabel("Your Name *").fill("Grace");
    await page.getByLabel("Email Address *").fill("grace@example.com");
    await page.getByLabel("Your Message *").fill("Could it be shipped to Lyon?");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await page.getByText("Inquiry Sent!").waitFor();
  });

  it("opens a gallery item on its own page with all its images", async () => {
    const page = currentPage();
    const work = await shop.createGalleryItem();
    await page.goto(`${baseUrl}/gallery`);
    expect(await page.title()).toBe("Gallery | Atelier");
    await page.locator(`a[href="/gallery/${work.id}"]`).click();
    await page.waitForURL(new RegExp(`/gallery/${work.id}$`));
    await page.getByRole("heading", { level: 1, name: work.title }).waitFor();
    expect(await page.getByRole("img", { name: /\(1 of 3\)$/ }).count()).toBe(1);
    expect(await page.getByRole("img", { name: /\(3 of 3\)$/ }).count()).toBe(1);
    await saveScreenshot(page, "storefront-gallery-item-390-nojs");
  });

  it("sees every photo of a product through the thumbnails", async () => {
    const page = currentPage();
    const piece = await detailedPiece();
    await page.goto(`${baseUrl}/products/${piece.id}`);
    expect(await page.locator('a[href="#product-image-5"]').count()).toBe(1);
    await saveScreenshot(page, "storefront-product-390-nojs");
  });
});
