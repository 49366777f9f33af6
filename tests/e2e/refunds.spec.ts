// After the sale, in Chromium on the built server against the local Stripe, which sends its signed
// events to the shop as Stripe does: the owner refunds an order in full (the piece back on sale) and
// in part, on her phone and a desktop, with JavaScript and without; a refund made in Stripe's
// dashboard and a dispute show on the order and the overview; and two instances on one database
// ask Stripe for a refund once, however the presses and the events are spread over them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { isInViewport } from "../support/browser";
import { cookiesFrom, signIn } from "../support/http";
import { OWNER, uniqueName } from "../support/owner-api";
import { OWNER_SCREENS, ownerPagePerTest, PHONE, DESKTOP, screenLabel } from "../support/owner-screens";
import { databaseUrl, queryDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { startShopWithStripe, type ShopWithStripe } from "../support/shop-with-stripe";

const NAME = "refunds";
let world: ShopWithStripe;
const url = () => world.shop.server.url;
const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  queryDatabase<T>(world.shop.database, text, values);

beforeAll(async () => {
  world = await startShopWithStripe(NAME, { OWNER_NOTIFY_EMAIL: "studio@example.com" });
  world.stripe.sendEventsTo(`${url()}/api/stripe/webhook`);
}, 120_000);
afterAll(() => world?.stop());

let buyer = 0;
/** A piece bought through the checkout's API and confirmed: a paid order of $1,200.00. */
async function sale(at = url()) {
  const product = await world.shop.createProduct({ name: uniqueName("Tote"), price: 120_000 });
  const post = (path: string, body: unknown) =>
    fetch(`${at}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${++buyer}` },
      body: JSON.stringify(body),
    });
  const { clientSecret } = await (await post("/api/create-payment-intent", { productId: product.id })).json();
  const intentId = String(clientSecret).split("_secret_")[0];
  world.stripe.succeed(intentId, { email: "grace@example.com", name: "Grace Hopper" });
  const confirmed = await post("/api/payment-success", { productId: product.id, paymentIntentId: intentId });
  expect(confirmed.status).toBe(200);
  return { product, intentId };
}

/** The order a payment made: its line on the Orders page, and its card once opened. */
async function orderIdOf(intentId: string) {
  const [{ id }] = await sql<{ id: number }>(`SELECT id FROM "Order" WHERE "paymentIntentId" = $1`, [
    intentId,
  ]);
  return id;
}
const orderRow = (page: Page, orderId: number) => page.locator(`#order-${orderId}`);
const refundsAt = (intentId: string) =>
  world.stripe.refunds.filter((refund) => refund.payment_intent === intentId);

/** Opens an order's card from its line on the Orders page she is on. */
async function openOrder(page: Page, orderId: number) {
  const row = orderRow(page, orderId);
  await row.getByRole("link", { name: new RegExp(`^#${orderId} · `) }).click();
  await row.getByRole("link", { name: `Close order #${orderId}` }).waitFor();
  return row;
}

/**
 * Opens the order's refund question on the Orders page searched for its buyer: its line, the link
 * in its card, then the form, its answer in view and focused. With JavaScript the router opens
 * them, the page not loaded again (a mark left on the window is still there).
 */
async function openRefund(page: Page, intentId: string, javaScriptEnabled: boolean) {
  await page.goto(`${url()}/admin/orders?q=Grace`);
  if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { samePage: true }));
  const row = await openOrder(page, await orderIdOf(intentId));
  await row.getByRole("link", { name: /^Refund order #\d+/ }).click();
  const yes = row.getByRole("button", { name: /^Yes, refund order #\d+/ });
  await yes.waitFor();
  if (javaScriptEnabled) expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  return { row, yes };
}

/** Pictures of one order: the page's fixed header would cover its top once scrolled into view. */
async function pictureOf(row: Locator, name: string) {
  await row
    .page()
    .locator("header")
    .evaluate((header) => (header.style.visibility = "hidden"));
  await row.screenshot({ path: `test-results/${name}.png` });
  await row
    .page()
    .locator("header")
    .evaluate((header) => (header.style.visibility = ""));
}

describe.each(OWNER_SCREENS)("refunding at $viewport.width px (JavaScript $javaScriptEnabled)", (options) => {
  const currentPage = ownerPagePerTest(url, options);
  const label = screenLabel(options);

  it("refunds an order in full and puts the piece back on sale, where a buyer can purchase it", async () => {
    const { product, intentId } = await sale();
    const page = currentPage();
    const { row, yes } = await openRefund(page, intentId, options.javaScriptEnabled);
    expect(await isInViewport(page, yes)).toBe(true);
    expect((await yes.boundingBox())!.height).toBeGreaterThanOrEqual(options.viewport.width < 640 ? 44 : 32);
    // Nothing was refunded by opening it; the amount is all that is left, as a price is typed.
    expect(refundsAt(intentId)).toHaveLength(0);
    expect(await row.getByLabel("Amount (USD)").inputValue()).toBe("1,200.00");
    await row.getByLabel("Reason").selectOption({ label: "The buyer asked for it" });
    await row.getByLabel("Note for your records (optional)").fill("Returned unused");
    await row.getByLabel(/Put the piece back on sale/).check();
    await yes.click();
    await page.getByText("Refunded $1,200.00 to Grace Hopper. The piece is back on sale.").first().waitFor();
    expect(page.url()).not.toContain("refund=");
    // Back on the list she was on: her search kept by the link, the form and its answer.
    expect(page.url()).toContain("q=Grace");

    await row.getByText("Refunded in full: $1,200.00").waitFor();
    expect(await row.getByText("refunded", { exact: true }).count()).toBe(1);
    await row.getByText(/The buyer asked for it · “Returned unused”/).waitFor();
    await row
      .getByText(/The piece went back on sale on .*: this order is closed and does not ship\./)
      .waitFor();
    expect(await row.getByRole("link", { name: /^Refund order/ }).count()).toBe(0);
    expect(await row.getByRole("button", { name: "Mark shipped" }).count()).toBe(0);
    expect(refundsAt(intentId)).toEqual([
      expect.objectContaining({ amount: 120_000, reason: "requested_by_customer" }),
    ]);
    await pictureOf(row, `refund-full-${label}`);

    await page.goto(`${url()}/products/${product.id}`);
    await page.getByRole("link", { name: "Purchase Now - $1,200.00" }).waitFor();
  });

  it("refunds part of an order; an amount above what is left is refused in the row", async () => {
    const { product, intentId } = await sale();
    const page = currentPage();
    const { row, yes } = await openRefund(page, intentId, options.javaScriptEnabled);
    await row.getByLabel("Amount (USD)").fill("2,000");
    await yes.click();
    await row
      .getByText("You can refund at most $1,200.00: that is what is left of the $1,200.00 paid.")
      .first()
      .waitFor();
    expect(refundsAt(intentId)).toHaveLength(0);

    await row.getByLabel("Amount (USD)").fill("150");
    await row.getByRole("button", { name: /^Yes, refund order/ }).click();
    await page.getByText("Refunded $150.00 to Grace Hopper.").first().waitFor();
    await row.getByText("Refunded $150.00 of $1,200.00").waitFor();
    await row.getByText("partly refunded", { exact: true }).waitFor();
    // The sale stands: it still ships, and what is left can be refunded later.
    await row.getByRole("button", { name: "Mark shipped" }).waitFor();
    await row.getByRole("link", { name: /^Refund order/ }).waitFor();
    expect(refundsAt(intentId)).toEqual([expect.objectContaining({ amount: 15_000 })]);
    expect(await sql(`SELECT "isSold" FROM "Product" WHERE id = $1`, [product.id])).toEqual([
      { isSold: true },
    ]);
    await pictureOf(row, `refund-partial-${label}`);
  });
});

describe.each([PHONE, DESKTOP])("after the sale, as she sees it at $width px", (viewport) => {
  const currentPage = ownerPagePerTest(url, { viewport, javaScriptEnabled: true });

  it("shows a refund made in Stripe's dashboard and a dispute on its order, and the overview warns of it", async () => {
    const refunded = await sale();
    const disputed = await sale();
    world.stripe.refundInDashboard(refunded.intentId, { amount: 30_000, reason: "duplicate" });
    const dispute = world.stripe.openDispute(disputed.intentId, {
      reason: "product_not_received",
      dueInDays: 7,
    });
    expect(await world.stripe.delivered()).not.toContain(500);

    const page = currentPage();
    await page.goto(`${url()}/admin`);
    const warning = page.getByRole("status").filter({ hasText: "disputed" });
    await warning
      .getByText(/product not received\): evidence due by /)
      .first()
      .waitFor();
    await page.screenshot({ path: `test-results/after-the-sale-overview-${viewport.width}.png` });

    // Each order as she sees it, for a person to look at (docs/screenshots/after-the-sale).
    await page.goto(`${url()}/admin/orders`);
    const disputedId = await orderIdOf(disputed.intentId);
    // Its line says so before she opens it.
    await orderRow(page, disputedId).getByText("disputed: respond", { exact: true }).waitFor();
    const refundedRow = await openOrder(page, await orderIdOf(refunded.intentId));
    await refundedRow.getByText(/Refunded \$300\.00 on .* · Paid twice · made in Stripe/).waitFor();
    await pictureOf(refundedRow, `after-the-sale-refunded-order-${viewport.width}`);
    const row = await openOrder(page, disputedId);
    await row.getByText(/Send Stripe your evidence by /).waitFor();
    await row.getByText("disputed: respond", { exact: true }).waitFor();
    await pictureOf(row, `after-the-sale-disputed-order-${viewport.width}`);

    world.stripe.closeDispute(dispute.id, "won");
    await world.stripe.delivered();
    await page.reload();
    await row
      .getByText(
        /Dispute \(\$1,200\.00, reason: product not received\) closed on .*: dispute won, the money stays yours\./,
      )
      .waitFor();
    await pictureOf(row, `after-the-sale-dispute-won-${viewport.width}`);
  });
});

describe("two instances on one database", () => {
  let second: RunningServer;
  beforeAll(async () => {
    second = await startServer({
      ...world.stripe.env(),
      DATABASE_URL: databaseUrl(`${process.env.ATELIER_TEST_DB_PREFIX ?? "atelier"}_${NAME}`),
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: `${NAME}-`.padEnd(40, "x"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      OWNER_NOTIFY_EMAIL: "studio@example.com",
      SEED_DEMO: "false",
    });
  }, 120_000);
  afterAll(() => second?.stop());

  it("ask Stripe for a refund once when she presses on both at once, with Stripe's events on the other", async () => {
    const { intentId } = await sale();
    const cookie = cookiesFrom(await signIn(second.url, OWNER.email, OWNER.password));
    const id = await orderIdOf(intentId);
    const press = (at: string) =>
      fetch(`${at}/admin/orders?refund=${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: at, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "refund",
          id: String(id),
          refunded: "0",
          amount: "400",
          reason: "requested_by_customer",
        }),
      }).then((response) => response.status);
    const answers = await Promise.all([press(url()), press(second.url), press(url()), press(second.url)]);
    expect(answers.sort()).toEqual([302, 409, 409, 409]);
    expect(refundsAt(intentId)).toEqual([expect.objectContaining({ amount: 40_000 })]);

    // Stripe's event of that refund, seen by both instances at once (and by the first again, as it
    // was sent there), is the same refund: recorded once, the buyer mailed once.
    const [created] = world.stripe.events.filter(
      (event) => event.type === "refund.created" && event.payload.includes(intentId),
    );
    const deliver = (at: string) =>
      fetch(`${at}/api/stripe/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": created.signature },
        body: created.payload,
      }).then((response) => response.status);
    expect(await Promise.all([deliver(url()), deliver(second.url)])).toEqual([200, 200]);
    await world.stripe.delivered();
    expect(await sql(`SELECT amount, status::text FROM "Refund" WHERE "orderId" = $1`, [id])).toEqual([
      { amount: 40_000, status: "succeeded" },
    ]);
    expect(
      await sql(
        `SELECT count(*)::int AS n FROM "MailOutbox" WHERE "orderId" = $1 AND subject LIKE 'Your refund%'`,
        [id],
      ),
    ).toEqual([{ n: 1 }]);
    expect(await sql(`SELECT "refundedAmount" FROM "Order" WHERE id = $1`, [id])).toEqual([
      { refundedAmount: 40_000 },
    ]);
  });
});
