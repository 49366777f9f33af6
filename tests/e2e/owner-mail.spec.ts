// The owner's mail from the dashboard in Chromium, with JavaScript and without: "Tell subscribers"
// about a piece, "Mark shipped" with a tracking number, the Outbox and the overview's warning when
// mail fails; and a visitor confirming and unsubscribing by the links in the mails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser, signInAsOwner } from "../support/browser";
import { DB_PREFIX, queryDatabase, recreateDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { startSmtpServer } from "../support/smtp";

const OWNER = { email: "artist@example.com", password: "correct horse battery staple" };

/** Waits for `check` to hold, for up to 30 s (the CPU is shared: never a tight timing). */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each([true, false])("the owner's mail (JavaScript %s)", (javaScriptEnabled) => {
  const database = `${DB_PREFIX}_owner_mail_${javaScriptEnabled}`;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: RunningServer;
  let browser: BrowserContext;
  let page: Page;
  const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    queryDatabase<T>(database, text, values);
  const toast = (text: string) => page.locator("li").filter({ hasText: text }).first().waitFor();
  const received = (subject: string) => smtp.received.filter((mail) => mail.subject === subject);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({
      DATABASE_URL: await recreateDatabase(database),
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: "owner-mail-".padEnd(40, "x"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      SEED_DEMO: "false",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Studio <studio@example.com>",
      // Fast enough for a test; production keeps a 10 s poll and retries for 48 h (README).
      MAIL_POLL_MS: "300",
      MAIL_BULK_PER_MINUTE: "0",
      MAIL_RETRY_FIRST_MS: "100",
      MAIL_RETRY_MAX_MS: "200",
      MAIL_RETRY_FOR_MS: "1500",
    });
    await sql(
      `INSERT INTO "Product" (name, description, price, "imageUrl", category, "updatedAt")
       VALUES ('Lilac Tote', 'Reworked by hand.', 123400, '/demo/product-midnight-1.jpg', 'handbags', now())`,
    );
    await sql(
      `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "unsubscribedAt", "updatedAt") VALUES
       ('yes1@example.com', now(), NULL, now()), ('yes2@example.com', now(), NULL, now()),
       ('maybe@example.com', NULL, NULL, now()), ('gone@example.com', now(), now(), now())`,
    );
    browser = await launchBrowser({ javaScriptEnabled });
    page = await browser.newPage();
    await signInAsOwner(page, server.url, OWNER);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("tells confirmed subscribers about a piece once each, and asks before telling them again", async () => {
    await page.goto(`${server.url}/admin/products`);
    await page.getByLabel("More actions: Lilac Tote").click();
    await page.getByRole("link", { name: "Tell subscribers: Lilac Tote" }).click();
    await page.getByRole("heading", { name: "Tell subscribers" }).waitFor();
    expect(await page.getByLabel("Subject").inputValue()).toBe("New piece: Lilac Tote");
    await page.getByLabel("Subject").fill(`Lilac Tote is here (${javaScriptEnabled})`);
    const preview = page.getByRole("region", { name: "Preview" });
    // With JavaScript the preview follows the typing; without, the Preview button shows it.
    if (javaScriptEnabled) await preview.getByText(`Lilac Tote is here (true)`).waitFor();
    await page.getByRole("button", { name: "Preview" }).click();
    await preview.getByText(`Lilac Tote is here (${javaScriptEnabled})`).waitFor();
    expect(await preview.getByText("Lilac Tote · $1,234.00").count()).toBe(1);

    await page.getByRole("button", { name: "Send to 2 subscribers" }).click();
    await toast("Announcement queued for 2 subscribers.");
    await until(() => received(`Lilac Tote is here (${javaScriptEnabled})`).length === 2, "the announcement");
    expect(
      received(`Lilac Tote is here (${javaScriptEnabled})`)
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(["yes1@example.com", "yes2@example.com"]);
    await page.goto(`${server.url}/admin/products`);
    await page.getByText(/Announced .* to 2 subscribers/).waitFor();

    await page.getByLabel("More actions: Lilac Tote").click();
    await page.getByRole("link", { name: "Tell subscribers: Lilac Tote" }).click();
    await page.getByRole("button", { name: "Send to 2 subscribers" }).click();
    await page.getByText("This piece has been announced before").waitFor();
    await page.getByLabel("Announce again").check();
    await page.getByRole("button", { name: "Send to 2 subscribers" }).click();
    await toast("Announcement queued for 2 subscribers.");
    expect(Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM "Announcement"`))[0].n)).toBe(2);
  });

  it("marks an order shipped with a carrier and tracking number, and the order shows the notice sent", async () => {
    await sql(
      `INSERT INTO "Order" ("productName", "paymentIntentId", amount, "buyerName", "buyerEmail", "updatedAt")
       VALUES ('Lilac Clutch', 'pi_owner_mail', 50000, 'Grace Hopper', 'grace@example.com', now())`,
    );
    await page.goto(`${server.url}/admin/orders`);
    await page.getByLabel("Carrier (optional)").fill("UPS");
    await page.getByLabel("Tracking number (optional)").fill("1Z999AA10123456784");
    await page.getByRole("button", { name: "Mark shipped" }).click();
    await toast("Order marked as shipped.");
    await page.getByText("Shipped with UPS, tracking 1Z999AA10123456784").waitFor();
    await until(() => received("Your Lilac Clutch is on its way").length === 1, "the shipped notice");
    expect(received("Your Lilac Clutch is on its way")[0].decoded).toContain(
      "Tracking number: 1Z999AA10123456784",
    );
    await page.reload();
    await page.getByText(/Mail “Your Lilac Clutch is on its way”: sent/).waitFor();
  });

  it("shows mail that failed in the Outbox and on the overview, and sends it again", async () => {
    smtp.refuse(true);
    await sql(
      `INSERT INTO "MailOutbox" ("to", subject, text, "updatedAt") VALUES ('a@example.com', 'Refused one', 'T', now())`,
    );
    await until(
      async () =>
        (await sql(`SELECT 1 FROM "MailOutbox" WHERE subject = 'Refused one' AND status = 'failed'`))
          .length === 1,
      "the mail to be given up",
    );
    smtp.refuse(false);
    await page.goto(`${server.url}/admin`);
    await page.getByText("1 mail could not be sent and was given up on.").waitFor();
    await page.getByRole("link", { name: "Open the Outbox" }).click();
    await page.getByRole("heading", { name: "Outbox" }).waitFor();
    await page.getByText("mailbox unavailable").first().waitFor();
    await page.getByRole("button", { name: "Send again: Refused one to a@example.com" }).click();
    await toast("1 mail is waiting to be sent again.");
    await until(() => received("Refused one").length === 1, "the mail sent again");
    await page.getByRole("link", { name: /^Sent \(/ }).click();
    await page.getByText("Refused one").waitFor();
  });

  it("lets a visitor confirm a subscription and unsubscribe by the links in the mails, without signing in", async () => {
    const visitor = await launchBrowser({ javaScriptEnabled });
    try {
      const tab = await visitor.newPage();
      const email = `reader-${javaScriptEnabled}@example.com`;
      await fetch(`${server.url}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email }),
      });
      await until(() => smtp.received.some((mail) => mail.to.includes(email)), "the confirmation mail");
      const confirmation = smtp.received.find((mail) => mail.to.includes(email))!;
      expect(confirmation.headers).toMatch(/^From: ATELIER <studio@example\.com>$/m);
      await tab.goto(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+/.exec(confirmation.decoded)![0]);
      await tab.getByRole("button", { name: "Confirm subscription" }).click();
      await tab.getByRole("heading", { name: "Subscription confirmed" }).waitFor();

      const announcement = received(`Lilac Tote is here (${javaScriptEnabled})`)[0];
      await tab.goto(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(announcement.decoded)![0]);
      await tab.getByRole("button", { name: "Unsubscribe" }).click();
      await tab.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
      const state = (address: string) =>
        sql<{ confirmed: boolean; unsubscribed: boolean }>(
          `SELECT "confirmedAt" IS NOT NULL AS confirmed, "unsubscribedAt" IS NOT NULL AS unsubscribed
           FROM "NewsletterSubscriber" WHERE email = $1`,
          [address],
        );
      expect(await state(email)).toEqual([{ confirmed: true, unsubscribed: false }]);
      expect(await state(announcement.to[0])).toEqual([{ confirmed: true, unsubscribed: true }]);

      // The other reader's mail provider unsubscribes by the RFC 8058 one-click POST, from its own site.
      const other = received(`Lilac Tote is here (${javaScriptEnabled})`)[1];
      const oneClick = await fetch(/^List-Unsubscribe: <([^>]+)>$/m.exec(other.headers)![1], {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(await state(other.to[0])).toEqual([{ confirmed: true, unsubscribed: true }]);
    } finally {
      await visitor.close();
    }
  });
});
