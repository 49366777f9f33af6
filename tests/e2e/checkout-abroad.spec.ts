// A buyer from abroad on a phone (390 × 844) pays against the local Stripe fake: the country is
// chosen by name with its code sent behind it, and each refusal says what to do in the checkout's
// own words, with the field at fault focused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
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
  const TOO_LONG = [
    "Please Check Your Details",
    "Please shorten the street address to 200 characters.",
  ] as const;

  it("chooses United Kingdom by name, is told in the checkout's words what to change, and pays", async () => {
    const page = currentPage();
    const piece = await shopWithStripe.shop.createProduct();
    await page.goto(`${shopWithStripe.shop.server.url}/checkout?productId=${piece.id}`);
    await page.getByLabel("Card number").waitFor();

    // The buyer's browser speaks American English: the shop's own default is preselected, by name.
    const country = page.getByLabel("Country");
    expect(await country.inputValue()).toBe("US");
    expect(await country.locator("option:checked").textContent()).toBe("United States");
    expect(await country.locator("option").count()).toBeGreaterThan(240);

    const pay = page.getByRole("button", { name: /^Complete Purchase - \$[\d,]+\.\d\d$/ });
    await pay.click();
    await toldToFix(page, MISSING, "checkout-name");

    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.co.uk");
    await page.getByLabel("Street Address").fill("10 Downing Street ".repeat(12));
    await page.getByLabel("City").fill("London");
    await page.getByLabel("State").fill("Greater London");
    await page.getByLabel("ZIP Code").fill("SW1A 2AA");
    await country.selectOption({ label: "United Kingdom" });
    await page.getByLabel("Card number").fill(GOOD_CARD);
    await pay.click();
    await toldToFix(page, TOO_LONG, "checkout-line1");

    await page.getByLabel("Street Address").fill("10 Downing Street");
    await pay.click();
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    const [intent] = [...shopWithStripe.stripe.intents.values()].filter(
      (candidate) => candidate.metadata.productId === String(piece.id),
    );
    expect(intent).toMatchObject({
      status: "succeeded",
      receipt_email: "ada@example.co.uk",
      shipping: {
        name: "Ada Lovelace",
        address: { line1: "10 Downing Street", city: "London", postal_code: "SW1A 2AA", country: "GB" },
      },
    });
  });
});
