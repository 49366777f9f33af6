// Buying a piece in Chromium against a local Stripe-compatible server and a fake Stripe.js: the
// deferred checkout (the piece is held only once "Complete Purchase" is pressed), each of product §8's
// checkout texts, the pages while someone pays, the page without JavaScript, and the success page's
// receipt, a payment processing and one that failed on a phone. Each test buys a piece of its own,
// made through the owner's API on an empty shop, on a page of its own.
import fs from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { isInViewport, launchBrowser, saveScreenshot } from "../support/browser";
import type { Product } from "../support/owner-api";
import { PHONE } from "../support/owner-screens";
import { pagePerTest } from "../support/page-per-test";
import { sharedShopOwner } from "../support/shared-shop";
import { queryDatabase } from "../support/postgres";
import { OWNER } from "../support/owner-api";
import { startShopWithStripe, type ShopWithStripe } from "../support/shop-with-stripe";
import { DECLINED_CARD, PROCESSING_CARD } from "../fakes/stripe-server";

const GOOD_CARD = "4242424242424242";

/** A buyer in the United States, the shop's own country, with the address the checkout asks for. */
async function fillBuyer(on: Page) {
  await on.getByLabel("Full Name").fill("Grace Hopper");
  await on.getByLabel("Email").fill("grace@example.com");
  await on.getByLabel("Street Address").fill("1 Main St");
  await on.getByLabel("City").fill("Austin");
  await on.getByLabel("State").fill("TX");
  await on.getByLabel("ZIP Code").fill("78701");
}

/** A new page of `browser` at a checkout (`checkoutUrl`), the buyer's details and `card` typed in. */
async function atCheckout(browser: BrowserContext, checkoutUrl: string, card: string) {
  const page = await browser.newPage();
  await page.goto(checkoutUrl);
  await fillBuyer(page);
  await page.getByLabel("Card number").fill(card);
  return page;
}

/** Whether the piece is held for someone paying right now. */
async function isHeldIn(shopWithStripe: ShopWithStripe, piece: Product) {
  const [{ held }] = await queryDatabase<{ held: boolean }>(
    shopWithStripe.shop.database,
    `SELECT coalesce("reservedUntil" > now(), false) AS held FROM "Product" WHERE id = $1`,
    [piece.id],
  );
  return held;
}

describe("a buyer with JavaScript", () => {
  let shopWithStripe: ShopWithStripe;
  let buyer: BrowserContext;

  beforeAll(async () => {
    shopWithStripe = await startShopWithStripe("e2e_checkout");
    buyer = await launchBrowser();
  });
  afterEach(() => shopWithStripe.stripe.clearFaults());
  afterAll(async () => {
    await buyer?.close();
    await shopWithStripe?.stop();
  });
  const currentPage = pagePerTest(() => buyer);
  const url = (path: string) => `${shopWithStripe.shop.server.url}${path}`;

  const isHeld = (piece: Product) => isHeldIn(shopWithStripe, piece);
  /** The payment intents made for the piece, in the order they were made. */
  const intentsFor = (piece: Product) =>
    [...shopWithStripe.stripe.intents.values()].filter(
      (intent) => intent.metadata.productId === String(piece.id),
    );
  const payButton = (on: Page) => on.getByRole("button", { name: /^Complete Purchase - \$[\d,]+\.\d\d$/ });

  async function toast(on: Page, title: string, description: string) {
    const alert = on.getByRole("alert").filter({ hasText: title }).filter({ hasText: description }).last();
    await alert.waitFor();
    await alert.getByRole("button", { name: "Dismiss" }).click();
  }

  it("buys a piece: looking holds nothing, a declined card frees it at once, a good one sells it", async () => {
    const { stripe } = shopWithStripe;
    const page = currentPage();
    const piece = await shopWithStripe.shop.createProduct();
    const requestsBefore = stripe.requests.length;
    await page.goto(url(`/products/${piece.id}`));
    await page.getByRole("link", { name: /^Purchase Now - \$/ }).click();
    await page.waitForURL(new RegExp(`/checkout\\?productId=${piece.id}$`));
    expect(await page.title()).toBe("Checkout | Atelier");
    const card = page.getByLabel("Card number");
    await card.waitFor();
    expect(await page.getByText("Free", { exact: true }).isVisible()).toBe(true);
    expect(await isHeld(piece)).toBe(false);
    expect(
      stripe.requests
        .slice(requestsBefore)
        .filter((request) => request.startsWith("POST /v1/payment_intents")),
    ).toEqual([]);

    await payButton(page).click();
    await toast(page, "Missing Information", "Please fill in your name and email address.");
    await fillBuyer(page);
    expect(await page.getByLabel("Country").inputValue()).toBe("US");

    // An empty card fails Stripe's own check before anything is held.
    await payButton(page).click();
    await toast(page, "Payment Failed", "Your card number is incomplete.");
    expect(await isHeld(piece)).toBe(false);

    await card.fill(DECLINED_CARD);
    await payButton(page).click();
    await toast(page, "Payment Failed", "Your card was declined.");
    await saveScreenshot(page, "checkout-1280");
    expect(await isHeld(piece)).toBe(false);
    expect(intentsFor(piece).map((intent) => intent.status)).toEqual(["canceled"]);

    // Stripe slow to answer: the button says so and cannot be pressed twice.
    stripe.fault("slow", "/v1/payment_intents");
    await card.fill(GOOD_CARD);
    await payButton(page).click();
    const processing = page.getByRole("button", { name: "Processing..." });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    await page.waitForURL(/\/payment-success\?/);
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    expect(await page.getByRole("link", { name: "Continue Shopping" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Return Home" }).isVisible()).toBe(true);
    const [intent] = intentsFor(piece).filter((i) => i.status === "succeeded");
    expect(intent).toMatchObject({
      receipt_email: "grace@example.com",
      metadata: { productId: String(piece.id) },
    });

    await page.goto(url(`/products/${piece.id}`));
    await page.getByText("This item has been sold").waitFor();
    await page.goto(url(`/checkout?productId=${piece.id}`));
    await page.getByText("This piece has already been sold.").waitFor();
  });

  it("while someone pays, other buyers are told so, and the piece is offered again when the attempt fails", async () => {
    const { stripe } = shopWithStripe;
    const page = currentPage();
    const piece = await shopWithStripe.shop.createProduct();
    const requestsBefore = stripe.requests.length;
    const other = await launchBrowser();
    try {
      const second = await other.newPage();
      // The storefront page is in the page cache (decision 051) before the hold is taken.
      await second.goto(url(`/products/${piece.id}`));
      await second.getByRole("link", { name: /^Purchase Now/ }).waitFor();
      // Both look at the same piece: looking holds nothing.
      await page.goto(url(`/checkout?productId=${piece.id}`));
      await second.goto(url(`/checkout?productId=${piece.id}`));
      await page.getByLabel("Card number").waitFor();
      await second.getByLabel("Card number").waitFor();

      // The first buyer's payment hangs at Stripe: the piece is held while it lasts.
      stripe.fault("timeout", "/confirm");
      await fillBuyer(page);
      await page.getByLabel("Card number").fill(GOOD_CARD);
      await payButton(page).click();
      await page.getByRole("button", { name: "Processing..." }).waitFor();
      await expect.poll(() => isHeld(piece)).toBe(true);

      // The second buyer, already on the checkout, hears the server's reason when paying.
      await fillBuyer(second);
      await second.getByLabel("Card number").fill(GOOD_CARD);
      await payButton(second).click();
      // The form gives way to the message and the way to hear of the next piece, as after a reload.
      for (const reload of [false, true]) {
        if (reload) await second.reload();
        await second.getByRole("heading", { name: "Unable to load checkout" }).waitFor();
        await second.getByText("Someone is completing a purchase of this piece.").waitFor();
        expect(await second.getByRole("link", { name: "Return to Shop" }).getAttribute("href")).toBe(
          "/#shop",
        );
        expect(
          await second
            .getByRole("link", { name: "Subscribe to hear of the next piece" })
            .getAttribute("href"),
        ).toBe("/#newsletter");
      }
      await second.goto(url(`/products/${piece.id}`));
      await second.getByText("Someone is completing a purchase of this piece").waitFor();
      expect(await second.getByRole("link", { name: /^Purchase Now/ }).count()).toBe(0);
      await second.goto(url("/shop"));
      await second.getByText("PURCHASE IN PROGRESS").waitFor();

      // Stripe drops the hanging attempt: 'Payment Error', and the hold is given back at once. The
      // hold is taken before the browser's confirmation leaves: on a busy machine it can still be
      // on its way, and one that arrived after the fault is cleared would simply succeed.
      await expect
        .poll(() => stripe.requests.slice(requestsBefore).some((request) => request.endsWith("/confirm")))
        .toBe(true);
      stripe.clearFaults();
      await toast(page, "Payment Error", "An unexpected error occurred. Please try again.");
      await expect.poll(() => isHeld(piece)).toBe(false);
      await second.goto(url(`/products/${piece.id}`));
      await second.getByRole("link", { name: /^Purchase Now/ }).waitFor();
    } finally {
      await other.close();
    }
  });

  it("shows each checkout failure text", async () => {
    const { stripe } = shopWithStripe;
    const page = currentPage();
    const piece = await shopWithStripe.shop.createProduct();
    await page.goto(url(`/checkout?productId=${piece.id}`));
    await fillBuyer(page);
    await page.getByLabel("Card number").fill(GOOD_CARD);

    // The server answers without a message, or cannot be reached.
    await page.route("**/api/create-payment-intent", (route) => route.fulfill({ status: 500, body: "" }));
    await payButton(page).click();
    await toast(page, "Unable to load checkout", "Failed to initialize payment");
    await page.unroute("**/api/create-payment-intent");
    await page.route("**/api/create-payment-intent", (route) => route.abort());
    await payButton(page).click();
    await toast(page, "Unable to load checkout", "Failed to initialize payment. Please try again.");
    await page.unroute("**/api/create-payment-intent");

    // Stripe unreachable from the server: its clear message, nothing held.
    stripe.fault("unreachable", "/v1/payment_intents");
    await payButton(page).click();
    await toast(page, "Unable to load checkout", "Our payment provider is not answering right now.");
    expect(await isHeld(piece)).toBe(false);
    stripe.clearFaults();

    // Stripe refuses the card without saying why.
    stripe.fault("error-without-message", "/confirm");
    await payButton(page).click();
    await toast(page, "Payment Failed", "An error occurred during payment processing.");
    await expect.poll(() => isHeld(piece)).toBe(false);
    stripe.clearFaults();

    // Stripe.js itself does not load.
    stripe.fault("server-error", "/v3");
    const fresh = await launchBrowser();
    try {
      const visitor = await fresh.newPage();
      await visitor.goto(url(`/checkout?productId=${piece.id}`));
      await visitor.getByRole("heading", { name: "Unable to load checkout" }).waitFor();
      await visitor.getByText("Failed to initialize payment. Please try again.").waitFor();
    } finally {
      await fresh.close();
    }
  });

  it("explains a missing product or confirmation", async () => {
    const page = currentPage();
    const piece = await shopWithStripe.shop.createProduct();
    await page.goto(url("/checkout"));
    await page.getByText("No product selected for checkout").waitFor();
    await page.goto(url(`/payment-success?productId=${piece.id}`));
    await page.getByText("Invalid payment confirmation").waitFor();
    await page.goto(url(`/payment-success?productId=${piece.id}&payment_intent=pi_unknown`));
    await page.getByText("Failed to process payment confirmation").waitFor();
  });

  it("says card payment needs JavaScript when it is off", async () => {
    const piece = await shopWithStripe.shop.createProduct();
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const visitor = await noJs.newPage();
      await visitor.goto(url(`/checkout?productId=${piece.id}`));
      // Chromium with scripts off still parses <noscript> as text; a browser without JavaScript shows it.
      expect(await visitor.locator("noscript").textContent()).toContain(
        "Card payment needs JavaScript. Please turn it on, or write to us to buy this piece.",
      );
      expect(await visitor.getByText("Order Summary").isVisible()).toBe(true);
      expect(await isHeld(piece)).toBe(false);
    } finally {
      await noJs.close();
    }
  });
});

describe("a buyer too late for a piece, on a phone", () => {
  let shopWithStripe: ShopWithStripe;

  beforeAll(async () => {
    shopWithStripe = await startShopWithStripe("e2e_checkout_too_late");
  });
  afterAll(() => shopWithStripe?.stop());
  const url = (path: string) => `${shopWithStripe.shop.server.url}${path}`;

  /** The owner marks the piece sold through her API, as if another buyer had just paid for it. */
  async function sellMeanwhile(piece: Product) {
    const response = await fetch(url(`/api/products/${piece.id}`), {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: shopWithStripe.shop.cookie },
      body: JSON.stringify({ ...piece, isSold: true }),
    });
    expect(response.status).toBe(200);
  }

  /** The product's words, in view without scrolling, with the ways to the next piece and the shop. */
  async function toldInView(page: Page, screenshot: string) {
    const heading = page.getByRole("heading", { name: "Unable to load checkout" });
    await heading.waitFor();
    const message = page.getByText("This piece has already been sold.", { exact: true });
    const next = page.getByRole("link", { name: "Subscribe to hear of the next piece" });
    for (const shown of [heading, message, next]) {
      await expect.poll(() => isInViewport(page, shown), { timeout: 2_000 }).toBe(true);
    }
    expect(await next.getAttribute("href")).toBe("/#newsletter");
    expect(await page.getByRole("link", { name: "Return to Shop" }).getAttribute("href")).toBe("/#shop");
    fs.mkdirSync("test-results", { recursive: true });
    await page.screenshot({ path: `test-results/${screenshot}.png` });
  }

  it("presses Complete Purchase at the foot of the form and sees why at the top, with JavaScript", async () => {
    const piece = await shopWithStripe.shop.createProduct();
    const browser = await launchBrowser({ viewport: PHONE, hasTouch: true });
    try {
      const page = await atCheckout(browser, url(`/checkout?productId=${piece.id}`), GOOD_CARD);
      const pay = page.getByRole("button", { name: /^Complete Purchase - \$[\d,]+\.\d\d$/ });
      await pay.scrollIntoViewIfNeeded();
      await sellMeanwhile(piece);
      await pay.click();
      await toldInView(page, "too-late-390-js");
      // The heading has the focus: a screen reader says where she is.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Unable to load checkout");
    } finally {
      await browser.close();
    }
  });

  it("opens the checkout of a piece sold meanwhile and sees why in view, without JavaScript", async () => {
    const piece = await shopWithStripe.shop.createProduct();
    const browser = await launchBrowser({ viewport: PHONE, hasTouch: true, javaScriptEnabled: false });
    try {
      const page = await browser.newPage();
      await page.goto(url(`/products/${piece.id}`));
      await sellMeanwhile(piece);
      await page.getByRole("link", { name: /^Purchase Now - \$/ }).click();
      await toldInView(page, "too-late-390-nojs");
    } finally {
      await browser.close();
    }
  });
});

describe("the success page on a phone: a receipt, a payment processing, one that failed", () => {
  let shopWithStripe: ShopWithStripe;

  beforeAll(async () => {
    shopWithStripe = await startShopWithStripe("e2e_checkout_receipt");
    const { shop } = shopWithStripe;
    // Stripe's events reach the shop as they do in production: a failed payment's frees its piece.
    shopWithStripe.stripe.sendEventsTo(`${shop.server.url}/api/stripe/webhook`);
    for (const [key, value] of [
      ["studioEmail", "hello@maisonlune.example"],
      ["studioPhone", "+1 (212) 555-0142"],
    ]) {
      const saved = await fetch(`${shop.server.url}/api/settings/${key}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Cookie: shop.cookie },
        body: JSON.stringify({ value }),
      });
      expect(saved.status).toBe(200);
    }
  });
  afterAll(() => shopWithStripe?.stop());
  const url = (path: string) => `${shopWithStripe.shop.server.url}${path}`;

  /** The receipt under "Payment Successful!": the order, the piece, where it goes, the policies, the studio. */
  async function receiptShown(page: Page, piece: Product) {
    const receipt = page.getByRole("region", { name: /^Order #\d+$/ });
    await receipt.waitFor();
    const text = await receipt.innerText();
    for (const part of [
      piece.name,
      "$1,200.00",
      "A confirmation is on its way to grace@example.com.",
      "It will be sent to",
      "Grace Hopper\n1 Main St\nAustin, TX 78701\nUnited States",
      "hello@maisonlune.example",
      "+1 (212) 555-0142",
    ])
      expect(text).toContain(part);
    expect(await receipt.getByRole("img", { name: piece.name }).isVisible()).toBe(true);
    expect(await receipt.getByRole("link", { name: "Terms of Sale" }).getAttribute("href")).toBe(
      "/policies/terms",
    );
    expect(await receipt.getByRole("link", { name: "Returns & Refunds" }).getAttribute("href")).toBe(
      "/policies/returns",
    );
    expect(await page.getByRole("link", { name: "Continue Shopping" }).isVisible()).toBe(true);
    return receipt;
  }

  it("shows the order with JavaScript and without, to the holder of Stripe's return address alone", async () => {
    const piece = await shopWithStripe.shop.createProduct();
    const buyer = await launchBrowser({ viewport: PHONE, hasTouch: true });
    let paidAt: string;
    try {
      const page = await atCheckout(buyer, url(`/checkout?productId=${piece.id}`), GOOD_CARD);
      await page.getByRole("button", { name: /^Complete Purchase/ }).click();
      await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
      paidAt = page.url();
      // Stripe's return address: the intent and its client secret, never the buyer's email or name.
      const query = new URL(paidAt).searchParams;
      expect([...query.keys()].sort()).toEqual(
        ["payment_intent", "payment_intent_client_secret", "productId", "redirect_status"].sort(),
      );
      expect(paidAt).not.toMatch(/grace|hopper/i);
      await receiptShown(page, piece);
      await page.getByRole("heading", { name: "Payment Successful!" }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, "receipt-390-js");
    } finally {
      await buyer.close();
    }

    const noJs = await launchBrowser({ viewport: PHONE, hasTouch: true, javaScriptEnabled: false });
    try {
      const page = await noJs.newPage();
      await page.goto(paidAt);
      await page.getByText("Confirming your payment...").waitFor();
      await page.getByRole("button", { name: "Confirm my order" }).click();
      await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
      await receiptShown(page, piece);
      await saveScreenshot(page, "receipt-390-nojs");

      // The same address without its secret confirms the sale and shows nothing of the buyer.
      const bare = new URL(paidAt);
      bare.searchParams.delete("payment_intent_client_secret");
      await page.goto(bare.href);
      await page.getByRole("button", { name: "Confirm my order" }).click();
      await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
      expect(await page.getByRole("region", { name: /^Order #/ }).count()).toBe(0);
      expect(await page.locator("main").innerText()).not.toContain("grace@example.com");
    } finally {
      await noJs.close();
    }
  });

  const FAILED = "Your payment did not go through, and no money was taken.";
  const RECEIVED = "Your payment was received and is being processed.";

  const isHeld = (piece: Product) => isHeldIn(shopWithStripe, piece);

  /** The mails queued about the piece's failed payment: to whom, with what subject. */
  const failureMails = (piece: Product) =>
    queryDatabase<{ to: string; subject: string }>(
      shopWithStripe.shop.database,
      `SELECT "to", subject FROM "MailOutbox" WHERE subject IN ($1, $2) ORDER BY "to"`,
      [`Your payment did not go through: ${piece.name}`, `Payment failed: ${piece.name}`],
    );

  /** The payment did not go through, with the way back to the piece in view: answers that link. */
  async function toldFailed(page: Page, piece: Product, screenshot: string) {
    await page.getByRole("alert").filter({ hasText: FAILED }).waitFor();
    const back = page.getByRole("link", { name: "Back to the piece" });
    expect(await back.getAttribute("href")).toBe(`/products/${piece.id}`);
    expect(await isInViewport(page, back)).toBe(true);
    await saveScreenshot(page, screenshot);
    return back;
  }

  /** Back at the piece, freed by the failure: she can buy it again. */
  async function backToBuy(back: Locator, page: Page, piece: Product) {
    await back.click();
    await page.waitForURL(url(`/products/${piece.id}`));
    await page.getByRole("link", { name: /^Purchase Now/ }).waitFor();
  }

  /** A hold and its intent made as the checkout's button makes them, as a browser without JavaScript cannot. */
  async function heldIntent(piece: Product) {
    const response = await fetch(url("/api/create-payment-intent"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ productId: piece.id }),
    });
    expect(response.status).toBe(200);
    const { clientSecret } = (await response.json()) as { clientSecret: string };
    const id = clientSecret.split("_secret_")[0];
    return {
      id,
      returnUrl: url(
        `/payment-success?productId=${piece.id}&payment_intent=${id}&payment_intent_client_secret=${clientSecret}`,
      ),
    };
  }

  it("a payment processing says it was received, and once it fails that it did not go through, with JavaScript", async () => {
    const { stripe } = shopWithStripe;
    const piece = await shopWithStripe.shop.createProduct();
    const buyer = await launchBrowser({ viewport: PHONE, hasTouch: true });
    try {
      const page = await atCheckout(buyer, url(`/checkout?productId=${piece.id}`), PROCESSING_CARD);
      await page.getByRole("button", { name: /^Complete Purchase/ }).click();
      const received = page.getByRole("heading", { name: "Payment received" });
      await received.waitFor();
      const returned = new URL(page.url());
      expect(returned.searchParams.get("redirect_status")).toBe("processing");
      await page.getByRole("status").filter({ hasText: RECEIVED }).waitFor();
      expect(await isInViewport(page, received)).toBe(true);
      await saveScreenshot(page, "payment-processing-390-js");
      expect(await isHeld(piece)).toBe(true);

      // Days later her bank refuses it: Stripe's event frees the piece and she and the owner are mailed.
      stripe.fail(returned.searchParams.get("payment_intent")!);
      expect(await stripe.delivered()).not.toContain(500);
      expect(await isHeld(piece)).toBe(false);
      expect((await failureMails(piece)).map((mail) => mail.to)).toEqual(["grace@example.com", OWNER.email]);
      await page.reload();
      await backToBuy(await toldFailed(page, piece, "payment-failed-390-js"), page, piece);

      // Stripe's own word at the redirect: nothing to confirm.
      const { returnUrl } = await heldIntent(piece);
      await page.goto(`${returnUrl}&redirect_status=failed`);
      await toldFailed(page, piece, "payment-redirect-failed-390-js");
    } finally {
      await buyer.close();
    }
  });

  it("a payment processing, then failed, and Stripe's failed redirect, without JavaScript", async () => {
    const { stripe } = shopWithStripe;
    const piece = await shopWithStripe.shop.createProduct();
    const noJs = await launchBrowser({ viewport: PHONE, hasTouch: true, javaScriptEnabled: false });
    try {
      const page = await noJs.newPage();
      const { id, returnUrl } = await heldIntent(piece);
      stripe.process(id);
      await page.goto(`${returnUrl}&redirect_status=processing`);
      await page.getByRole("button", { name: "Confirm my order" }).click();
      await page.getByRole("heading", { name: "Payment received" }).waitFor();
      await page.getByRole("status").filter({ hasText: RECEIVED }).waitFor();
      await saveScreenshot(page, "payment-processing-390-nojs");

      stripe.fail(id);
      expect(await stripe.delivered()).not.toContain(500);
      await page.goto(`${returnUrl}&redirect_status=processing`);
      await page.getByRole("button", { name: "Confirm my order" }).click();
      await backToBuy(await toldFailed(page, piece, "payment-failed-390-nojs"), page, piece);

      const again = await heldIntent(piece);
      await page.goto(`${again.returnUrl}&redirect_status=failed`);
      expect(await page.getByRole("button", { name: "Confirm my order" }).count()).toBe(0);
      await toldFailed(page, piece, "payment-redirect-failed-390-nojs");
    } finally {
      await noJs.close();
    }
  });
});

describe("a shop without Stripe configured", () => {
  it("says payments are not set up, and product pages offer an inquiry instead", async () => {
    // The shared server runs without Stripe's keys.
    const piece = await sharedShopOwner().createProduct();
    const browser = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await browser.newPage();
      await page.goto(`${inject("baseUrl")}/checkout?productId=${piece.id}`);
      await page.getByRole("heading", { name: "Payments are not set up" }).waitFor();
      await page.goto(`${inject("baseUrl")}/products/${piece.id}`);
      await page.getByText("Online payment is not open yet").waitFor();
      expect(await page.getByRole("link", { name: /^Purchase Now/ }).count()).toBe(0);
      await page.getByRole("link", { name: "Inquire About This Piece" }).click();
      await page.getByRole("heading", { name: `Inquire About: ${piece.name}` }).waitFor();
    } finally {
      await browser.close();
    }
  });
});
