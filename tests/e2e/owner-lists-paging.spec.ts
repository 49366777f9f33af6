// The owner pages and searches her long lists on her phone (390 px), with JavaScript and without
// (decisions 280, 281): Next and Previous keep the search, a sold piece is found under Sold with a
// link to its order, and the Outbox is searched by recipient. Each test makes its own rows on an
// empty shop and opens its own page (decision 111).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { ownerPagePerTest, PHONE } from "../support/owner-screens";
import { queryDatabase } from "../support/postgres";

let shop: EmptyShop;
beforeAll(async () => {
  shop = await startEmptyShop("owner_lists_paging");
});
afterAll(() => shop?.stop());

const sql = (text: string, values: unknown[] = []) => queryDatabase(shop.database, text, values);

/** The addresses a list page shows, in its order. */
const shownEmails = async (page: Page) =>
  (await page.locator("li > span").allTextContents()).map((text) => /^\S+?@example\.com/.exec(text)?.[0]);

describe.each([true, false])("her long lists at 390 px (JavaScript %s)", (javaScriptEnabled) => {
  const currentPage = ownerPagePerTest(() => shop.server.url, { viewport: PHONE, javaScriptEnabled });

  it("pages the subscribers of a search forward and back, the search kept", async () => {
    const tag = uniqueName("pager").replace(/\W+/g, "");
    // 55 matching addresses a minute apart, the newest last; and one that does not match.
    await sql(
      `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "createdAt", "updatedAt")
       SELECT $1 || i || '@example.com', now(), now() - (100 - i) * interval '1 minute', now()
       FROM generate_series(1, 55) i`,
      [tag],
    );
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/subscribers`);
    await page.getByLabel("Search addresses").fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(new RegExp(`q=${tag}`));
    await page.getByText("55 subscribers match").waitFor();
    const first = await shownEmails(page);
    expect(first).toHaveLength(50);
    expect(first[0]).toBe(`${tag}55@example.com`);
    await page.getByRole("link", { name: "Next →" }).click();
    await page.waitForURL(/after=/);
    expect(page.url()).toContain(`q=${tag}`);
    await page.getByRole("link", { name: "← Previous" }).waitFor();
    expect(await shownEmails(page)).toEqual([5, 4, 3, 2, 1].map((n) => `${tag}${n}@example.com`));
    expect(await page.getByRole("link", { name: "Next →" }).count()).toBe(0);
    await page.getByRole("link", { name: "← Previous" }).click();
    await page.waitForURL(/before=/);
    await page.getByText(`${tag}55@example.com`).waitFor();
    expect(await shownEmails(page)).toEqual(first);
    // Nothing on the page is wider than her phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("finds a sold piece under Sold, out of her arrangement, and reaches its order from it", async () => {
    const piece = await shop.createProduct({});
    const buyer = uniqueName("Buyer");
    const [order] = await sql(
      `WITH sold AS (UPDATE "Product" SET "isSold" = true WHERE id = $1)
       INSERT INTO "Order" ("productId", "productName", "paymentIntentId", amount, "buyerName", "buyerEmail", "updatedAt")
       VALUES ($1, $2, $3, 1000, $4, 'buyer@example.com', now()) RETURNING id`,
      [piece.id, piece.name, `pi_${piece.id}_${javaScriptEnabled}`, buyer],
    );
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/products`);
    await page.getByRole("heading", { level: 1, name: "Shop Management" }).waitFor();
    expect(await page.getByText(piece.name, { exact: true }).count()).toBe(0);
    await page.getByLabel("Show").selectOption("sold");
    await page.getByLabel("Search products").fill(piece.name);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/show=sold/);
    await page.getByText(piece.name, { exact: true }).waitFor();
    await page.getByRole("link", { name: `Order #${order.id}` }).click();
    await page.waitForURL(/\/admin\/orders\?q=/);
    await page.getByRole("heading", { name: new RegExp(`^#${order.id} · `) }).waitFor();
    await page.getByText(buyer).waitFor();
    expect(await page.locator("li[id^=order-]").count()).toBe(1);
    // Its card open, not only its line.
    await page.getByRole("link", { name: `Close order #${order.id}` }).waitFor();
  });

  it("searches the Outbox by recipient within a status", async () => {
    const who = uniqueName("rcpt").replace(/\W+/g, "");
    await sql(
      `INSERT INTO "MailOutbox" ("to", subject, text, status, "sentAt", "updatedAt")
       VALUES ($1 || '@example.com', 'For the search', 'x', 'sent', now(), now()),
              ('someone-else@example.com', 'Not for it', 'x', 'sent', now(), now())`,
      [who],
    );
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin/outbox?status=sent`);
    await page.getByLabel("Recipient").fill(who);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(new RegExp(`q=${who}`));
    expect(page.url()).toContain("status=sent");
    // Both were listed before the search: the other recipient's mail has to leave the page.
    await page.getByText("someone-else@example.com").waitFor({ state: "detached" });
    expect(await page.getByText(`To ${who}@example.com`).count()).toBe(1);
  });
});
