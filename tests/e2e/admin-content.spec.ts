// The owner edits her site's content from /admin in Chromium, with JavaScript and without.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser, saveScreenshot } from "../support/browser";
import { font, jpeg } from "../support/media";
import { DB_PREFIX, queryDatabase, recreateDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";

const OWNER = { email: "artist@example.com", password: "correct horse battery staple" };

describe.each([true, false])("the dashboard's content sections (JavaScript %s)", (javaScriptEnabled) => {
  let server: RunningServer;
  let browser: BrowserContext;
  let page: Page;
  const database = `${DB_PREFIX}_admin_content_${javaScriptEnabled}`;
  const photo = async (name: string) => ({ name, mimeType: "image/jpeg", buffer: await jpeg(400, 300) });
  const toast = (text: string) => page.locator("li").filter({ hasText: text }).first().waitFor();

  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: await recreateDatabase(database),
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: "admin-content-".padEnd(40, "x"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
    });
    browser = await launchBrowser({ javaScriptEnabled });
    page = await browser.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("lists the sections in the spec's order, each with its own page", async () => {
    const titles = await page.locator("main h2, section h2").allTextContents();
    expect(titles.slice(0, 6)).toEqual([
      "Shop Management",
      "Brand Settings",
      "About Section Management",
      "Collection Main Photos",
      "Manage Scrolling Images",
      "Gallery Management",
    ]);
    expect(await page.getByRole("link", { name: "Back to Home" }).isVisible()).toBe(true);
  });

  it("edits a brand setting: blank refused, Cancel restores, Save shows it on the site", async () => {
    await page.getByRole("link", { name: "Brand Settings" }).first().click();
    await page.getByRole("heading", { name: "Brand Settings" }).waitFor();
    await page.getByRole("link", { name: "Edit Brand Name" }).click();
    await page.getByLabel("Brand Name", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Brand name cannot be empty").waitFor();
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("link", { name: "Edit Brand Name" }).waitFor();
    expect(await page.getByText("ATELIER", { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole("link", { name: "Edit Brand Name" }).click();
    await page.getByLabel("Brand Name", { exact: true }).fill(`MAISON ${javaScriptEnabled ? "JS" : "HTML"}`);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("link", { name: "Edit Brand Name" }).waitFor();
    // Story paragraphs preview at 100 characters.
    const preview = await page.locator("dd").filter({ hasText: "Every piece begins" }).textContent();
    expect(preview?.length).toBe(103);

    // A custom font: uploaded, chosen, then used by the header.
    await page.getByRole("link", { name: "Edit Custom Font" }).click();
    await page.getByLabel("Or upload a font (.woff, .woff2, .ttf, .otf)").setInputFiles({
      name: "brand.woff2",
      mimeType: "font/woff2",
      buffer: font("wOF2"),
    });
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("link", { name: "Edit Brand Font" }).click();
    await page.getByLabel("Brand Font", { exact: true }).selectOption("custom");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("link", { name: "Edit Brand Font" }).waitFor();

    await page.goto(server.url);
    const brandName = page.getByRole("banner").getByText(`MAISON ${javaScriptEnabled ? "JS" : "HTML"}`);
    await brandName.waitFor();
    expect(await brandName.getAttribute("class")).toContain("font-brand");
    expect(await page.locator("style").allTextContents()).toContainEqual(
      expect.stringMatching(
        /@font-face\{font-family:"AtelierBrand";src:url\("\/uploads\/fonts\/\w+\.woff2"\)/,
      ),
    );
    expect(await page.locator('link[rel="preload"][as="font"]').getAttribute("href")).toMatch(
      /^\/uploads\/fonts\/\w+\.woff2$/,
    );
    await page.goto(`${server.url}/admin`);
  });

  it("saves every text setting, refusing a blank one with its own message", async () => {
    const mode = javaScriptEnabled ? "JS" : "HTML";
    // [page, field label, setting key, message for a blank value (none: blank is allowed)]
    const fields: [string, string, string, string | null][] = [
      ["brand", "Hero Title", "heroTitle", "Hero title cannot be empty"],
      ["brand", "Hero Subtitle", "heroSubtitle", "Hero subtitle cannot be empty"],
      ["brand", "Story Title", "storyTitle", "Story title cannot be empty"],
      ["brand", "Story Paragraph 1", "storyParagraph1", "Story paragraph cannot be empty"],
      ["brand", "Story Paragraph 2", "storyParagraph2", "Story paragraph cannot be empty"],
      ["brand", "Process Title", "processTitle", "Process title cannot be empty"],
      ...[1, 2, 3].flatMap((step): [string, string, string, string][] => [
        ["brand", `Step ${step} Title`, `processStep${step}Title`, "Step title cannot be empty"],
        [
          "brand",
          `Step ${step} Description`,
          `processStep${step}Description`,
          "Step description cannot be empty",
        ],
      ]),
      ["about", "About Title", "aboutTitle", null],
      ["about", "Paragraph 1", "aboutParagraph1", null],
      ["about", "Paragraph 2", "aboutParagraph2", null],
      ["about", "Paragraph 3", "aboutParagraph3", null],
    ];
    for (const [section, label, , blankMessage] of fields) {
      if (!page.url().endsWith(`/admin/${section}`)) await page.goto(`${server.url}/admin/${section}`);
      await page.getByRole("link", { name: `Edit ${label}`, exact: true }).click();
      const input = page.getByLabel(label, { exact: true });
      if (blankMessage) {
        await input.fill("  ");
        await page.getByRole("button", { name: "Save" }).click();
        await page.getByText(blankMessage).waitFor();
      }
      await input.fill(`${label} (${mode})`);
      await page.getByRole("button", { name: "Save" }).click();
      // A successful save closes the editor.
      await page.getByRole("link", { name: `Edit ${label}`, exact: true }).waitFor();
    }
    const settings = await (await fetch(`${server.url}/api/settings`)).json();
    for (const [, label, key] of fields) expect(settings[key], key).toBe(`${label} (${mode})`);
    // The storefront shows them.
    await page.goto(server.url);
    await page.getByRole("heading", { name: `Hero Title (${mode})` }).waitFor();
    await page.getByText(`Step 2 Description (${mode})`).waitFor();
    await page.goto(`${server.url}/admin`);
    // About forty page loads without JavaScript: over a minute on a busy two-core machine.
  }, 180_000);

  it("sets and removes a collection's main photo", async () => {
    await page.goto(`${server.url}/admin/collections`);
    await page.getByRole("button", { name: "Set Photo" }).click();
    // Each field shows its own message: the collection's and the image's.
    const message = page.getByText("Please select a collection and provide an image URL");
    await expect.poll(() => message.count()).toBe(2);
    await page.getByLabel("Collection").selectOption("travel");
    await page.getByRole("button", { name: "Set Photo" }).click();
    await expect.poll(() => message.count()).toBe(1);
    expect(await page.getByLabel("Image URL").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Image URL").fill("/demo/about.jpg");
    await page.getByRole("button", { name: "Set Photo" }).click();
    await toast("Collection main photo saved.");
    // Remove only asks; the photo goes once she confirms.
    await page.getByRole("link", { name: "Remove photo of travel" }).click();
    await page.getByRole("button", { name: "Yes, remove photo of travel" }).click();
    await toast("Collection main photo removed.");
    expect(await page.getByRole("link", { name: "Remove photo of travel" }).count()).toBe(0);
  });

  it("adds, renames, moves and deletes a scrolling image", async () => {
    await page.goto(`${server.url}/admin/scrolling`);
    await page.getByRole("button", { name: "Add Image" }).click();
    // Each field shows its own message.
    await page.getByText("Please select a file to upload").waitFor();
    await page.getByText("Please provide a title").waitFor();
    await page.getByLabel("Image").setInputFiles(await photo("strip.jpg"));
    await page.getByRole("button", { name: "Add Image" }).click();
    await page.getByText("Please provide a title").waitFor();
    expect(await page.getByText("Please select a file to upload").count()).toBe(0);
    await page.getByLabel("Image").setInputFiles(await photo("strip.jpg"));
    await page.getByLabel("Title", { exact: true }).fill("New strip photo");
    await page.getByRole("button", { name: "Add Image" }).click();
    await toast("Scrolling image added.");
    expect(await page.getByRole("button", { name: "Move down: New strip photo" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Move up: New strip photo" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Move down: New strip photo" }).isDisabled())
      .toBe(false);
    await page.getByLabel("Title of New strip photo", { exact: true }).fill(" ");
    await page.getByRole("button", { name: "Save title of New strip photo" }).click();
    await page.getByText("Please provide a title").waitFor();
    await page.getByLabel("Title of New strip photo", { exact: true }).fill("Renamed strip photo");
    await page.getByRole("button", { name: "Save title of New strip photo" }).click();
    await page.getByRole("link", { name: "Delete Renamed strip photo" }).click();
    await page.getByRole("button", { name: "Yes, delete Renamed strip photo" }).click();
    await toast("Scrolling image deleted.");
    expect(await page.getByLabel("Title of Renamed strip photo", { exact: true }).count()).toBe(0);
  });

  it("adds, edits, moves and deletes a gallery item", async () => {
    await page.goto(`${server.url}/admin/gallery`);
    const add = page.locator("form").filter({ has: page.getByRole("button", { name: "Add Item" }) });
    await add.getByRole("button", { name: "Add Item" }).click();
    // Each field shows its own message, tied to its input.
    for (const label of ["Title", "Description", "Main image URL"]) {
      const field = add.getByLabel(label);
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      const message = add.locator(`[id="${await field.getAttribute("aria-describedby")}"]`);
      expect(await message.textContent()).toBe("All fields are required.");
    }
    await add.getByLabel("Title").fill("Night Garden");
    await add.getByLabel("Description").fill("A painted clutch.");
    // The uploaded files stand for the main image: no address is needed.
    await add
      .getByLabel("Or upload images (up to 3 in all)")
      .setInputFiles([await photo("a.jpg"), await photo("b.jpg")]);
    await add.getByRole("button", { name: "Add Item" }).click();
    await toast("Gallery item added successfully!");
    await page.getByRole("link", { name: "Edit Night Garden" }).click();
    await page.getByRole("button", { name: "Update Item" }).waitFor();
    // While one item is edited, the other Edit buttons are disabled.
    const others = page.getByRole("link", { name: /^Edit / });
    expect(await others.first().getAttribute("aria-disabled")).toBe("true");
    await page.locator('input[name="title"]').last().fill("Night Garden II");
    await page.getByRole("button", { name: "Update Item" }).click();
    await toast("Gallery item updated successfully!");
    await page.getByRole("button", { name: "Move up: Night Garden II" }).click();
    await page.getByRole("link", { name: "Delete Night Garden II" }).click();
    await page.getByRole("button", { name: "Yes, delete Night Garden II" }).click();
    await toast("Gallery item deleted.");
    await saveScreenshot(page, `admin-gallery-js-${javaScriptEnabled}`);
  });

  it("lists a paid order, marks it shipped and exports the orders as CSV", async () => {
    const paymentIntent = `pi_admin_content_${javaScriptEnabled}`;
    await queryDatabase(
      database,
      `INSERT INTO "Order" ("productId", "productName", "paymentIntentId", "amount", "buyerName",
         "buyerEmail", "shippingName", "shippingLine1", "shippingCity", "shippingPostalCode",
         "shippingCountry", "updatedAt")
       VALUES (1, 'The Midnight Reverie Tote', $1, 284000, '=Grace Hopper', 'grace@example.com',
         'Grace Hopper', '1 Navy Way', 'Arlington', '22201', 'US', now())`,
      [paymentIntent],
    );
    await page.goto(`${server.url}/admin/orders`);
    await page.getByText("Ship to: Grace Hopper, 1 Navy Way, Arlington, 22201, US").waitFor();
    await page.getByText("The Midnight Reverie Tote · $2,840.00").waitFor();
    await page.getByRole("button", { name: "Mark shipped" }).click();
    await toast("Order marked as shipped.");
    expect(await page.getByRole("button", { name: "Mark shipped" }).count()).toBe(0);

    const download = await page.request.get(`${server.url}/admin/orders/csv`);
    expect(download.headers()["content-type"]).toContain("text/csv");
    const [order] = parse<Record<string, string>>(await download.text(), { columns: true });
    expect(order).toMatchObject({
      status: "shipped",
      product: "The Midnight Reverie Tote",
      amount: "2840.00",
      currency: "USD",
      // A cell a spreadsheet would run as a formula is escaped.
      buyer_name: "'=Grace Hopper",
      buyer_email: "grace@example.com",
      city: "Arlington",
      stripe_payment: paymentIntent,
    });
    expect(order.shipped_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("reads the inbox and the subscribers", async () => {
    // A contact photo is one the visitor uploaded to this shop (decision 081).
    const upload = new FormData();
    upload.append("image", new Blob([new Uint8Array(await jpeg(400, 300))]), "photo.jpg");
    const { url: imageUrl1 } = await (
      await fetch(`${server.url}/api/upload`, { method: "POST", body: upload })
    ).json();
    await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Ada Lovelace",
        email: "ada@example.com",
        subject: "commission",
        message: `Please rework my bag (${javaScriptEnabled}).`,
        imageUrl1,
      }),
    });
    await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: `reader-${javaScriptEnabled}@example.com` }),
    });
    await page.goto(`${server.url}/admin/inbox`);
    await page.getByText(`Please rework my bag (${javaScriptEnabled}).`).waitFor();
    const inboxLink = page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("link", { name: /^Inbox/ });
    expect(await inboxLink.textContent()).toBe("Inbox1 unread");
    expect(await page.getByRole("img", { name: "Attachment 1 from Ada Lovelace" }).count()).toBe(1);
    await page.getByRole("button", { name: "Mark as read: Ada Lovelace" }).click();
    await toast("Marked as read.");
    expect(await inboxLink.textContent()).toBe("Inbox");
    await page.goto(`${server.url}/admin/subscribers`);
    await page.getByText(`reader-${javaScriptEnabled}@example.com`).waitFor();
    const csv = await page.request.get(`${server.url}/admin/subscribers/csv`);
    const subscribers = parse(await csv.text(), { columns: true });
    expect(subscribers).toContainEqual({
      email: `reader-${javaScriptEnabled}@example.com`,
      subscribed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
  it("fits every dashboard page on a phone's screen, with buttons at least 44 px tall", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const section of [
        "",
        "/products",
        "/products/new",
        "/brand",
        "/about",
        "/collections",
        "/scrolling",
        "/gallery",
        "/orders",
        "/inbox",
        "/subscribers",
      ]) {
        await page.goto(`${server.url}/admin${section}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `/admin${section}`).toBeLessThanOrEqual(0);
        // The page's buttons and the links styled as buttons are finger-sized tap targets.
        const short = await page.evaluate(() =>
          [...document.querySelectorAll("main button, main a.inline-flex")]
            .filter((target) => target.getBoundingClientRect().height < 44)
            .map((target) => target.textContent?.trim()),
        );
        expect(short, `/admin${section}`).toEqual([]);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
