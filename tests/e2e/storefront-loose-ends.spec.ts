// What visitors see at 390 and 1280 px, with JavaScript and without: descriptions formatted (never
// raw marks), form answers in view, one way to ask about a piece, photo controls that work, the
// studio's own contact lines and links, and no 'Purchase Now' without card payments.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { isInViewport, launchBrowser, saveScreenshot } from "../support/browser";
import { cookiesFrom, signIn } from "../support/http";
import { DB_PREFIX, recreateMigratedDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";

const OWNER = { email: "artist@example.com", password: "correct horse battery staple" };
const PIECE = "Marked Flap Bag";

let server: RunningServer;
let pieceId: number;
beforeAll(async () => {
  server = await startServer({
    DATABASE_URL: await recreateMigratedDatabase(`${DB_PREFIX}_storefront_loose_ends`),
    DATA_DIR: tempDataDir(),
    SESSION_SECRET: "loose-ends-".padEnd(40, "x"),
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
  });
  const cookie = cookiesFrom(await signIn(server.url, OWNER.email, OWNER.password));
  const created = await fetch(`${server.url}/api/products`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: server.url },
    body: JSON.stringify({
      name: PIECE,
      description: "A *one-of-a-kind* quilted flap bag.\n- Hand-painted trim\n- Gold chain",
      price: 120000,
      imageUrl: "/demo/about.jpg",
      imageUrl2: "/demo/story.jpg",
      category: "custom",
      displayOrder: 0,
    }),
  });
  expect(created.status).toBe(201);
  pieceId = (await created.json()).id;
});
afterAll(() => server?.stop());

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

describe.each([
  { width: 390, height: 844, javaScriptEnabled: true },
  { width: 390, height: 844, javaScriptEnabled: false },
  { width: 1280, height: 900, javaScriptEnabled: true },
  { width: 1280, height: 900, javaScriptEnabled: false },
])("a visitor at $width px (JavaScript $javaScriptEnabled)", ({ width, height, javaScriptEnabled }) => {
  let browser: BrowserContext;
  let page: Page;
  const label = `${width}-${javaScriptEnabled ? "js" : "nojs"}`;
  beforeAll(async () => {
    browser = await launchBrowser({ javaScriptEnabled, viewport: { width, height } });
    page = await browser.newPage();
  });
  afterAll(() => browser?.close());

  it("reads a description in italics and bullets on the home card and the product page, never its marks", async () => {
    await page.goto(server.url);
    const card = page.locator("#collection a", { hasText: PIECE });
    const text = await card.locator("p.line-clamp-2").textContent();
    expect(text).toBe("A one-of-a-kind quilted flap bag. Hand-painted trim Gold chain");
    expect(await card.locator("em", { hasText: "one-of-a-kind" }).count()).toBe(1);

    await page.goto(`${server.url}/products/${pieceId}`);
    const description = page.locator("h2", { hasText: "Description" }).locator("..");
    expect(await description.locator("em", { hasText: "one-of-a-kind" }).count()).toBe(1);
    expect(await description.locator("li").allTextContents()).toEqual(["Hand-painted trim", "Gold chain"]);
    expect(await description.textContent()).not.toMatch(/[*]|- Hand/);
  });

  it("is offered an inquiry, not a purchase that would fail, and one way to ask that keeps the piece", async () => {
    await page.goto(`${server.url}/products/${pieceId}`);
    expect(await page.getByText("Online payment is not open yet").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /Purchase Now/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /About This Piece/i }).count()).toBe(1);
    await saveScreenshot(page, `storefront-product-${label}`);
    const ask = page.getByRole("link", { name: "Inquire About This Piece" });
    await ask.click();
    if (javaScriptEnabled) {
      const dialog = page.getByRole("dialog", { name: `Inquire About: ${PIECE}` });
      await dialog.getByLabel("Your Name *").waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();
    } else {
      await page.waitForURL(new RegExp(`/products/${pieceId}/inquire$`));
      await page.getByRole("heading", { name: `Inquire About: ${PIECE}` }).waitFor();
    }
  });

  it("gets photo arrows and dots only when they work, each a 44 px target", async () => {
    await page.goto(`${server.url}/products/${pieceId}`);
    const next = page.getByRole("button", { name: "Next photo" });
    const dot = page.getByRole("button", { name: "Show photo 2" });
    if (!javaScriptEnabled) {
      expect(await next.count()).toBe(0);
      expect(await dot.count()).toBe(0);
      // The thumbnails are links to each photo, which work without JavaScript.
      expect(await page.getByRole("link", { name: "Photo 2", exact: true }).getAttribute("href")).toBe(
        "#product-image-2",
      );
      return;
    }
    for (const control of [next, dot]) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await dot.click();
    await expect.poll(() => dot.getAttribute("aria-current")).toBe("true");
  });

  it("opens a larger view of the photo it taps, and closes it", async () => {
    await page.goto(`${server.url}/products/${pieceId}`);
    const photo = page.getByRole("link", { name: "Enlarge photo 2 of 2" });
    if (!javaScriptEnabled) {
      // The link is the full picture itself.
      const href = (await photo.getAttribute("href"))!;
      expect(href).toBe("/demo/story.jpg");
      const full = await fetch(new URL(href, server.url));
      expect(full.headers.get("content-type")).toBe("image/jpeg");
      return;
    }
    await page.getByRole("button", { name: "Show photo 2" }).click();
    await photo.click();
    const viewer = page.getByRole("dialog", { name: PIECE });
    await viewer.waitFor();
    // At the photo tapped, uncropped, filling the screen's width (a phone) or most of its height.
    await viewer.getByText("2 of 2").waitFor();
    const shown = viewer.getByRole("img", { name: `${PIECE} (2 of 2)` });
    const fills = async () => {
      const box = await shown.boundingBox();
      return Boolean(box && (box.width >= width * 0.9 || box.height >= height * 0.7));
    };
    await expect.poll(fills).toBe(true);
    await saveScreenshot(page, `product-photo-enlarged-${label}`);
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "hidden" });
  });

  it("lands on the contact form's answer and the newsletter's thanks, not at the top of the page", async () => {
    await page.goto(`${server.url}/#contact`);
    const contact = page.locator("section#contact");
    await contact.getByLabel("Name").fill("A");
    await contact.getByLabel("Email").fill("ada@example.com");
    await contact.getByLabel("Subject").selectOption("visit");
    await contact.getByLabel("Message").fill("Too short");
    await contact.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
    await contact.getByRole("button", { name: "Send Message" }).click();
    const nameError = page.getByText("Name must be at least 2 characters");
    await nameError.waitFor();
    await expect.poll(() => isInViewport(page, nameError)).toBe(true);

    await contact.getByLabel("Name").fill("Ada Lovelace");
    await contact.getByLabel("Message").fill("May I visit the studio next week?");
    await contact.getByRole("button", { name: "Send Message" }).click();
    const thanks = page.getByRole("heading", { name: "Thank You!" });
    await thanks.waitFor();
    await expect.poll(() => isInViewport(page, thanks)).toBe(true);
    await saveScreenshot(page, `storefront-contact-answer-${label}`, contact);

    await page.goto(server.url);
    const newsletter = page.locator("#newsletter");
    await newsletter.getByLabel("Email address").fill(`reader-${unique()}@example.com`);
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    const subscribed = newsletter.getByText("Thank you for subscribing to our newsletter.");
    await subscribed.waitFor();
    await expect.poll(() => isInViewport(page, subscribed)).toBe(true);
  });
});

describe("the studio's contact lines and links", () => {
  it("are the owner's, edited in Brand Settings (without JavaScript), and shown to visitors", async () => {
    const browser = await launchBrowser({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await browser.newPage();
      await page.goto(server.url);
      const contact = page.locator("section#contact");
      expect(await contact.getByText("By appointment only").isVisible()).toBe(true);
      expect(await contact.getByRole("link", { name: "+1 (555) 010-0199" }).getAttribute("href")).toBe(
        "tel:+15550100199",
      );

      await page.goto(`${server.url}/login`);
      await page.getByLabel("Email").fill(OWNER.email);
      await page.getByLabel("Password").fill(OWNER.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/admin$/);
      for (const [label, value] of [
        ["Studio Phone", "+33 1 23 45 67 89"],
        ["Studio Address", "4 Impasse des Brodeurs, Lyon"],
        ["Instagram Link", "https://www.instagram.com/atelier.lyon/"],
        ["Pinterest Link", ""],
      ]) {
        await page.goto(`${server.url}/admin/brand`);
        await page.getByRole("link", { name: `Edit ${label}` }).click();
        await page.getByLabel(label).fill(value);
        await page.getByRole("button", { name: "Save" }).click();
        await page.getByRole("link", { name: `Edit ${label}` }).waitFor();
      }
      await page.getByRole("link", { name: "Edit Instagram Link" }).click();
      await page.getByLabel("Instagram Link").fill("javascript:alert(1)");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Enter a URL starting with https:// or /").waitFor();

      await page.goto(server.url);
      expect(await contact.getByText("4 Impasse des Brodeurs, Lyon").isVisible()).toBe(true);
      expect(await contact.getByRole("link", { name: "+33 1 23 45 67 89" }).getAttribute("href")).toBe(
        "tel:+33123456789",
      );
      const footer = page.locator("footer");
      expect(await footer.getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe(
        "https://www.instagram.com/atelier.lyon/",
      );
      expect(await footer.getByRole("link", { name: "Pinterest" }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
