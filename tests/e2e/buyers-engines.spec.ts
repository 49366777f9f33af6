// The journeys that sell pieces, in the engines most buyers have besides Chromium (which the other
// specs drive): WebKit, the engine of Safari on every iPhone, and Firefox. A buyer pays for a piece
// with the local fake Stripe and sees it sold, a visitor writes with a photo as an iPhone takes it
// (HEIC), opens a gallery item and a product's photo in the viewer and follows the home page's
// header link to its section; the owner adds a product with a camera's photo (scaled in the
// browser), opens an order from its line, moves a piece in Shop Management and answers a message
// in her Inbox. One browser per engine for the file; the shop is
// reached through a TLS front, as in production, since WebKit keeps no Secure cookie over plain
// http (decision 186).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firefoxEngine, webkitEngine, type EngineBrowser, type EnginePage } from "../support/engines";
import { startFront, type Front } from "../support/front";
import sharp from "sharp";
import { cameraJpeg, heic, tempDir } from "../support/media";
import { OWNER, uniqueName } from "../support/owner-api";
import { queryDatabase } from "../support/postgres";
import { startShopWithStripe, type ShopWithStripe } from "../support/shop-with-stripe";

const GOOD_CARD = "4242424242424242";

let front: Front;
let stripeFront: Front;
let shopWithStripe: ShopWithStripe;
let cameraPhoto: string;
let iPhonePhoto: string;
beforeAll(async () => {
  // The front comes first: the server's public address (Stripe's return address among others) is its.
  front = await startFront({ tls: true });
  // Stripe.js and its calls from the page go over https too, as Stripe's own do.
  stripeFront = await startFront({ tls: true });
  shopWithStripe = await startShopWithStripe(
    "buyers_engines",
    { PUBLIC_URL: front.url },
    { browserOrigin: stripeFront.url },
  );
  front.forwardTo(shopWithStripe.shop.server.url);
  stripeFront.forwardTo(shopWithStripe.stripe.url);
  const dir = tempDir("atelier-engines-");
  cameraPhoto = path.join(dir, "camera.jpg");
  fs.writeFileSync(cameraPhoto, await cameraJpeg());
  iPhonePhoto = path.join(dir, "IMG_0001.HEIC");
  fs.writeFileSync(iPhonePhoto, await heic());
});
afterAll(async () => {
  await shopWithStripe?.stop();
  await front?.close();
  await stripeFront?.close();
});

const url = (pathname: string) => `${front.url}${pathname}`;
const shop = () => shopWithStripe.shop;

/** Waits until the page's text includes `text`. */
async function waitForText(page: EnginePage, text: string) {
  await expect
    .poll(() => page.evaluate((wanted) => document.body.innerText.includes(wanted), text), {
      message: `"${text}" on the page`,
      timeout: 20_000,
    })
    .toBe(true);
}

/** Clicks the first element matching `selector` whose text includes `text`. */
async function clickText(page: EnginePage, selector: string, text: string) {
  const found = await page.evaluate(
    ([css, wanted]) => {
      document.querySelector("[data-test-target]")?.removeAttribute("data-test-target");
      const element = Array.from(document.querySelectorAll(css)).find((candidate) =>
        candidate.textContent?.includes(wanted),
      );
      element?.setAttribute("data-test-target", "");
      return Boolean(element);
    },
    [selector, text],
  );
  expect(found, `${selector} with "${text}"`).toBe(true);
  await page.click("[data-test-target]");
}

const currentUrl = (page: EnginePage) => page.evaluate(() => location.href);

describe.each([webkitEngine, firefoxEngine])("in $name", (engine) => {
  let browser: EngineBrowser;
  beforeAll(async () => {
    browser = await engine.launch();
  });
  afterAll(() => browser?.close());

  it("buys a piece with a card, sees 'Payment Successful!', and the piece is shown sold", async () => {
    const piece = await shop().createProduct({ name: uniqueName("Engine Tote") });
    const page = await browser.newPage();
    await page.goto(url(`/products/${piece.id}`));
    await page.click(`a[href="/checkout?productId=${piece.id}"]`);
    await expect.poll(() => currentUrl(page)).toBe(url(`/checkout?productId=${piece.id}`));
    // The card box is Stripe's (the fake's), mounted once Stripe.js has loaded.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('input[aria-label="Card number"]') !== null))
      .toBe(true);
    // A US address, whatever country the engine's language suggests: the labels and the parts
    // asked for follow the country.
    await page.select("#checkout-country", "US");
    for (const [field, value] of [
      ["name", "Grace Hopper"],
      ["email", "grace@example.com"],
      ["line1", "1 Main St"],
      ["city", "Austin"],
      ["state", "TX"],
      ["postalCode", "78701"],
    ])
      await page.fill(`#checkout-${field}`, value);
    await page.fill('input[aria-label="Card number"]', GOOD_CARD);
    await clickText(page, "button", "Complete Purchase");
    await waitForText(page, "Payment Successful!");
    expect(await currentUrl(page)).toMatch(new RegExp(`^${front.url}/payment-success\\?`));

    await page.goto(url(`/products/${piece.id}`));
    await waitForText(page, "This item has been sold");
    await page.goto(url("/category/handbags"));
    const mark = await page.evaluate(
      (name) =>
        Array.from(document.querySelectorAll("li")).find((card) => card.textContent?.includes(name))
          ?.innerText,
      piece.name,
    );
    expect(mark).toContain("SOLD");
    await page.close();
  });

  it("sends a contact message with a photo as an iPhone takes it (HEIC), stored as a JPEG", async () => {
    const email = `ada-${engine.name.toLowerCase()}-${Date.now()}@example.com`;
    const page = await browser.newPage();
    await page.goto(url("/"));
    // The form hydrates as it comes near the view (decision 132): bring it there and wait.
    await page.evaluate(() => document.getElementById("contact")?.scrollIntoView({ behavior: "instant" }));
    await expect
      .poll(() => page.evaluate(() => document.querySelector("#contact-photos:not([name])") !== null))
      .toBe(true);
    await page.fill("#contact-form-name", "Ada Lovelace");
    await page.fill("#contact-form-email", email);
    await page.select("#contact-form-subject", "commission");
    await page.fill("#contact-form-message", "Could you rework my grandmother's bag?");
    await page.upload("#contact-photos", iPhonePhoto);
    await waitForText(page, "Successfully uploaded 1 image(s).");
    await clickText(page, "#contact button", "Send Message");
    await waitForText(page, "Thank You!");
    const [stored] = await queryDatabase<{ imageUrl1: string | null }>(
      shop().database,
      `SELECT "imageUrl1" FROM "ContactMessage" WHERE email = $1`,
      [email],
    );
    expect(stored?.imageUrl1).toMatch(/^\/uploads\/contact\/[\w-]+\.jpg$/);
    await page.close();
  });

  it("opens a gallery item in the viewer and moves through its photos with the keys", async () => {
    const work = await shop().createGalleryItem();
    const page = await browser.newPage();
    await page.goto(url("/gallery"));
    await page.click(`main a[href="/gallery/${work.id}"]`);
    const counter = () =>
      page.evaluate(() => {
        const viewer = document.querySelector("dialog[open]") as HTMLElement | null;
        return viewer?.innerText.match(/\d of \d/)?.[0] ?? null;
      });
    await expect.poll(counter).toBe("1 of 3");
    await page.press("ArrowRight");
    await expect.poll(counter).toBe("2 of 3");
    await page.press("ArrowLeft");
    await page.press("ArrowLeft");
    await expect.poll(counter).toBe("3 of 3");
    await page.press("Escape");
    await expect.poll(counter).toBeNull();
    await page.close();
  });

  it("enlarges a product's photo in the viewer, at the photo tapped, and closes it", async () => {
    const piece = await shop().createProduct({
      name: uniqueName("Engine Clutch"),
      imageUrl2: "/demo/story.jpg",
    });
    const page = await browser.newPage();
    await page.goto(url(`/products/${piece.id}`));
    await page.click("a#product-image-1");
    const counter = () =>
      page.evaluate(() => {
        const viewer = document.querySelector("dialog[open]") as HTMLElement | null;
        return viewer?.innerText.match(/\d of \d/)?.[0] ?? null;
      });
    await expect.poll(counter).toBe("1 of 2");
    await page.press("ArrowRight");
    await expect.poll(counter).toBe("2 of 2");
    await page.press("Escape");
    await expect.poll(counter).toBeNull();
    await page.close();
  });

  // WebKitGTK 2.50.6 under the whole suite's load once left a smooth scroll unstarted (scrollY 0 for
  // 15 s); useHashScroll now jumps when nothing has moved after a second.
  it("follows the header's Shop link on the home page to its section, the contact form hydrating in place", async () => {
    const page = await browser.newPage();
    await page.goto(url("/"));
    // Marks the server's form; answers nothing (a WebDriver cannot send the window back).
    await page.evaluate(() => {
      Object.assign(window, { serverForm: document.querySelector("#contact form") });
    });
    await page.click('header nav a[href="/#shop"]');
    await expect.poll(() => currentUrl(page), { timeout: 15_000 }).toBe(url("/#shop"));
    // Where the section is: a failure shows where the page stopped.
    const shopPlace = () =>
      page.evaluate(() => ({
        top: Math.round(document.querySelector("#shop")!.getBoundingClientRect().top),
        innerHeight,
        scrollY,
      }));
    // Smooth scrolling, on a shared CPU: seconds, not vitest's default second.
    await expect
      .poll(shopPlace, { timeout: 15_000 })
      .toSatisfy(({ top, innerHeight }) => top >= 0 && top < innerHeight);
    // Near the view the contact form hydrates: React takes over the server's element (decision 272).
    await page.evaluate(() => document.querySelector("#contact")!.scrollIntoView());
    const hydratedInPlace = () =>
      page.evaluate(() => {
        const form = document.querySelector("#contact form");
        const kept = form !== null && form === (window as { serverForm?: Element }).serverForm;
        return kept && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
      });
    await expect.poll(hydratedInPlace, { timeout: 15_000 }).toBe(true);
    await page.close();
  });

  /** A page of the owner's, signed in (the browser keeps her session for the next ones). */
  async function ownerPage() {
    const page = await browser.newPage();
    await page.goto(url("/login"));
    if (await page.evaluate(() => location.pathname === "/login")) {
      await page.fill('main input[name="email"]', OWNER.email);
      await page.fill('main input[name="password"]', OWNER.password);
      await page.click('main button[type="submit"]');
      await waitForText(page, "Dashboard");
    }
    return page;
  }

  it("lets the owner add a product with a camera's photo, which leaves the browser scaled and upright", async () => {
    const name = uniqueName("Engine Satchel");
    const page = await ownerPage();
    await page.goto(url("/admin/products/new"));
    await page.fill("#product-form-name", name);
    await page.fill("#product-form-description", "Added from another engine.");
    await page.fill("#product-form-price", "310");
    await page.select("#product-form-category", "travel");
    await page.upload('input[type="file"]', cameraPhoto);
    // With JavaScript the file is scaled, uploads as it is picked, and the form sends its address.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('img[alt="Photo 1"]') !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    await clickText(page, "main button", "Add Product");
    await waitForText(page, "Product added successfully!");
    const products: { name: string; imageUrl: string }[] = await (
      await fetch(`${shop().server.url}/api/products`)
    ).json();
    const imageUrl = products.find((product) => product.name === name)?.imageUrl;
    expect(imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/);
    // 4000x3000 on its side (EXIF 6): stored 1920x2560, as the browser scaled it (the server alone
    // would have kept 2250x3000).
    const stored = Buffer.from(await (await fetch(`${shop().server.url}${imageUrl}`)).arrayBuffer());
    const { width, height } = await sharp(stored).metadata();
    expect([width, height]).toEqual([1920, 2560]);
    await page.close();
  });

  it("lets the owner open an order from its line and move a piece up in Shop Management", async () => {
    const piece = await shop().createProduct({ name: uniqueName("Engine Clutch") });
    const [{ id }] = await queryDatabase<{ id: number }>(
      shop().database,
      `INSERT INTO "Order" ("productId", "productName", "paymentIntentId", amount, "buyerName", "buyerEmail",
         "shippingName", "shippingLine1", "shippingCity", "shippingPostalCode", "shippingCountry", "updatedAt")
       VALUES ($1, $2, $3, 1000, 'Grace Hopper', 'grace@example.com', 'Grace Hopper', '1 Navy Way',
         'Arlington', '22201', 'US', now()) RETURNING id`,
      [piece.id, piece.name, `pi_engine_${piece.id}`],
    );
    const page = await ownerPage();
    await page.goto(url("/admin/orders"));
    // The order's line opens its card in place (a link the page's one handler follows).
    await page.click(`#order-${id} a`);
    const closeLink = `main a[aria-label="Close order #${id}"]`;
    await expect
      .poll(() => page.evaluate((css) => document.querySelector(css) !== null, closeLink))
      .toBe(true);
    await waitForText(page, "1 Navy Way");

    // Up and Down share one form in each row: the button pressed says which way.
    const later = await shop().createProduct({ name: uniqueName("Engine Pouch") });
    await page.goto(url("/admin/products"));
    await page.click(`main button[aria-label="Move up: ${later.name}"]`);
    const before = () =>
      page.evaluate(
        ([first, second]) => {
          const text = document.querySelector("main")!.textContent!;
          return text.indexOf(first) >= 0 && text.indexOf(first) < text.indexOf(second);
        },
        [later.name, piece.name],
      );
    await expect.poll(before, { timeout: 15_000 }).toBe(true);
    await page.close();
  });

  it("lets the owner answer a message in her Inbox, kept under it as Answered", async () => {
    const visitor = uniqueName("Mira Okafor");
    const email = `${visitor.replace(/\W+/g, "-").toLowerCase()}@example.com`;
    const sent = await fetch(`${shop().server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: visitor, email, subject: "visit", message: "Could I visit on Friday?" }),
    });
    expect(sent.status).toBe(201);
    const page = await ownerPage();
    await page.goto(url("/admin/inbox?show=unanswered"));
    // The letter's line opens it in place, and its Reply the box (links), found by the visitor's name.
    await clickText(page, "main a", `${visitor} <${email}>`);
    const reply = `main a[aria-label="Reply: ${visitor}"]`;
    await expect.poll(() => page.evaluate((css) => document.querySelector(css) !== null, reply)).toBe(true);
    await page.click(reply);
    await waitForText(page, "Their message is quoted below your words.");
    await page.fill(`main textarea[name="text"]`, `Friday at noon suits me. (${engine.name})`);
    await clickText(page, "main button", "Send reply");
    await waitForText(page, `Your reply to ${visitor} is on its way.`);
    await page.goto(url("/admin/inbox"));
    await clickText(page, "main a", `${visitor} <${email}>`);
    await waitForText(page, `Friday at noon suits me. (${engine.name})`);
    const answered = await page.evaluate((address) => {
      const entry = Array.from(document.querySelectorAll("li")).find((item) =>
        item.textContent?.includes(`<${address}>`),
      );
      return entry?.textContent?.includes("Answered") ?? false;
    }, email);
    expect(answered).toBe(true);
    await page.close();
  });
});
