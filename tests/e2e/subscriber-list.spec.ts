// The owner's subscriber list in Chromium, with JavaScript and without: "Ask them to confirm"
// writes once to each address from before double opt-in (a press from a page opened before the
// first asks nobody), and the CSV export holds the confirmed ones unless she picks another status.
import fs from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchOwnerBrowser } from "../support/browser";
import { OWNER, startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { pagePerTest } from "../support/page-per-test";
import { queryDatabase } from "../support/postgres";
import { startSmtpServer } from "../support/smtp";

/** Waits for `check` to hold, for up to 30 s (the CPU is shared: never a tight timing). */
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const uniqueEmail = (label: string) => `${uniqueName(label).replace(/\W+/g, "-")}@example.com`.toLowerCase();

describe.each([true, false])("the owner's subscriber list (JavaScript %s)", (javaScriptEnabled) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let shop: EmptyShop;
  let browser: BrowserContext;
  const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    queryDatabase<T>(shop.database, text, values);
  const toast = (page: Page, text: string) => page.locator("li").filter({ hasText: text }).first().waitFor();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    shop = await startEmptyShop(`subscriber_list_${javaScriptEnabled}`, {
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: "300",
      MAIL_BULK_PER_MINUTE: "0",
    });
    browser = await launchOwnerBrowser(shop.server.url, OWNER, { javaScriptEnabled });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await smtp?.close();
  });
  const currentPage = pagePerTest(() => browser, { keepCookies: true });

  /** Subscribers of the test's own: `state` confirmed, waiting and asked, waiting never asked. */
  async function subscriber(state: "confirmed" | "asked" | "never asked") {
    const email = uniqueEmail(state);
    await sql(
      `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "confirmationSentAt", "updatedAt")
       VALUES ($1, $2, $3, now())`,
      [email, state === "confirmed" ? new Date() : null, state === "asked" ? new Date() : null],
    );
    return email;
  }

  it("asks each subscriber from before double opt-in to confirm once, and a second press nobody", async () => {
    const page = currentPage();
    const old = [await subscriber("never asked"), await subscriber("never asked")];
    await subscriber("confirmed");
    await subscriber("asked");
    // A second tab, opened before the first press, still shows the button.
    const stale = await browser.newPage();
    try {
      await stale.goto(`${shop.server.url}/admin/subscribers`);
      await page.goto(`${shop.server.url}/admin/subscribers`);
      await page.getByText("2 subscribers signed up before the shop asked").waitFor();

      await page.getByRole("button", { name: "Ask them to confirm" }).click();
      await toast(page, "A confirmation mail is on its way to 2 subscribers.");
      expect(await page.getByRole("button", { name: "Ask them to confirm" }).count()).toBe(0);
      await until(() => smtp.received.length >= 2, "the two confirmations");
      expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(old.sort());
      expect(smtp.received[0].decoded).toContain("before we asked every subscriber to confirm by mail");

      await stale.getByRole("button", { name: "Ask them to confirm" }).click();
      await toast(stale, "Nobody left to ask: every waiting subscriber has been sent a confirmation.");
      const [{ n }] = await sql<{ n: string }>(
        `SELECT count(*) AS n FROM "MailOutbox" WHERE subject LIKE 'Confirm your subscription%'`,
      );
      expect(Number(n)).toBe(2);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await stale.close();
    }
  });

  it("exports the confirmed subscribers with their status, or the status she picks", async () => {
    const page = currentPage();
    const confirmed = await subscriber("confirmed");
    const waiting = await subscriber("asked");
    await page.goto(`${shop.server.url}/admin/subscribers`);

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
    const [header, ...rows] = await exported();
    expect(header).toBe("email,status,subscribed_at,confirmed_at,unsubscribed_at");
    expect(rows.some((row) => row.startsWith(`${confirmed},confirmed,`))).toBe(true);
    expect(rows.every((row) => row.split(",")[1] === "confirmed")).toBe(true);

    await page.getByLabel("Export").selectOption("waiting");
    const waitingRows = (await exported()).slice(1);
    expect(waitingRows.some((row) => row.startsWith(`${waiting},waiting,`))).toBe(true);
    expect(waitingRows.every((row) => row.split(",")[1] === "waiting")).toBe(true);
  });
});
