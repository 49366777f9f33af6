// The shop's policies in Chromium, with JavaScript and without: the owner reviews and edits one
// from the dashboard and sees it published; a visitor finds them from the footer, the checkout and
// the sitemap. Each mode runs on an empty shop of its own with a local fake Stripe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { launchBrowser, launchOwnerBrowser, saveScreenshot } from "../support/browser";
import { OWNER } from "../support/owner-api";
import { pagePerTest } from "../support/page-per-test";
import { startShopWithStripe, type ShopWithStripe } from "../support/shop-with-stripe";

const TITLES = ["Returns & Refunds", "Shipping Policy", "Privacy Policy", "Terms of Sale"];

describe.each([true, false])("the shop's policies (JavaScript %s)", (javaScriptEnabled) => {
  const mode = javaScriptEnabled ? "JS" : "HTML";
  const brand = `MAISON ${mode}`;
  let shopWithStripe: ShopWithStripe;
  let owner: BrowserContext;
  let visitor: BrowserContext;
  const url = (path: string) => `${shopWithStripe.shop.server.url}${path}`;

  beforeAll(async () => {
    shopWithStripe = await startShopWithStripe(`policies_${mode.toLowerCase()}`);
    for (const [key, value] of [
      ["brandName", brand],
      ["studioEmail", "studio@maison.example"],
    ]) {
      const response = await fetch(url(`/api/settings/${key}`), {
        method: "PUT",
        headers: { "Content-Type": "application/json", Cookie: shopWithStripe.shop.cookie },
        body: JSON.stringify({ value }),
      });
      expect(response.status, key).toBe(200);
    }
    owner = await launchOwnerBrowser(shopWithStripe.shop.server.url, OWNER, { javaScriptEnabled });
    visitor = await launchBrowser({ javaScriptEnabled });
  });
  afterAll(async () => {
    await owner?.close();
    await visitor?.close();
    await shopWithStripe?.stop();
  });
  const ownerPage = pagePerTest(() => owner, { keepCookies: true });
  const visitorPage = pagePerTest(() => visitor);

  it("the owner is asked to review the starting texts, edits the terms of sale and sees them published", async () => {
    const page = ownerPage();
    await page.goto(url("/admin"));
    const reminder = page.getByRole("note").filter({ hasText: "Review these texts" });
    expect(await reminder.textContent()).toContain("Terms of Sale");
    await reminder.getByRole("link", { name: "Review the policies" }).click();
    await page.getByRole("heading", { level: 1, name: "Policies" }).waitFor();
    // Polled: without JavaScript the page may still be arriving when its heading shows.
    const startingTexts = () => page.getByText("Starting text: review it").count();
    await expect.poll(startingTexts).toBe(4);

    await page.getByRole("link", { name: "Edit Terms of Sale" }).click();
    // Without JavaScript the editor is a new page: its text is read once the page has all come,
    // not while the text area is still filling.
    await page.waitForLoadState("load");
    const text = page.getByLabel("Text of the Terms of Sale");
    const starting = await text.inputValue();
    expect(starting).toContain(`This shop is run by ${brand}.`);
    expect(starting).toContain("- By email: studio@maison.example");

    await text.fill("   ");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await page.getByText("Write the policy's text before saving it.").waitFor();

    await text.fill(
      `Sold by ${brand} from its studio.\nEvery sale is *final* once shipped.\n\n- Prices in US dollars\n- Free shipping`,
    );
    await page.getByRole("button", { name: "Save and publish" }).click();
    await page.getByText("Terms of Sale saved and published.").first().waitFor();
    await page.getByText(/^Saved \w+ \d+, \d{4}$/).waitFor();
    await expect.poll(startingTexts).toBe(3);
    await saveScreenshot(page, `policies-dashboard-${mode}`);

    const published = visitorPage();
    await published.goto(url("/policies/terms"));
    await published.getByRole("heading", { level: 1, name: "Terms of Sale" }).waitFor();
    expect(await published.locator("article em").textContent()).toBe("final");
    expect(await published.locator("article li").allTextContents()).toEqual([
      "Prices in US dollars",
      "Free shipping",
    ]);
    expect(await published.getByText(/^Last updated \w+ \d+, \d{4}$/).count()).toBe(1);
    expect(await published.getByText("This shop is run by").count()).toBe(0);
    await saveScreenshot(published, `policies-terms-page-${mode}`);

    await page.goto(url("/admin"));
    const after = await page.getByRole("note").filter({ hasText: "Review these texts" }).textContent();
    expect(after).toContain("Returns & Refunds, Shipping Policy, Privacy Policy show their starting text");
    expect(after).not.toContain("Terms of Sale");
  });

  it("a visitor finds every policy from the footer, the checkout and the sitemap", async () => {
    const piece = await shopWithStripe.shop.createProduct();
    const page = visitorPage();
    await page.goto(url("/"));
    const footerLinks = page.getByRole("navigation", { name: "Policies" }).getByRole("link");
    expect(await footerLinks.allTextContents()).toEqual(TITLES);
    await footerLinks.filter({ hasText: "Shipping Policy" }).click();
    await page.waitForURL(/\/policies\/shipping$/);
    await page.getByRole("heading", { level: 1, name: "Shipping Policy" }).waitFor();
    expect(await page.getByText(`Shipping is free on every order from ${brand}.`).count()).toBe(1);
    expect(await page.title()).toBe("Shipping Policy | Atelier");

    await page.goto(url(`/checkout?productId=${piece.id}`));
    const terms = page
      .locator("p")
      .filter({ hasText: "By purchasing you agree to the terms of sale; returns:" });
    await terms.waitFor();
    if (javaScriptEnabled) {
      // The line sits under the button it is about.
      const button = page.getByRole("button", { name: /^Complete Purchase - \$[\d,]+\.\d\d$/ });
      await button.waitFor();
      expect((await terms.boundingBox())!.y).toBeGreaterThan((await button.boundingBox())!.y);
    }
    const links = await terms
      .getByRole("link")
      .evaluateAll((anchors) =>
        anchors.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname]),
      );
    expect(links).toEqual([
      ["terms of sale", "/policies/terms"],
      ["returns & refunds policy", "/policies/returns"],
      ["shipping policy", "/policies/shipping"],
      ["privacy policy", "/policies/privacy"],
    ]);
    await saveScreenshot(page, `policies-checkout-${mode}`);
    await terms.getByRole("link", { name: "returns & refunds policy" }).click();
    await page.waitForURL(/\/policies\/returns$/);
    await page.getByRole("heading", { level: 1, name: "Returns & Refunds" }).waitFor();

    const sitemap = await (await fetch(url("/sitemap.xml"))).text();
    for (const kind of ["returns", "shipping", "privacy", "terms"]) {
      expect(sitemap).toContain(`/policies/${kind}</loc>`);
    }
  });
});
