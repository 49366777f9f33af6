// The owner edits her site's content from /admin in Chromium, with JavaScript and without. Each test
// makes the rows and settings it looks at on an empty shop and opens its own page (decision 111).
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchOwnerBrowser, saveScreenshot } from "../support/browser";
import { font, jpeg } from "../support/media";
import { OWNER, startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { pagePerTest } from "../support/page-per-test";
import { queryDatabase } from "../support/postgres";

describe.each([true, false])("the dashboard's content sections (JavaScript %s)", (javaScriptEnabled) => {
  let shop: EmptyShop;
  let browser: BrowserContext;
  const photo = async (name: string) => ({ name, mimeType: "image/jpeg", buffer: await jpeg(400, 300) });
  const toast = (page: Page, text: string) => page.locator("li").filter({ hasText: text }).first().waitFor();
  const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    queryDatabase<T>(shop.database, text, values);

  beforeAll(async () => {
    shop = await startEmptyShop(`admin_content_${javaScriptEnabled}`);
    browser = await launchOwnerBrowser(shop.server.url, OWNER, { javaScriptEnabled });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });
  const currentPage = pagePerTest(() => browser, { keepCookies: true });
  /** Opens a page of the dashboard (`""` for the overview) on the test's own page. */
  async function open(section: string) {
    const page = currentPage();
    await page.goto(`${shop.server.url}/admin${section}`);
    return page;
  }
  /** Sets a site setting through the owner's API, as the test's starting point. */
  async function saveSetting(key: string, value: string) {
    const response = await fetch(`${shop.server.url}/api/settings/${key}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: shop.cookie },
      body: JSON.stringify({ value }),
    });
    expect(response.status, key).toBe(200);
  }
  /** A paid order of the test's own for a piece of its own, shipped to Grace Hopper. */
  async function paidOrder() {
    const piece = await shop.createProduct({ price: 284_000 });
    const paymentIntent = `pi_${uniqueName("admin_content").replace(/\W+/g, "_")}`;
    await sql(
      `INSERT INTO "Order" ("productId", "productName", "paymentIntentId", "amount", "buyerName",
         "buyerEmail", "shippingName", "shippingLine1", "shippingCity", "shippingPostalCode",
         "shippingCountry", "updatedAt")
       VALUES ($1, $2, $3, 284000, '=Grace Hopper', 'grace@example.com',
         'Grace Hopper', '1 Navy Way', 'Arlington', '22201', 'US', now())`,
      [piece.id, piece.name, paymentIntent],
    );
    return { piece, paymentIntent };
  }
  /** A visitor's message with a photo she uploaded to this shop (decision 081), and a new reader. */
  async function visitorMail(name: string, message: string, reader: string) {
    const upload = new FormData();
    upload.append("image", new Blob([new Uint8Array(await jpeg(400, 300))]), "photo.jpg");
    const { url: imageUrl1 } = await (
      await fetch(`${shop.server.url}/api/upload`, { method: "POST", body: upload })
    ).json();
    const contact = await fetch(`${shop.server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, email: "ada@example.com", subject: "commission", message, imageUrl1 }),
    });
    expect(contact.ok).toBe(true);
    const newsletter = await fetch(`${shop.server.url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: reader }),
    });
    expect(newsletter.ok).toBe(true);
  }

  it("lists the sections in the spec's order, each with its own page", async () => {
    const page = await open("");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    const titles = await page.getByRole("list", { name: "Sections" }).locator("h2").allTextContents();
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
    const brand = `MAISON ${javaScriptEnabled ? "JS" : "HTML"}`;
    const saved = (await (await fetch(`${shop.server.url}/api/settings`)).json()).brandName as string;
    // A story paragraph of its own, longer than the 100 characters its preview shows.
    const story = `${uniqueName("Every piece of mine begins")} ${"as a pre-loved bag, taken apart by hand. ".repeat(3)}`;
    await saveSetting("storyParagraph1", story);
    const page = await open("");
    await page.getByRole("link", { name: "Brand Settings" }).first().click();
    await page.getByRole("heading", { name: "Brand Settings" }).waitFor();
    await page.getByRole("link", { name: "Edit Brand Name" }).click();
    await page.getByLabel("Brand Name", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Brand name cannot be empty").waitFor();
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("link", { name: "Edit Brand Name" }).waitFor();
    expect(await page.getByText(saved, { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole("link", { name: "Edit Brand Name" }).click();
    await page.getByLabel("Brand Name", { exact: true }).fill(brand);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("link", { name: "Edit Brand Name" }).waitFor();
    // Story paragraphs preview at 100 characters.
    const preview = await page
      .locator("dd")
      .filter({ hasText: story.slice(0, 40) })
      .textContent();
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

    await page.goto(shop.server.url);
    const brandName = page.getByRole("banner").getByText(brand);
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
  });

  it("saves every text setting, refusing a blank one with its own message", async () => {
    const page = currentPage();
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
      if (!page.url().endsWith(`/admin/${section}`)) await page.goto(`${shop.server.url}/admin/${section}`);
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
    const settings = await (await fetch(`${shop.server.url}/api/settings`)).json();
    for (const [, label, key] of fields) expect(settings[key], key).toBe(`${label} (${mode})`);
    // The storefront shows them.
    await page.goto(shop.server.url);
    await page.getByRole("heading", { name: `Hero Title (${mode})` }).waitFor();
    await page.getByText(`Step 2 Description (${mode})`).waitFor();
    // About forty page loads without JavaScript: over a minute on a busy two-core machine.
  }, 180_000);

  it("sets and removes a collection's main photo", async () => {
    const page = await open("/collections");
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
    await toast(page, "Collection main photo saved.");
    // Remove only asks; the photo goes once she confirms.
    await page.getByRole("link", { name: "Remove photo of travel" }).click();
    await page.getByRole("button", { name: "Yes, remove photo of travel" }).click();
    await toast(page, "Collection main photo removed.");
    expect(await page.getByRole("link", { name: "Remove photo of travel" }).count()).toBe(0);
  });

  it("adds, renames, moves and deletes a scrolling image", async () => {
    // A strip image of its own for the new one to move above.
    await shop.createScrollingImage();
    const added = uniqueName("New strip photo");
    const renamed = uniqueName("Renamed strip photo");
    const page = await open("/scrolling");
    await page.getByRole("button", { name: "Add Image" }).click();
    // Each field shows its own message.
    await page.getByText("Please select a file to upload").waitFor();
    await page.getByText("Please provide a title").waitFor();
    await page.getByLabel("Image").setInputFiles(await photo("strip.jpg"));
    await page.getByRole("button", { name: "Add Image" }).click();
    await page.getByText("Please provide a title").waitFor();
    expect(await page.getByText("Please select a file to upload").count()).toBe(0);
    await page.getByLabel("Image").setInputFiles(await photo("strip.jpg"));
    await page.getByLabel("Title", { exact: true }).fill(added);
    await page.getByRole("button", { name: "Add Image" }).click();
    await toast(page, "Scrolling image added.");
    expect(await page.getByRole("button", { name: `Move down: ${added}` }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: `Move up: ${added}` }).click();
    await expect
      .poll(() => page.getByRole("button", { name: `Move down: ${added}` }).isDisabled())
      .toBe(false);
    await page.getByLabel(`Title of ${added}`, { exact: true }).fill(" ");
    await page.getByRole("button", { name: `Save title of ${added}` }).click();
    await page.getByText("Please provide a title").waitFor();
    await page.getByLabel(`Title of ${added}`, { exact: true }).fill(renamed);
    await page.getByRole("button", { name: `Save title of ${added}` }).click();
    await page.getByRole("link", { name: `Delete ${renamed}` }).click();
    await page.getByRole("button", { name: `Yes, delete ${renamed}` }).click();
    await toast(page, "Scrolling image deleted.");
    expect(await page.getByLabel(`Title of ${renamed}`, { exact: true }).count()).toBe(0);
  });

  it("adds, edits, moves and deletes a gallery item", async () => {
    // A gallery item of its own above the new one: its Edit is disabled while the new one is edited.
    const other = await shop.createGalleryItem();
    const title = uniqueName("Night Garden");
    const renamed = `${title} II`;
    const page = await open("/gallery");
    const add = page.locator("form").filter({ has: page.getByRole("button", { name: "Add Item" }) });
    await add.getByRole("button", { name: "Add Item" }).click();
    // Each field shows its own message, tied to its input.
    // With JavaScript the images are thumbnails with one address box that adds; without, a box each.
    const mainImage = javaScriptEnabled ? "Add a photo by URL (press Enter)" : "Main image URL";
    for (const label of ["Title", "Description", mainImage]) {
      const field = add.getByLabel(label);
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      const message = add.locator(`[id="${await field.getAttribute("aria-describedby")}"]`);
      expect(await message.textContent()).toBe("All fields are required.");
    }
    await add.getByLabel("Title").fill(title);
    await add.getByLabel("Description").fill("A painted clutch.");
    // The uploaded files stand for the main image: no address is needed.
    await add.getByLabel("Upload images").setInputFiles([await photo("a.jpg"), await photo("b.jpg")]);
    if (javaScriptEnabled) await add.getByRole("img", { name: "Photo 2" }).waitFor();
    await add.getByRole("button", { name: "Add Item" }).click();
    await toast(page, "Gallery item added successfully!");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByRole("button", { name: "Update Item" }).waitFor();
    // While one item is edited, the other Edit buttons are disabled.
    expect(await page.getByRole("link", { name: `Edit ${other.title}` }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    await page.locator('input[name="title"]').last().fill(renamed);
    await page.getByRole("button", { name: "Update Item" }).click();
    await toast(page, "Gallery item updated successfully!");
    await page.getByRole("button", { name: `Move up: ${renamed}` }).click();
    await page.getByRole("link", { name: `Delete ${renamed}` }).click();
    await page.getByRole("button", { name: `Yes, delete ${renamed}` }).click();
    await toast(page, "Gallery item deleted.");
    await saveScreenshot(page, `admin-gallery-js-${javaScriptEnabled}`);
  });

  it("lists a paid order, marks it shipped and exports the orders as CSV", async () => {
    const { piece, paymentIntent } = await paidOrder();
    const page = await open("/orders");
    // Its line, opened into its card.
    const order = page.locator("li[id^=order-]").filter({ hasText: `${piece.name} · $2,840.00` });
    await order.getByRole("link", { name: `${piece.name} · $2,840.00` }).click();
    await order.getByText(`Stripe payment ${paymentIntent}`).waitFor();
    expect(await order.locator("address").innerText()).toBe(
      "Grace Hopper\n1 Navy Way\nArlington 22201\nUnited States",
    );
    await order.getByRole("button", { name: "Mark shipped" }).click();
    await toast(page, "Order marked as shipped.");
    expect(await order.getByRole("button", { name: "Mark shipped" }).count()).toBe(0);

    const download = await page.request.get(`${shop.server.url}/admin/orders/csv`);
    expect(download.headers()["content-type"]).toContain("text/csv");
    const rows = parse<Record<string, string>>(await download.text(), { columns: true });
    const mine = rows.filter((row) => row.stripe_payment === paymentIntent);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: "shipped",
      product: piece.name,
      amount: "2840.00",
      currency: "USD",
      // A cell a spreadsheet would run as a formula is escaped.
      buyer_name: "'=Grace Hopper",
      buyer_email: "grace@example.com",
      city: "Arlington",
      country: "United States",
      stripe_payment: paymentIntent,
    });
    expect(mine[0].shipped_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("reads the inbox and the subscribers", async () => {
    const name = uniqueName("Ada Lovelace");
    const message = `Please rework my bag (${name}).`;
    const reader = `${uniqueName("reader").replace(/\W+/g, "-")}@example.com`;
    // The Inbox link counts every message no one has read yet, other tests' too.
    const [{ n }] = await sql<{ n: string }>(
      `SELECT (SELECT count(*) FROM "ContactMessage" WHERE "readAt" IS NULL AND "archivedAt" IS NULL)
            + (SELECT count(*) FROM "Inquiry" WHERE "readAt" IS NULL AND "archivedAt" IS NULL) AS n`,
    );
    const inboxText = (unread: number) => (unread === 0 ? "Inbox" : `Inbox${unread} unread`);
    await visitorMail(name, message, reader);
    const page = await open("/inbox");
    await page.getByText(message).waitFor();
    const inboxLink = page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("link", { name: /^Inbox/ });
    expect(await inboxLink.textContent()).toBe(inboxText(Number(n) + 1));
    // Its line says a photo came with it; opened, the letter shows it.
    await page.getByRole("link", { name: `${name} <` }).click();
    await page.getByRole("img", { name: `Attachment 1 from ${name}` }).waitFor();
    await page.getByRole("button", { name: `Mark as read: ${name}` }).click();
    await toast(page, "Marked as read.");
    expect(await inboxLink.textContent()).toBe(inboxText(Number(n)));
    await page.goto(`${shop.server.url}/admin/subscribers`);
    await page.getByText(reader).waitFor();
    // The reader has not confirmed: the export holds the confirmed subscribers unless asked for others.
    const exported = async (status: string): Promise<Record<string, string>[]> =>
      parse(await (await page.request.get(`${shop.server.url}/admin/subscribers/csv${status}`)).text(), {
        columns: true,
      });
    expect((await exported("")).map((row) => row.email)).not.toContain(reader);
    expect(await exported("?status=waiting")).toContainEqual({
      email: reader,
      status: "waiting",
      subscribed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      confirmed_at: "",
      unsubscribed_at: "",
    });
  });

  it("fits every dashboard page on a phone's screen, with buttons at least 44 px tall", async () => {
    // Every list has a row of the test's own to lay out.
    await shop.createProduct();
    await shop.createGalleryItem();
    await shop.createScrollingImage();
    await paidOrder();
    await visitorMail(
      uniqueName("Ada Lovelace"),
      "Please rework my bag.",
      `${uniqueName("fit").replace(/\W+/g, "-")}@example.com`,
    );
    const page = currentPage();
    await page.setViewportSize({ width: 390, height: 844 });
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
      "/policies",
      "/policies?edit=privacy",
    ]) {
      await page.goto(`${shop.server.url}/admin${section}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `/admin${section}`).toBeLessThanOrEqual(0);
      // The page's buttons and the links styled as buttons are finger-sized tap targets.
      const short = await page.evaluate(() =>
        [...document.querySelectorAll("main button, main a.button")]
          .filter((target) => target.getBoundingClientRect().height < 44)
          .map((target) => target.textContent?.trim()),
      );
      expect(short, `/admin${section}`).toEqual([]);
    }
  });
});
