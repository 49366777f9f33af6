// Buying a piece in Chromium against a local Stripe-compatible server and a fake Stripe.js.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser, saveScreenshot } from "../support/browser";
import { DB_PREFIX, recreateDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { DECLINED_CARD, startFakeStripe, type FakeStripe } from "../fakes/stripe-server";

describe("a buyer with JavaScript", () => {
  let stripe: FakeStripe;
  let server: RunningServer;
  let buyer: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServer({
      ...stripe.env(),
      DATABASE_URL: await recreateDatabase(`${DB_PREFIX}_e2e_checkout`),
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: "e2e-checkout-".padEnd(40, "x"),
    });
    buyer = await launchBrowser();
    page = await buyer.newPage();
  });
  afterAll(async () => {
    await buyer?.close();
    await server?.stop();
    await stripe?.stop();
  });

  it("buys a piece: checkout, a declined card, then a good one, and the piece is sold", async () => {
    await page.goto(`${server.url}/products/2`);
    await page.getByRole("link", { name: /^Purchase Now - \$/ }).click();
    await page.waitForURL(/\/checkout\?productId=2$/);
    expect(await page.title()).toBe("Checkout | Atelier");
    const card = page.getByLabel("Card number");
    await card.waitFor();
    expect(await page.getByText("Free", { exact: true }).isVisible()).toBe(true);
    const pay = page.getByRole("button", { name: /^Complete Purchase - \$[\d,]+\.\d\d$/ });

    await pay.click();
    await page.getByText("Please fill in your name and email address.").waitFor();

    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Street Address").fill("1 Main St");
    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("State").fill("TX");
    await page.getByLabel("ZIP Code").fill("78701");
    expect(await page.getByLabel("Country").inputValue()).toBe("US");
    await card.fill(DECLINED_CARD);
    await pay.click();
    await page.getByText("Your card was declined.").waitFor();
    await saveScreenshot(page, "checkout-1280");

    await card.fill("4242424242424242");
    await pay.click();
    await page.waitForURL(/\/payment-success\?/);
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    expect(await page.getByRole("link", { name: "Continue Shopping" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Return Home" }).isVisible()).toBe(true);
    const [intent] = [...stripe.intents.values()].filter((i) => i.status === "succeeded");
    expect(intent).toMatchObject({ receipt_email: "grace@example.com", metadata: { productId: "2" } });

    await page.goto(`${server.url}/products/2`);
    await page.getByText("This item has been sold").waitFor();
    await page.goto(`${server.url}/checkout?productId=2`);
    await page.getByText("This piece has already been sold.").waitFor();
  });

  it("keeps a piece another buyer is paying for out of reach", async () => {
    await page.goto(`${server.url}/checkout?productId=1`);
    await page.getByLabel("Card number").waitFor();
    const other = await launchBrowser();
    try {
      const second = await other.newPage();
      await second.goto(`${server.url}/checkout?productId=1`);
      await second
        .getByText("Someone else is checking out this piece right now.", { exact: false })
        .waitFor();
      expect(await second.getByRole("heading", { name: "Unable to load checkout" }).isVisible()).toBe(true);
      expect(await second.getByRole("link", { name: "Return to Shop" }).getAttribute("href")).toBe("/#shop");
    } finally {
      await other.close();
    }
    // The first buyer reloading keeps their own checkout.
    await page.reload();
    await page.getByLabel("Card number").waitFor();
  });

  it("explains a missing product or confirmation", async () => {
    await page.goto(`${server.url}/checkout`);
    await page.getByText("No product selected for checkout").waitFor();
    await page.goto(`${server.url}/payment-success?productId=1`);
    await page.getByText("Invalid payment confirmation").waitFor();
    await page.goto(`${server.url}/payment-success?productId=1&payment_intent=pi_unknown`);
    await page.getByText("Failed to process payment confirmation").waitFor();
  });
});

describe("a shop without Stripe configured", () => {
  it("says payments are not set up, and the rest of the shop works", async () => {
    const browser = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await browser.newPage();
      await page.goto(`${inject("baseUrl")}/checkout?productId=1`);
      await page.getByRole("heading", { name: "Payments are not set up" }).waitFor();
      await page.goto(`${inject("baseUrl")}/products/1`);
      await page.getByRole("link", { name: /^Purchase Now/ }).waitFor();
    } finally {
      await browser.close();
    }
  });
});
