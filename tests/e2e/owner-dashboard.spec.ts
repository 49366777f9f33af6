// The owner's overview and Inbox on her phone (390 × 844, a touch screen), with JavaScript and
// without: each card opens its own section, a sender only this computer knows is warned of, and a
// visitor's message has a Reply. The shop is empty and of this file alone (decision 111).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { ownerPagePerTest, PHONE, screenLabel } from "../support/owner-screens";
import { isInViewport, saveScreenshot } from "../support/browser";
import { queryDatabase } from "../support/postgres";

let shop: EmptyShop;
beforeAll(async () => {
  shop = await startEmptyShop("owner_dashboard");
});
afterAll(() => shop?.stop());

/** Each card's title, the address it opens and the heading of the section there. */
const CARDS = [
  ["Shop Management", "/admin/products", "Shop Management"],
  ["Brand Settings", "/admin/brand", "Brand Settings"],
  ["About Section Management", "/admin/about", "About Section Management"],
  ["Collection Main Photos", "/admin/collections", "Collection Main Photos"],
  ["Manage Scrolling Images", "/admin/scrolling", "Manage Scrolling Images"],
  ["Gallery Management", "/admin/gallery", "Gallery Management"],
  ["Inbox", "/admin/inbox", "Inbox"],
  ["Orders", "/admin/orders", "Orders"],
  ["Subscribers", "/admin/subscribers", "Newsletter Subscribers"],
  ["Outbox", "/admin/outbox", "Outbox"],
  ["Policies", "/admin/policies", "Policies"],
] as const;

/** One row of the shop's database, for counts the overview must agree with. */
const count = async (query: string) =>
  Number((await queryDatabase<{ n: string }>(shop.database, `SELECT (${query}) AS n`))[0].n);

/** A visitor's contact message, through the public API. */
async function visitorMessage(name: string, message = "Is the quilted tote still available?") {
  const sent = await fetch(`${shop.server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, email: "mira@example.com", subject: "commission", message }),
  });
  expect(sent.status).toBe(201);
}

/** Each visible control of the page's main part shorter than a finger's 44 px. */
const shortControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main a, main button, main summary, main select, main input")]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.height < 44;
      })
      .map((control) => control.textContent?.trim() || control.outerHTML.slice(0, 80)),
  );

/** Opens a letter in the Inbox from its line, found by who wrote it. */
const openLetter = async (page: Page, name: string) => {
  await page.getByRole("link", { name: `${name} <` }).tap();
  await page.getByRole("link", { name: `Close: ${name}` }).waitFor();
};

const openOverview = async (page: Page) => {
  await page.goto(`${shop.server.url}/admin`);
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return page.getByRole("list", { name: "Sections" });
};

describe.each([true, false])(
  "the owner's overview and Inbox on a phone (JavaScript %s)",
  (javaScriptEnabled) => {
    const currentPage = ownerPagePerTest(() => shop.server.url, {
      viewport: PHONE,
      javaScriptEnabled,
      hasTouch: true,
    });

    it("opens each section from its card, a target of at least 44 px", async () => {
      const page = currentPage();
      const cards = await openOverview(page);
      expect(await cards.getByRole("link").count()).toBe(CARDS.length);
      for (const [title, path, heading] of CARDS) {
        const card = (await openOverview(page)).getByRole("link", { name: new RegExp(`^${title}`) });
        expect((await card.boundingBox())!.height, title).toBeGreaterThanOrEqual(44);
        await card.tap();
        await page.waitForURL(`${shop.server.url}${path}`);
        await page.getByRole("heading", { level: 1, name: new RegExp(`^${heading}`) }).waitFor();
      }
      await openOverview(page);
      await saveScreenshot(page, `owner-overview-${screenLabel({ viewport: PHONE, javaScriptEnabled })}`);
    });
    it("warns that mail goes out from a localhost address in production", async () => {
      await openOverview(currentPage());
      await currentPage()
        .getByText("Mail goes out from no-reply@localhost, an address only this computer knows")
        .waitFor();
    });

    it("offers a 44 px Reply in mail app on a visitor's message, answering her with the subject and words quoted", async () => {
      const name = uniqueName("Mira");
      const sent = await fetch(`${shop.server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name,
          email: "mira@example.com",
          subject: "available_piece",
          message: "Is the quilted tote still available?\nI could come on Friday.",
        }),
      });
      expect(sent.status).toBe(201);
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/inbox`);
      await openLetter(page, name);
      const reply = page.getByRole("link", { name: `Reply in mail app: ${name}` });
      expect((await reply.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      const href = new URL((await reply.getAttribute("href"))!);
      expect(href.protocol).toBe("mailto:");
      expect(href.pathname).toBe("mira@example.com");
      expect(href.searchParams.get("subject")).toMatch(/^Re: ./);
      expect(href.searchParams.get("body")).toContain(
        `${name} wrote:\r\n> Is the quilted tote still available?\r\n> I could come on Friday.`,
      );
    });
    it("names what waits for her, each a way to it, and counts subscribers and mail by status", async () => {
      const piece = await shop.createProduct();
      await queryDatabase(
        shop.database,
        `INSERT INTO "Order" ("productId", "productName", "paymentIntentId", "amount", "buyerName",
         "buyerEmail", "updatedAt")
       VALUES ($1, $2, $3, 120000, 'Grace Hopper', 'grace@example.com', now())`,
        [piece.id, piece.name, `pi_${uniqueName("waiting").replace(/\W+/g, "_")}`],
      );
      await visitorMessage(uniqueName("Mira"));
      const reader = `${uniqueName("reader").replace(/\W+/g, "-")}@example.com`;
      await fetch(`${shop.server.url}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: reader }),
      });
      const toShip = await count(
        `SELECT count(*) FROM "Order" WHERE status = 'paid' AND "restockedAt" IS NULL`,
      );
      const unread = await count(
        `SELECT (SELECT count(*) FROM "ContactMessage" WHERE "readAt" IS NULL AND "archivedAt" IS NULL)
            + (SELECT count(*) FROM "Inquiry" WHERE "readAt" IS NULL AND "archivedAt" IS NULL)`,
      );
      const waitingMail = await count(`SELECT count(*) FROM "MailOutbox" WHERE status = 'pending'`);
      const unconfirmed = await count(
        `SELECT count(*) FROM "NewsletterSubscriber" WHERE "confirmedAt" IS NULL AND "unsubscribedAt" IS NULL`,
      );
      const confirmed = await count(
        `SELECT count(*) FROM "NewsletterSubscriber" WHERE "confirmedAt" IS NOT NULL AND "unsubscribedAt" IS NULL`,
      );
      const unsubscribed = await count(
        `SELECT count(*) FROM "NewsletterSubscriber" WHERE "unsubscribedAt" IS NOT NULL`,
      );
      const page = currentPage();
      await openOverview(page);
      const waiting = page.getByRole("region", { name: "Waiting for you" });
      const s = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
      // Without a mail server, every waiting mail is mail not going out.
      for (const words of [
        s(toShip, "order to ship", "orders to ship"),
        s(unread, "unread message or inquiry", "unread messages and inquiries"),
        `${s(waitingMail, "mail", "mails")} not going out`,
        `${s(unconfirmed, "subscriber", "subscribers")} waiting to confirm`,
      ]) {
        expect(
          (await waiting.getByRole("link", { name: words, exact: true }).boundingBox())!.height,
        ).toBeGreaterThanOrEqual(44);
      }
      const cards = page.getByRole("list", { name: "Sections" });
      expect(await cards.getByRole("link", { name: /^Orders/ }).textContent()).toContain(`${toShip} to ship`);
      expect(await cards.getByRole("link", { name: /^Subscribers/ }).textContent()).toContain(
        `${confirmed} confirmed, ${unconfirmed} waiting to confirm, ${unsubscribed} unsubscribed`,
      );
      expect(await cards.getByRole("link", { name: /^Outbox/ }).textContent()).toContain(
        `${waitingMail} waiting, 0 failed, 0 sent`,
      );
      expect(await shortControls(page)).toEqual([]);
      await waiting.getByRole("link", { name: /orders? to ship$/ }).tap();
      await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
      // The orders she has to send, and only those.
      expect(new URL(page.url()).searchParams.get("state")).toBe("to-ship");
      await page.getByText(s(toShip, "order", "orders"), { exact: true }).waitFor();

      // On the folded menu, the unread count sits beside "Inbox", not beside the open section.
      const summary = page.getByRole("navigation", { name: "Dashboard" }).locator("summary");
      expect(await summary.locator(":scope > span").allTextContents()).toEqual([
        "Menu · Orders",
        `Inbox${unread} unread`,
      ]);
    });

    it("lists waiting mail by its subject in words, with a 44 px Send now", async () => {
      const name = uniqueName("Noor");
      await visitorMessage(name, `Could you rework my bag? (${name})`);
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/outbox`);
      const sendNow = page
        .getByRole("button", { name: "Send now: New message: Custom commission to owner@example.com" })
        .last();
      expect((await sendNow.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await shortControls(page)).toEqual([]);
      await sendNow.tap();
      await page.getByText(/^It goes out in the next round, within \d+ seconds\.$/).waitFor();
    });

    it("keeps an archived message under Archived, where Move back to Inbox undoes it", async () => {
      const name = uniqueName("Lena");
      await visitorMessage(name, `Please rework my bag (${name}).`);
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/inbox`);
      await openLetter(page, name);
      await page.getByRole("button", { name: `Archive: ${name}` }).tap();
      await page
        .getByText("Archived. It is kept under Archived, where “Move back to Inbox” undoes this.")
        .waitFor();
      await expect.poll(() => page.getByText(`Please rework my bag (${name}).`).count()).toBe(0);
      await page
        .getByRole("navigation", { name: "Inbox" })
        .getByRole("link", { name: /^Archived \(\d+\)$/ })
        .tap();
      await page.getByText(`Please rework my bag (${name}).`).waitFor();
      expect(await shortControls(page)).toEqual([]);
      await openLetter(page, name);
      expect(await shortControls(page)).toEqual([]);
      await page.getByRole("button", { name: `Move back to Inbox: ${name}` }).tap();
      await page.getByText("Moved back to the Inbox.").waitFor();
      await page.goto(`${shop.server.url}/admin/inbox`);
      await page.getByText(`Please rework my bag (${name}).`).waitFor();
      await openLetter(page, name);
      expect(await page.getByRole("button", { name: `Archive: ${name}` }).count()).toBe(1);
    });

    it("removes a subscriber only once asked in the row, every control 44 px tall", async () => {
      const reader = `${uniqueName("leaving").replace(/\W+/g, "-")}@example.com`;
      await queryDatabase(
        shop.database,
        `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "updatedAt") VALUES ($1, now(), now())`,
        [reader],
      );
      const stored = () => count(`SELECT count(*) FROM "NewsletterSubscriber" WHERE email = '${reader}'`);
      const page = currentPage();
      await page.goto(`${shop.server.url}/admin/subscribers`);
      expect(await shortControls(page)).toEqual([]);
      await page.getByRole("link", { name: `Remove ${reader}` }).tap();
      const yes = page.getByRole("button", { name: `Yes, remove ${reader}` });
      await yes.waitFor();
      expect(await stored()).toBe(1);
      expect(await isInViewport(page, yes)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Yes, remove");
      expect(await shortControls(page)).toEqual([]);
      // Cancel leaves it; asked again, Yes removes it.
      await page.getByRole("link", { name: "Cancel" }).tap();
      await page.getByRole("link", { name: `Remove ${reader}` }).waitFor();
      expect(await stored()).toBe(1);
      await page.getByRole("link", { name: `Remove ${reader}` }).tap();
      await yes.tap();
      await page.getByText("Subscriber removed.").first().waitFor();
      expect(await stored()).toBe(0);
      expect(await page.getByText(reader).count()).toBe(0);
    });

    it("asks 'Send to N subscribers?' first, and answers a refused second send beside her, her words kept", async () => {
      const piece = await shop.createProduct({ name: uniqueName("Lilac Tote") });
      const reader = `${uniqueName("reader").replace(/\W+/g, "-")}@example.com`;
      await queryDatabase(
        shop.database,
        `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "updatedAt") VALUES ($1, now(), now())`,
        [reader],
      );
      const audience = await count(
        `SELECT count(*) FROM "NewsletterSubscriber" WHERE "confirmedAt" IS NOT NULL AND "unsubscribedAt" IS NULL`,
      );
      const announcements = () =>
        count(`SELECT count(*) FROM "Announcement" WHERE "productId" = ${piece.id}`);
      const page = currentPage();
      const open = () => page.goto(`${shop.server.url}/admin/products/${piece.id}/announce`);
      const subscribers = `${audience} ${audience === 1 ? "subscriber" : "subscribers"}`;
      const send = `Send to ${subscribers}`;
      const focused = () =>
        page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.id);

      await open();
      await page.getByRole("button", { name: send }).tap();
      await page.getByRole("group", { name: `${send}?` }).waitFor();
      expect(await focused()).toBe(`Yes, send to ${subscribers}`);
      expect(await announcements()).toBe(0);
      await page.getByRole("button", { name: `Yes, send to ${subscribers}` }).tap();
      await page.getByText(`Announcement queued for ${subscribers}.`).waitFor();
      expect(await announcements()).toBe(1);

      await open();
      const words = "My own words for the second announcement.";
      await page.getByLabel(/^Text/).fill(words);
      await page.getByRole("button", { name: send }).tap();
      const refusal = page.getByRole("alert").filter({ hasText: "This piece has been announced before" });
      await refusal.waitFor();
      await expect.poll(() => isInViewport(page, refusal)).toBe(true);
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).type))
        .toBe("checkbox");
      expect(await page.getByLabel(/^Text/).inputValue()).toBe(words);
      await page.getByLabel("Announce again").check();
      await page.getByRole("button", { name: send }).tap();
      await page.getByRole("button", { name: `Yes, send to ${subscribers}` }).tap();
      await page.getByText(`Announcement queued for ${subscribers}.`).waitFor();
      expect(await announcements()).toBe(2);
      // The page lists both sends, newest first, the question still asked for a third.
      await open();
      const history = page.getByRole("region", { name: /^Sent before/ }).getByRole("listitem");
      await expect.poll(() => history.count()).toBe(2);
      expect(await history.first().textContent()).toMatch(
        new RegExp(`^Announced .* to ${subscribers}: \\d+ sent so far`),
      );
      expect(
        await count(
          `SELECT count(*) FROM "Announcement" WHERE "productId" = ${piece.id} AND text = '${words}'`,
        ),
      ).toBe(1);
    });

    it("tells in the dashboard's look why a sold or hidden piece cannot be announced", async () => {
      const errors: string[] = [];
      const page = currentPage();
      page.on("pageerror", (error) => errors.push(error.message));
      for (const fields of [{ isSold: true }, { available: false }]) {
        const piece = await shop.createProduct(fields);
        await page.goto(`${shop.server.url}/admin/products/${piece.id}/announce`);
        await page.getByRole("heading", { level: 1, name: "Tell subscribers" }).waitFor();
        await page
          .getByText("Only a piece that is live on the website and not sold can be announced.")
          .waitFor();
        expect(await page.getByRole("navigation", { name: "Dashboard" }).count()).toBe(1);
        // The stylesheet applies: the page has the dashboard's frame, not the browser's default look.
        expect(
          await page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).letterSpacing),
        ).not.toBe("normal");
      }
      expect(errors).toEqual([]);
    });
  },
);
