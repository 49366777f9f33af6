// An order she can ship, on her phone (390 px) in Chromium, with JavaScript and without, on the
// built server against the local Stripe and a loopback SMTP server. A payment made as Stripe.js
// makes it, with the buyer's address: the order card reads it as a label, she marks it shipped
// with UPS and corrects the number after, and the buyer's mails carry the order's number and the
// tracking page. A payment without an address: the card warns before "Mark shipped". Pictures of
// both cards go to test-results/orders-*.png.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { isInViewport, saveScreenshot } from "../support/browser";
import { uniqueName } from "../support/owner-api";
import { ownerPagePerTest, PHONE, screenLabel } from "../support/owner-screens";
import { startShopWithStripe, type ShopWithStripe } from "../support/shop-with-stripe";
import { startSmtpServer } from "../support/smtp";
import { payAsBrowser, type BrowserShipping } from "../support/stripe-js-payment";

const NO_ADDRESS = "No shipping address: ask the buyer for one before shipping.";
const LONDON: BrowserShipping = {
  name: "Ada Lovelace",
  address: {
    line1: "12 St James's Square",
    line2: "",
    city: "London",
    state: "",
    postal_code: "SW1Y 4LB",
    country: "GB",
  },
};

let world: ShopWithStripe;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const url = () => world.shop.server.url;

beforeAll(async () => {
  smtp = await startSmtpServer();
  world = await startShopWithStripe("order_shipping", {
    OWNER_NOTIFY_EMAIL: "studio@example.com",
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "300",
    MAIL_BULK_PER_MINUTE: "0",
  });
}, 120_000);
afterAll(async () => {
  await world?.stop();
  await smtp?.close();
});

/** Waits (up to 30 s: the CPU is shared) for the one mail with this subject and recipient. */
async function mailTo(to: string, subject: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = smtp.received.find((each) => each.subject === subject && each.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail “${subject}” to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let buyer = 0;
/** A piece bought through the checkout's API, paid as Stripe.js pays, and confirmed. */
async function sale(email: string, shipping?: BrowserShipping) {
  const product = await world.shop.createProduct({ name: uniqueName("Tote"), price: 120_000 });
  const post = (path: string, body: unknown) =>
    fetch(`${url()}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${++buyer}` },
      body: JSON.stringify(body),
    });
  const { clientSecret } = await (await post("/api/create-payment-intent", { productId: product.id })).json();
  await payAsBrowser(world.stripe, clientSecret, { email, shipping });
  const intentId = String(clientSecret).split("_secret_")[0];
  const confirmed = await post("/api/payment-success", { productId: product.id, paymentIntentId: intentId });
  expect(confirmed.status).toBe(200);
  const { orderId } = await confirmed.json();
  return { product, orderId: Number(orderId) };
}

/** The order's card; a picture of it without the fixed header, which would cover its top. */
const orderCard = (page: Page, orderId: number) => page.locator(`#order-${orderId}`);
async function pictureOf(card: Locator, name: string) {
  const header = card.page().locator("header").first();
  await header.evaluate((element) => (element.style.visibility = "hidden"));
  await card.screenshot({ path: `test-results/${name}.png` });
  await header.evaluate((element) => (element.style.visibility = ""));
}

const toast = (page: Page, text: string) => page.locator("li").filter({ hasText: text }).first().waitFor();

describe.each([true, false])("an order to ship at 390 px (JavaScript %s)", (javaScriptEnabled) => {
  const options = { viewport: PHONE, javaScriptEnabled };
  const currentPage = ownerPagePerTest(url, options);
  const label = screenLabel(options);

  it("shows the address, ships with UPS, corrects the number, and the buyer's mails follow", async () => {
    const email = `${uniqueName("ada").replace(/\W+/g, "-")}@example.com`;
    const { product, orderId } = await sale(email, LONDON);
    const page = currentPage();
    await page.goto(`${url()}/admin/orders`);
    const card = orderCard(page, orderId);
    // A line in the list, which opens into its card in place.
    const title = `#${orderId} · ${product.name} · $1,200.00`;
    await card.getByRole("link", { name: title }).waitFor();
    await saveScreenshot(page, `orders-lines-${label}`);
    await card.getByRole("link", { name: title }).click();
    await card.getByRole("link", { name: `Close order #${orderId}` }).waitFor();
    await card.getByRole("heading", { name: title }).waitFor();
    expect(await card.locator("address").innerText()).toBe(
      "Ada Lovelace\n12 St James's Square\nLondon\nSW1Y 4LB\nUnited Kingdom",
    );
    expect(await card.getByText(NO_ADDRESS).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await pictureOf(card, `orders-with-address-${label}`);

    const owner = await mailTo("studio@example.com", `Sold: ${product.name}`);
    expect(owner.decoded).toContain(
      "Ship to:\r\nAda Lovelace\r\n12 St James's Square\r\nLondon\r\nSW1Y 4LB\r\nUnited Kingdom",
    );
    expect(owner.decoded).toContain(
      `:${new URL(url()).port}/admin/orders?q=%23${orderId}&order=${orderId}#order-${orderId}`,
    );
    expect((await mailTo(email, `Your order: ${product.name}`)).decoded).toContain(`Order #${orderId}`);

    await card.getByLabel("Carrier (optional)").fill("UPS");
    await card.getByLabel("Tracking number (optional)").fill("1Z999AA10123456784");
    const ship = card.getByRole("button", { name: "Mark shipped" });
    const shipBox = (await ship.boundingBox())!;
    expect(shipBox.height).toBeGreaterThanOrEqual(44);
    await ship.click();
    await toast(page, "Order marked as shipped.");
    await card.getByText("Shipped: UPS, tracking number 1Z999AA10123456784").waitFor();
    // Back where she was: the order she shipped is on screen, not the top of the page.
    expect(page.url()).toContain(`#order-${orderId}`);
    await expect.poll(() => isInViewport(page, card.getByRole("link", { name: "Track it" }))).toBe(true);
    expect(await card.getByRole("link", { name: "Track it" }).getAttribute("href")).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    const shipped = await mailTo(email, `On its way: ${product.name}`);
    expect(shipped.decoded).toContain(`Order #${orderId}`);
    expect(shipped.decoded).toContain("Track it: https://www.ups.com/track?tracknum=1Z999AA10123456784");

    // A digit mistyped: corrected on the shipped order, the buyer sent the new number.
    const correct = card.getByText("Correct tracking");
    const correctBox = (await correct.boundingBox())!;
    expect(correctBox.height).toBeGreaterThanOrEqual(44);
    console.log(`${label}: Mark shipped ${shipBox.height} px tall, Correct tracking ${correctBox.height} px`);
    await correct.click();
    const number = card.getByLabel("Tracking number (optional)");
    expect(await number.inputValue()).toBe("1Z999AA10123456784");
    await number.fill("1Z999AA10123456785");
    await card.getByRole("button", { name: "Save tracking" }).click();
    await toast(page, "Tracking corrected.");
    await card.getByText("Shipped: UPS, tracking number 1Z999AA10123456785").waitFor();
    const corrected = await mailTo(email, `New tracking number: ${product.name}`);
    expect(corrected.decoded).toContain("Track it: https://www.ups.com/track?tracknum=1Z999AA10123456785");
    // Folded again, and filled with the number stored now when opened.
    expect(await card.getByRole("button", { name: "Save tracking" }).isVisible()).toBe(false);
    await page.reload();
    await card.scrollIntoViewIfNeeded();
    await pictureOf(card, `orders-shipped-${label}`);
    // Closed, it is a line again, its state on it.
    await card.getByRole("link", { name: `Close order #${orderId}` }).click();
    await card.getByRole("link", { name: title }).waitFor();
    expect(await card.locator("address").count()).toBe(0);
    expect(await card.getByText("shipped", { exact: true }).count()).toBe(1);
  });

  it("warns before Mark shipped when the buyer gave no address, on the card and in her Sold mail", async () => {
    const email = `${uniqueName("nobody").replace(/\W+/g, "-")}@example.com`;
    const { product, orderId } = await sale(email);
    const page = currentPage();
    await page.goto(`${url()}/admin/orders?q=%23${orderId}&order=${orderId}#order-${orderId}`);
    const card = orderCard(page, orderId);
    const warning = card.getByText(NO_ADDRESS);
    const ship = card.getByRole("button", { name: "Mark shipped" });
    await warning.waitFor();
    expect(await card.locator("address").count()).toBe(0);
    await ship.scrollIntoViewIfNeeded();
    // Above the button, and on the screen with it: she reads it before she can press.
    const [warningBox, shipBox] = [(await warning.boundingBox())!, (await ship.boundingBox())!];
    expect(warningBox.y).toBeLessThan(shipBox.y);
    console.log(`${label}: the warning at y=${warningBox.y}, Mark shipped at y=${shipBox.y} of 844`);
    expect(await isInViewport(page, warning)).toBe(true);
    await pictureOf(card, `orders-no-address-${label}`);
    expect((await mailTo("studio@example.com", `Sold: ${product.name}`)).decoded).toContain(NO_ADDRESS);
  });
});
