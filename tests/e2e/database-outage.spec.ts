// A database outage seen by visitors of the built server, through a TCP proxy the test cuts and
// restores (never the shared PostgreSQL): short cuts are invisible, longer ones a 503 with
// Retry-After, the contact form keeps what the visitor typed, /healthz tells the truth.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { databaseUrl, E2E_DATABASE } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

let proxy: TcpProxy;
let server: RunningServer;
beforeAll(async () => {
  const url = new URL(databaseUrl(E2E_DATABASE));
  proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
  server = await startServer({
    DATABASE_URL: proxy.urlFor(url.toString()),
    DATA_DIR: tempDataDir(),
    SESSION_SECRET: "outage-".padEnd(40, "x"),
    DB_RETRY_MS: "2000",
    RATE_LIMIT_SCALE: "0",
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
      expect(await response.json()).toEqual({
        message: "We can't reach our records right now. Please try again in a few seconds.",
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    } finally {
      proxy.restore();
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
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
    await page.goto(`${server.url}/#contact`);
    const section = page.locator("section#contact");
    await sendContactDuringCut(page, "Ann Outage", "Please keep this text through the outage.");
    expect(await section.getByLabel("Name").inputValue()).toBe("Ann Outage");
    expect(await section.getByLabel("Message").inputValue()).toBe(
      "Please keep this text through the outage.",
    );
  });
});

describe("the contact form during a long cut, without JavaScript", () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser({ javaScriptEnabled: false });
    page = await browser.newPage();
  });
  afterAll(() => browser.close());

  it("shows the message with what the visitor typed, and sends it once the database is back", async () => {
    const text = `Kept through the outage without JavaScript ${Date.now()}.`;
    await page.goto(`${server.url}/#contact`);
    await sendContactDuringCut(page, "Ann NoScript", text);
    expect(await page.getByLabel("Name").inputValue()).toBe("Ann NoScript");
    expect(await page.getByLabel("Message").inputValue()).toBe(text);
    await page.getByRole("button", { name: "Send again" }).click();
    await page.getByRole("heading", { name: "Thank You!" }).waitFor();
  });
});
