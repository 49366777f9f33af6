import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { launchBrowser, saveScreenshot } from "../support/browser";

const baseUrl = inject("baseUrl");

describe("a visitor sees the header, the footer and the 404 page", () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows the brand and the About, Gallery, Shop and Contact links", async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    expect(await page.title()).toBe("Atelier | Reimagined Luxury Accessories");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = await nav
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute("href")]));
    expect(links).toEqual([
      ["About", "/#story"],
      ["Gallery", "/gallery"],
      ["Shop", "/#shop"],
      ["Contact", "/#contact"],
    ]);
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "Gallery" }).count()).toBe(1);
    await saveScreenshot(page, "home-1280");
  });

  it("shrinks the header once the page has scrolled more than 50px", async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    const header = page.locator("header");
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
  });

  it("shows the 404 card for an unknown address", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/nowhere`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
  });
});

describe("on a phone without JavaScript", () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await browser.close();
  });

  it("opens the mobile menu and follows a link", async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.getByLabel("Menu").click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await mobile.getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(/#contact$/);
    await saveScreenshot(page, "home-390-nojs");
  });

  it("gives each shop filter a 44 px target for a thumb", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/#shop`);
    for (const name of ["All", "HANDBAGS", "ACCESSORIES", "TRAVEL"]) {
      const box = await page.getByRole("link", { name, exact: true }).first().boundingBox();
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
    }
  });
});
