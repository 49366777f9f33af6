// A database outage seen by visitors of the built server, through a TCP proxy the test cuts and
// restores (never the shared PostgreSQL): short cuts are invisible, longer ones a 503 with
// Retry-After, the contact and inquiry forms keep what the visitor typed and the owner's forms what
// she typed, with JavaScript and without; /healthz tells the truth.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openContactForm, launchBrowser } from "../support/browser";
import { cookiesFrom, signIn } from "../support/http";
import { DB_PREFIX, queryDatabase, recreateMigratedDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

const OWNER = { email: "outage-owner@example.com", password: "correct horse battery staple" };
// Its own database: the owner it configures replaces any other, which would sign the shared
// server's tests out.
const DATABASE = `${DB_PREFIX}_database_outage`;
const MESSAGE = "We can't reach our records right now. Please try again in a few seconds.";

let proxy: TcpProxy;
let server: RunningServer;
beforeAll(async () => {
  const url = new URL(await recreateMigratedDatabase(DATABASE));
  proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
  server = await startServer({
    DATABASE_URL: proxy.urlFor(url.toString()),
    DATA_DIR: tempDataDir(),
    SESSION_SECRET: "outage-".padEnd(40, "x"),
    DB_RETRY_MS: "2000",
    RATE_LIMIT_SCALE: "0",
    SEED_DEMO: "false",
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
  });
});
afterAll(async () => {
  proxy.restore();
  await server?.stop();
  await proxy.close();
});

const contact = (tag: string) => ({
  name: "Ann",
  email: "ann@example.com",
  subject: "other",
  message: `Sent during an outage (${tag}).`,
});

function postContact(body: unknown, key?: string) {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
    body: JSON.stringify(body),
  });
}

/** Clicks `button` with the database cut, and waits for the outage message. */
async function sendDuringCut(page: Page, button: string) {
  proxy.cut();
  try {
    await page.getByRole("button", { name: button }).click();
    await page.getByText(MESSAGE).first().waitFor();
  } finally {
    proxy.restore();
  }
}

/** Fills the home page's contact form, sends it with the database cut, and waits for the message. */
async function sendContactDuringCut(page: Page, name: string, text: string) {
  const section = page.locator("section#contact");
  await section.getByLabel("Name").fill(name);
  await section.getByLabel("Email").fill("ann@example.com");
  await section.getByLabel("Subject").selectOption("other");
  await section.getByLabel("Message").fill(text);
  proxy.cut();
  try {
    await section.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("We can't reach our records right now.").first().waitFor();
  } finally {
    proxy.restore();
  }
}

describe("a database cut shorter than the retry budget", () => {
  it("is invisible: the requests made during it succeed", async () => {
    proxy.cut();
    const during = Promise.all([postContact(contact("short")), fetch(`${server.url}/api/products`)]);
    setTimeout(() => proxy.restore(), 700);
    const [sent, products] = await during;
    expect(sent.status).toBe(201);
    expect(products.status).toBe(200);
  });
});

describe("a database cut longer than the retry budget", () => {
  it("answers /api with 503, Retry-After and a JSON message, and /healthz 503 until it is back", async () => {
    proxy.cut();
    try {
      const response = await postContact(contact("long"));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ message: MESSAGE });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    } finally {
      proxy.restore();
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("answers pages (home, checkout) and the owner's CSV downloads with 503 and Retry-After, not 500", async () => {
    const signedIn = await signIn(server.url, OWNER.email, OWNER.password);
    expect(signedIn.status).toBe(302);
    const headers = { Cookie: cookiesFrom(signedIn) };
    const addresses = [
      "/",
      "/checkout?productId=1",
      "/admin/orders/csv",
      "/admin/subscribers/csv?status=all",
    ];
    proxy.cut();
    try {
      for (const address of addresses) {
        const response = await fetch(`${server.url}${address}`, { headers, redirect: "manual" });
        expect(response.status, address).toBe(503);
        expect(response.headers.get("retry-after"), address).toBe("5");
        if (!address.includes("csv"))
          expect(await response.text(), address).toContain(MESSAGE.replace("'", "&#x27;"));
      }
    } finally {
      proxy.restore();
    }
  });

  it("stores a submission re-posted with the same Idempotency-Key once", async () => {
    const body = contact(`key ${Date.now()}`);
    const first = (await (await postContact(body, `k-${Date.now()}`)).json()) as { id: number };
    const key = `k2-${Date.now()}`;
    const once = (await (await postContact(body, key)).json()) as { id: number };
    const again = (await (await postContact(body, key)).json()) as { id: number };
    expect(again.id).toBe(once.id);
    expect(once.id).not.toBe(first.id);
  });
});

describe("the contact form during a long cut, with JavaScript", () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(() => browser.close());

  it("shows the friendly message and keeps what the visitor typed", async () => {
    const section = await openContactForm(page, server.url);
    await sendContactDuringCut(page, "Ann Outage", "Please keep this text through the outage.");
    expect(await section.getByLabel("Name").inputValue()).toBe("Ann Outage");
    expect(await section.getByLabel("Message").inputValue()).toBe(
      "Please keep this text through the outage.",
    );
  });
});

describe("the public forms during a long cut, without JavaScript", () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser({ javaScriptEnabled: false });
    page = await browser.newPage();
  });
  afterAll(() => browser.close());

  it("shows the contact form's message with what the visitor typed, and sends it once the database is back", async () => {
    const text = `Kept through the outage without JavaScript ${Date.now()}.`;
    await page.goto(`${server.url}/#contact`);
    await sendContactDuringCut(page, "Ann NoScript", text);
    expect(await page.getByLabel("Name").inputValue()).toBe("Ann NoScript");
    expect(await page.getByLabel("Message").inputValue()).toBe(text);
    await page.getByRole("button", { name: "Send again" }).click();
    await page.getByRole("heading", { name: "Thank You!" }).waitFor();
  });

  it("shows the inquiry page's message with what the visitor typed, though the database is back before the page renders", async () => {
    const [product] = await queryDatabase<{ id: number }>(
      DATABASE,
      `INSERT INTO "Product" (name, description, price, "imageUrl", category, "updatedAt")
       VALUES ('Outage Tote', 'A tote', 120000, '/demo/product-1.jpg', 'handbags', now()) RETURNING id`,
    );
    const text = `Is the tote still there? Asked during an outage ${Date.now()}.`;
    await page.goto(`${server.url}/products/${product.id}/inquire`);
    await page.getByLabel("Your Name *").fill("Ann Inquirer");
    await page.getByLabel("Email Address *").fill("ann@example.com");
    await page.getByLabel("Your Message *").fill(text);
    // Restored as soon as the send has failed, while the page is still to be rendered: the
    // answer must still be the kept inquiry (not the product page's "Product Not Found").
    const failures = () => server.output().split("Database unavailable:").length;
    const before = failures();
    proxy.cut();
    try {
      await page.getByRole("button", { name: "Send Inquiry" }).click({ noWaitAfter: true });
      await expect.poll(failures, { interval: 20 }).toBeGreaterThan(before);
    } finally {
      proxy.restore();
    }
    await page.getByText(MESSAGE).waitFor();
    expect(await page.getByLabel("Your Name").inputValue()).toBe("Ann Inquirer");
    expect(await page.getByLabel("Message").inputValue()).toBe(text);

    await page.getByRole("button", { name: "Send again" }).click();
    await page.getByText("Inquiry Sent!").waitFor();
    const stored = await queryDatabase(DATABASE, `SELECT id FROM "Inquiry" WHERE message = $1`, [text]);
    expect(stored).toHaveLength(1);
  });
});

describe.each([true, false])(
  "an owner's gallery save during a long cut (JavaScript %s)",
  (javaScriptEnabled) => {
    let browser: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser({ javaScriptEnabled });
      page = await browser.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByLabel("Email").fill(OWNER.email);
      await page.getByLabel("Password").fill(OWNER.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    });
    afterAll(() => browser.close());

    it("keeps the owner's edit with the message, and saves it once the database is back", async () => {
      const [item] = await queryDatabase<{ id: number }>(
        DATABASE,
        `INSERT INTO "GalleryItem" (title, description, "imageUrl", "updatedAt")
       VALUES ('Before the outage', 'A clutch', '/demo/g-1.jpg', now()) RETURNING id`,
      );
      const title = `Renamed during an outage (JavaScript ${javaScriptEnabled})`;
      await page.goto(`${server.url}/admin/gallery?edit=${item.id}`);
      const editForm = page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: "Update Item" }) });
      await editForm.getByLabel("Title").fill(title);
      await sendDuringCut(page, "Update Item");
      // With JavaScript the edit form shows the message; without, the page of the kept post.
      const kept = javaScriptEnabled ? editForm : page;
      expect(await kept.getByLabel("Title").inputValue()).toBe(title);
      expect(await kept.getByLabel("Description").inputValue()).toBe("A clutch");

      await page.getByRole("button", { name: javaScriptEnabled ? "Update Item" : "Send again" }).click();
      await page.getByText("Gallery item updated successfully!").waitFor();
      const stored = await queryDatabase<{ title: string }>(
        DATABASE,
        `SELECT title FROM "GalleryItem" WHERE id = $1`,
        [item.id],
      );
      expect(stored).toEqual([{ title }]);
    });
  },
);
