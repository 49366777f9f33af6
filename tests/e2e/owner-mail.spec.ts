// The owner's mail from the dashboard in Chromium, with JavaScript and without: "Tell subscribers"
// about a piece, "Mark shipped" with a tracking number, the Outbox and the overview's warning when
// mail fails; a visitor confirming and unsubscribing by the links in the mails; "Ask them to confirm"
// for the subscribers from before double opt-in, and the subscribers' CSV export of a status. Each
// test makes its own piece, subscribers, order or mail on an empty shop and opens its own page
// (decision 111).
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser, launchOwnerBrowser } from "../support/browser";
import { OWNER, startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { pagePerTest } from "../support/page-per-test";
import { queryDatabase } from "../support/postgres";
import { startSmtpServer } from "../support/smtp";

/** Waits for `check` to hold, for up to 30 s (the CPU is shared: never a tight timing). */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An address no other test's subscriber has. */
const uniqueEmail = (label: string) => `${uniqueName(label).replace(/\W+/g, "-")}@example.com`;

describe.each([true, false])("the owner's mail (JavaScript %s)", (javaScriptEnabled) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let shop: EmptyShop;
  let browser: BrowserContext;
  const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    queryDatabase<T>(shop.database, text, values);
  const toast = (page: Page, text: string) => page.locator("li").filter({ hasText: text }).first().waitFor();
  const received = (subject: string) => smtp.received.filter((mail) => mail.subject === subject);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    shop = await startEmptyShop(`owner_mail_${javaScriptEnabled}`, {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Studio <studio@example.com>",
      // Fast enough for a test; production keeps a 10 s poll and retries for 48 h (README).
      MAIL_POLL_MS: "300",
      MAIL_BULK_PER_MINUTE: "0",
      MAIL_RETRY_FIRST_MS: "100",
      MAIL_RETRY_MAX_MS: "200",
      MAIL_RETRY_FOR_MS: "1500",
    });
    browser = await launchOwnerBrowser(shop.server.url, OWNER, { javaScriptEnabled });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await smtp?.close();
  });
  const currentPage = pagePerTest(() => browser, { keepCookies: true });

  /** Two confirmed subscribers of the test's own, one who never confirmed and one who left. */
  async function subscribers() {
    const [yes1, yes2, maybe, gone] = ["yes1", "yes2", "maybe", "gone"].map(uniqueEmail);
    await sql(
      `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "unsubscribedAt", "updatedAt") VALUES
       ($1, now(), NULL, now()), ($2, now(), NULL, now()), ($3, NULL, NULL, now()), ($4, now(), now(), now())`,
      [yes1, yes2, maybe, gone],
    );
    return { yes1, yes2, maybe, gone };
  }
  /** Everyone an announcement goes to now: the confirmed subscribers still subscribed, other tests' too. */
  const audience = async () =>
    (
      await sql<{ email: string }>(
        `SELECT email FROM "NewsletterSubscriber" WHERE "confirmedAt" IS NOT NULL AND "unsubscribedAt" IS NULL`,
      )
    )
      .map((row) => row.email)
      .sort();
  /** Opens "Tell subscribers" for a piece from its row's More actions. */
  async function openTellSubscribers(page: Page, piece: string) {
    await page.goto(`${shop.server.url}/admin/products`);
    await page.getByLabel(`More actions: ${piece}`).click();
    await page.getByRole("link", { name: `Tell subscribers: ${piece}` }).click();
    await page.getByRole("heading", { name: "Tell subscribers" }).waitFor();
  }

  it("tells confirmed subscribers about a piece once each, and asks before telling them again", async () => {
    const page = currentPage();
    const mine = await subscribers();
    const piece = await shop.createProduct({ name: uniqueName("Lilac Tote"), price: 123_400 });
    const subject = `${piece.name} is here (${javaScriptEnabled})`;
    const everyone = await audience();
    const send = `Send to ${everyone.length} subscribers`;
    await openTellSubscribers(page, piece.name);
    expect(await page.getByLabel("Subject").inputValue()).toBe(`New piece: ${piece.name}`);
    await page.getByLabel("Subject").fill(subject);
    const preview = page.getByRole("region", { name: "Preview" });
    // With JavaScript the preview follows the typing; without, the Preview button shows it.
    if (javaScriptEnabled) await preview.getByText(`${piece.name} is here (true)`).waitFor();
    await page.getByRole("button", { name: "Preview" }).click();
    await preview.getByText(subject).waitFor();
    expect(await preview.getByText(`${piece.name} · $1,234.00`).count()).toBe(1);

    await page.getByRole("button", { name: send }).click();
    await page.getByRole("button", { name: `Yes, ${send.toLowerCase()}` }).click();
    await toast(page, `Announcement queued for ${everyone.length} subscribers.`);
    await until(() => received(subject).length === everyone.length, "the announcement");
    const recipients = received(subject)
      .flatMap((mail) => mail.to)
      .sort();
    expect(recipients).toEqual(everyone);
    expect(recipients).toEqual(expect.arrayContaining([mine.yes1, mine.yes2]));
    expect(recipients).not.toContain(mine.maybe);
    expect(recipients).not.toContain(mine.gone);
    await page.goto(`${shop.server.url}/admin/products`);
    await page
      .locator("li")
      .filter({ hasText: piece.name })
      .first()
      .getByText(new RegExp(`Announced .* to ${everyone.length} subscribers`))
      .waitFor();

    await page.getByLabel(`More actions: ${piece.name}`).click();
    await page.getByRole("link", { name: `Tell subscribers: ${piece.name}` }).click();
    await page.getByRole("button", { name: send }).click();
    await page.getByText("This piece has been announced before").waitFor();
    await page.getByLabel("Announce again").check();
    await page.getByRole("button", { name: send }).click();
    await page.getByRole("button", { name: `Yes, ${send.toLowerCase()}` }).click();
    await toast(page, `Announcement queued for ${everyone.length} subscribers.`);
    const [{ n: announcements }] = await sql<{ n: string }>(
      `SELECT count(*) AS n FROM "Announcement" WHERE "productId" = $1`,
      [piece.id],
    );
    expect(Number(announcements)).toBe(2);
    // Its mails go before the test ends, so none is still waiting when another test refuses mail.
    await until(
      () => received(`New piece: ${piece.name}`).length === everyone.length,
      "the second announcement, under the page's own subject",
    );
  });

  it("marks an order shipped with a carrier and tracking number, and the order shows the notice sent", async () => {
    const page = currentPage();
    const clutch = uniqueName("Lilac Clutch");
    const paymentIntent = `pi_${uniqueName("owner_mail").replace(/\W+/g, "_")}`;
    await sql(
      `INSERT INTO "Order" ("productName", "paymentIntentId", amount, "buyerName", "buyerEmail", "updatedAt")
       VALUES ($1, $2, 50000, 'Grace Hopper', 'grace@example.com', now())`,
      [clutch, paymentIntent],
    );
    const [{ id }] = await sql<{ id: number }>(`SELECT id FROM "Order" WHERE "paymentIntentId" = $1`, [
      paymentIntent,
    ]);
    // Her line of it, opened into its card.
    await page.goto(`${shop.server.url}/admin/orders`);
    const order = page.locator(`#order-${id}`);
    await order.getByRole("link", { name: `#${id} · ${clutch} · $500.00` }).click();
    await order.getByLabel("Carrier (optional)").fill("UPS");
    await order.getByLabel("Tracking number (optional)").fill("1Z999AA10123456784");
    await order.getByRole("button", { name: "Mark shipped" }).click();
    await toast(page, "Order marked as shipped.");
    await order.getByText("Shipped: UPS, tracking number 1Z999AA10123456784").waitFor();
    await until(() => received(`On its way: ${clutch}`).length === 1, "the shipped notice");
    expect(received(`On its way: ${clutch}`)[0].decoded).toContain("UPS, tracking number 1Z999AA10123456784");
    await page.reload();
    await order.getByText(`Mail “On its way: ${clutch}”: sent`).waitFor();
  });

  it("shows mail that failed in the Outbox and on the overview, and sends it again", async () => {
    const page = currentPage();
    const subject = uniqueName("Refused one");
    // Only this mail may fail: any other test's mail still waiting goes first.
    await until(
      async () => (await sql(`SELECT 1 FROM "MailOutbox" WHERE status = 'pending'`)).length === 0,
      "other mail to go",
    );
    smtp.refuse(true);
    try {
      await sql(
        `INSERT INTO "MailOutbox" ("to", subject, text, "updatedAt") VALUES ('a@example.com', $1, 'T', now())`,
        [subject],
      );
      await until(
        async () =>
          (await sql(`SELECT 1 FROM "MailOutbox" WHERE subject = $1 AND status = 'failed'`, [subject]))
            .length === 1,
        "the mail to be given up",
      );
    } finally {
      smtp.refuse(false);
    }
    await page.goto(`${shop.server.url}/admin`);
    await page.getByText("1 mail could not be sent and was given up on.").waitFor();
    await page.getByRole("link", { name: "Open the Outbox" }).click();
    await page.getByRole("heading", { name: "Outbox" }).waitFor();
    await page.getByText("mailbox unavailable").first().waitFor();
    await page.getByRole("button", { name: `Send again: ${subject} to a@example.com` }).click();
    await toast(page, "1 mail is waiting to be sent again.");
    await until(() => received(subject).length === 1, "the mail sent again");
    await page.getByRole("link", { name: /^Sent \(/ }).click();
    await page.getByText(subject).waitFor();
  });

  it("lets a visitor confirm a subscription and unsubscribe by the links in the mails, without signing in", async () => {
    // Two readers of the test's own are told about a piece of its own.
    const mine = await subscribers();
    const piece = await shop.createProduct({ name: uniqueName("Lilac Tote") });
    const subject = `${piece.name} is here (${javaScriptEnabled})`;
    const everyone = await audience();
    const page = currentPage();
    await openTellSubscribers(page, piece.name);
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("button", { name: `Send to ${everyone.length} subscribers` }).click();
    await page.getByRole("button", { name: `Yes, send to ${everyone.length} subscribers` }).click();
    await toast(page, `Announcement queued for ${everyone.length} subscribers.`);
    await until(() => received(subject).length === everyone.length, "the announcement");
    const mailTo = (address: string) => received(subject).find((mail) => mail.to.includes(address))!;

    const visitor = await launchBrowser({ javaScriptEnabled });
    try {
      const tab = await visitor.newPage();
      const email = uniqueEmail(`reader-${javaScriptEnabled}`);
      await fetch(`${shop.server.url}/api/newsletter`, {
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

      const announcement = mailTo(mine.yes1);
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
      expect(await state(mine.yes1)).toEqual([{ confirmed: true, unsubscribed: true }]);

      // The other reader's mail provider unsubscribes by the RFC 8058 one-click POST, from its own site.
      const other = mailTo(mine.yes2);
      const oneClick = await fetch(/^List-Unsubscribe: <([^>]+)>$/m.exec(other.headers)![1], {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(await state(mine.yes2)).toEqual([{ confirmed: true, unsubscribed: true }]);
    } finally {
      await visitor.close();
    }
  });
  /** Waiting addresses from before double opt-in that were never asked to confirm: other tests' too. */
  const neverAsked = async () =>
    (
      await sql<{ email: string }>(
        `SELECT email FROM "NewsletterSubscriber"
         WHERE "confirmedAt" IS NULL AND "unsubscribedAt" IS NULL AND "confirmationSentAt" IS NULL`,
      )
    )
      .map((row) => row.email)
      .sort();

  it("asks each subscriber from before double opt-in to confirm once, and a press from an older tab nobody", async () => {
    const page = currentPage();
    const old = ["old1", "old2"].map(uniqueEmail);
    await sql(`INSERT INTO "NewsletterSubscriber" (email, "updatedAt") VALUES ($1, now()), ($2, now())`, old);
    const asked = await neverAsked();
    const confirmations = () =>
      smtp.received.filter(
        (mail) => mail.subject.startsWith("Confirm your subscription") && asked.includes(mail.to[0]),
      );
    // A second tab, opened before the first press, still shows the button.
    const stale = await browser.newPage();
    try {
      await stale.goto(`${shop.server.url}/admin/subscribers`);
      await page.goto(`${shop.server.url}/admin/subscribers`);
      await page.getByText(`${asked.length} subscribers signed up before the shop asked`).waitFor();

      await page.getByRole("button", { name: "Ask them to confirm" }).click();
      await toast(page, `A confirmation mail is on its way to ${asked.length} subscribers.`);
      expect(await page.getByRole("button", { name: "Ask them to confirm" }).count()).toBe(0);
      await until(() => confirmations().length >= asked.length, "the confirmations");
      expect(
        confirmations()
          .flatMap((mail) => mail.to)
          .sort(),
      ).toEqual(asked);
      expect(confirmations()[0].decoded).toContain("before we asked every subscriber to confirm by mail");

      await stale.getByRole("button", { name: "Ask them to confirm" }).click();
      await toast(stale, "Nobody left to ask: every waiting subscriber has been sent a confirmation.");
      const [{ n }] = await sql<{ n: string }>(
        `SELECT count(*) AS n FROM "MailOutbox" m JOIN "NewsletterSubscriber" s ON s.id = m."subscriberId"
         WHERE s.email = ANY($1) AND m."announcementId" IS NULL`,
        [asked],
      );
      expect(Number(n)).toBe(asked.length);
    } finally {
      await stale.close();
    }

    // Her export holds the confirmed subscribers unless she picks another status.
    const exported = async () => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      return fs
        .readFileSync((await download.path())!, "utf8")
        .trim()
        .split("\n");
    };
    const [header, ...confirmed] = await exported();
    expect(header).toBe("email,status,subscribed_at,confirmed_at,unsubscribed_at");
    expect(confirmed.filter((row) => !row.includes(",confirmed,"))).toEqual([]);
    await page.getByLabel("Export").selectOption("waiting");
    const waiting = (await exported()).slice(1);
    expect(waiting).toEqual(
      expect.arrayContaining(old.map((email) => expect.stringMatching(`^${email},waiting,`))),
    );
    expect(waiting.filter((row) => !row.includes(",waiting,"))).toEqual([]);
  });
});
