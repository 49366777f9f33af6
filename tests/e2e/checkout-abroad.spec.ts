// A buyer from abroad on a phone (390 × 844) pays against the local Stripe fake: the country is
// chosen by name with its code sent behind it, the address is asked for as that country writes it,
// and each refusal says what to do in the checkout's own words, with the field at fault focused. A
// gift goes to another address, which the owner's Orders page (with JavaScript and without) shows
// beside the buyer's own. Without JavaScript the checkout says card payment needs it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { launchBrowser, launchOwnerBrowser, saveScreenshot } from "../support/browser";
import { OWNER } from "../support/owner-api";
import { pagePerTest } from "../support/page-per-test";
import { PHONE } from "../support/owner-screens";
import { startShopWithStripe, type ShopWithStripe } from "../support/shop-with-stripe";

const GOOD_CARD = "4242424242424242";

describe("a buyer from the United Kingdom on a phone", () => {
  let shopWithStripe: ShopWithStripe;
  let buyer: BrowserContext;

  beforeAll(async () => {
    shopWithStripe = await startShopWithStripe("e2e_checkout_abroad");
    buyer = await launchBrowser({ viewport: PHONE, hasTouch: true });
  });
  afterAll(async () => {
    await buyer?.close();
    await shopWithStripe?.stop();
  });
  const currentPage = pagePerTest(() => buyer);

  /** Waits for the toast `[title, description]`, checks the field the buyer is sent back to, dismisses it. */
  async function toldToFix(on: Page, [title, description]: readonly string[], fieldId: string) {
    const alert = on.getByRole("alert").filter({ hasText: title }).filter({ hasText: description }).last();
    await alert.waitFor();
    expect(await on.evaluate(() => document.activeElement?.id)).toBe(fieldId);
    await alert.getByRole("button", { name: "Dismiss" }).click();
  }
  const MISSING = ["Missing Information", "Please fill in your name and email address."] as const;
  const US_LABELS = ["Street Address", "City", "State", "ZIP Code", "Country"];
  const UK_LABELS = ["Street Address", "Town or City", "County (optional)", "Postcode", "Country"];
  /** The labels of an address block (the billing address unless `within` names another), in order. */
  const labels = (on: Page, within?: Locator) =>
    (within ?? on.getByRole("group", { name: "Billing Address" })).locator("label").allInnerTexts();
  const intentsFor = (productId: number) =>
    [...shopWithStripe.stripe.intents.values()].filter(
      (candidate) => candidate.metadata.productId === String(productId),
    );
  const TOO_LONG = [
    "Please Check Your Details",
    "Please shorten the street address to 200 characters.",
  ] as const;

  it("chooses United Kingdom by name, is asked for its address as the UK writes it, and pays", async () => {
    const page = currentPage();
    const piece = await shopWithStripe.shop.createProduct();
    await page.goto(`${shopWithStripe.shop.server.url}/checkout?productId=${piece.id}`);
    await page.getByLabel("Card number").waitFor();

    // The buyer's browser speaks American English: the shop's own default is preselected, by name,
    // with the product's billing labels.
    const country = page.getByLabel("Country");
    expect(await country.inputValue()).toBe("US");
    expect(await country.locator("option:checked").textContent()).toBe("United States");
    expect(await country.locator("option").count()).toBeGreaterThan(240);
    expect(await labels(page)).toEqual(US_LABELS);

    const pay = page.getByRole("button", { name: /^Complete Purchase - \$[\d,]+\.\d\d$/ });
    await pay.click();
    await toldToFix(page, MISSING, "checkout-name");

    // United Kingdom: a town, an optional county and a postcode; no state.
    await country.selectOption({ label: "United Kingdom" });
    expect(await labels(page)).toEqual(UK_LABELS);
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.co.uk");
    await page.getByLabel("Street Address").fill("10 Downing Street ".repeat(12));
    await page.getByLabel("Town or City").fill("London");
    await page.getByLabel("Card number").fill(GOOD_CARD);
    await pay.click();
    await toldToFix(page, TOO_LONG, "checkout-line1");

    await page.getByLabel("Street Address").fill("10 Downing Street");
    await pay.click();
    await toldToFix(page, ["Missing Information", "Please fill in your Postcode."], "checkout-postalCode");
    await page.getByLabel("Postcode").fill("SW1A 2AX2");
    await pay.click();
    await toldToFix(
      page,
      ["Please Check Your Details", "Please check your Postcode: it looks like SW1A 2AA."],
      "checkout-postalCode",
    );
    await page.getByLabel("Postcode").fill("SW1A 2AA");
    await saveScreenshot(page, "checkout-uk-390-js");
    await pay.click();
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    const [intent] = intentsFor(piece.id);
    expect(intent).toMatchObject({
      status: "succeeded",
      receipt_email: "ada@example.co.uk",
      shipping: {
        name: "Ada Lovelace",
        address: { line1: "10 Downing Street", city: "London", postal_code: "SW1A 2AA", country: "GB" },
      },
    });
  });

  it("sends a gift to an address in the United States, which the owner sees beside the buyer's own", async () => {
    const page = currentPage();
    const piece = await shopWithStripe.shop.createProduct();
    await page.goto(`${shopWithStripe.shop.server.url}/checkout?productId=${piece.id}`);
    await page.getByLabel("Card number").waitFor();
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.co.uk");
    await page.getByLabel("Country").selectOption({ label: "United Kingdom" });
    await page.getByLabel("Street Address").fill("10 Downing Street");
    await page.getByLabel("Town or City").fill("London");
    await page.getByLabel("Postcode").fill("SW1A 2AA");

    expect(await page.getByRole("group", { name: "Ship To" }).count()).toBe(0);
    await page.getByLabel("Ship to a different address").check();
    const shipTo = page.getByRole("group", { name: "Ship To" });
    await page.getByLabel("Card number").fill(GOOD_CARD);
    const pay = page.getByRole("button", { name: /^Complete Purchase - \$[\d,]+\.\d\d$/ });
    await pay.click();
    await toldToFix(
      page,
      ["Missing Information", "Please fill in the name of the person it goes to."],
      "checkout-shipName",
    );

    await shipTo.getByLabel("Recipient's Name").fill("Grace Hopper");
    await shipTo.getByLabel("Country").selectOption({ label: "United States" });
    expect(await labels(page, shipTo)).toEqual(["Recipient's Name", ...US_LABELS]);
    await shipTo.getByLabel("Street Address").fill("1 Main St");
    await shipTo.getByLabel("City").fill("Austin");
    await shipTo.getByLabel("State").fill("TX");
    await pay.click();
    await toldToFix(
      page,
      ["Missing Information", "Please fill in the ZIP Code to ship to."],
      "checkout-shipPostalCode",
    );
    await shipTo.getByLabel("ZIP Code").fill("78701");
    await saveScreenshot(page, "checkout-ship-to-390-js");
    await pay.click();
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    const [intent] = intentsFor(piece.id);
    expect(intent).toMatchObject({
      status: "succeeded",
      shipping: {
        name: "Grace Hopper",
        address: { line1: "1 Main St", city: "Austin", state: "TX", postal_code: "78701", country: "US" },
      },
    });

    // Her Orders page, on her phone with JavaScript and without: where to ship, and whose gift it is.
    for (const javaScriptEnabled of [true, false]) {
      const owner = await launchOwnerBrowser(shopWithStripe.shop.server.url, OWNER, {
        viewport: PHONE,
        javaScriptEnabled,
      });
      try {
        const orders = await owner.newPage();
        await orders.goto(`${shopWithStripe.shop.server.url}/admin/orders`);
        const card = orders.locator("li", { hasText: piece.name }).first();
        await card.getByRole("link", { name: piece.name }).click();
        await card.getByRole("link", { name: /^Close order/ }).waitFor();
        expect(await card.locator("address").allInnerTexts()).toEqual([
          "Grace Hopper\n1 Main St\nAustin, TX 78701\nUnited States",
          "10 Downing Street\nLondon\nSW1A 2AA\nUnited Kingdom",
        ]);
        expect(await card.getByText("Ship to", { exact: true }).isVisible()).toBe(true);
        expect(await card.getByText("Billed to (the buyer)").isVisible()).toBe(true);
        await card.scrollIntoViewIfNeeded();
        await orders
          .locator("header")
          .first()
          .evaluate((header) => (header.style.visibility = "hidden"));
        await saveScreenshot(orders, `orders-gift-390-${javaScriptEnabled ? "js" : "nojs"}`, card);
      } finally {
        await owner.close();
      }
    }
  });

  it("without JavaScript, is told that card payment needs it", async () => {
    const piece = await shopWithStripe.shop.createProduct();
    const noJs = await launchBrowser({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await noJs.newPage();
      await page.goto(`${shopWithStripe.shop.server.url}/checkout?productId=${piece.id}`);
      await page.getByRole("heading", { name: "Order Summary" }).waitFor();
      expect(await page.locator("noscript").textContent()).toContain("Card payment needs JavaScript.");
      expect(await page.locator("form").count()).toBe(0);
    } finally {
      await noJs.close();
    }
  });
});
