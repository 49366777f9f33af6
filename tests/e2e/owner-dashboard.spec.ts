// The owner's overview and Inbox on her phone (390 × 844, a touch screen), with JavaScript and
// without: each card opens its own section, a sender only this computer knows is warned of, and a
// visitor's message has a Reply. The shop is empty and of this file alone (decision 111).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { ownerPagePerTest, PHONE, screenLabel } from "../support/owner-screens";
import { saveScreenshot } from "../support/browser";

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
  ["Orders and subscribers", "/admin/orders", "Orders"],
] as const;

const openOverview = async (page: Page) => {
  await page.goto(`${shop.server.url}/admin`);
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return page.getByRole("list", { name: "Sections" });
};

describe.each([true, false])("the owner's overview and Inbox on a phone (JavaScript %s)", (javaScriptEnabled) => {
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

  it("offers a 44 px Reply on a visitor's message, answering her with the subject and words quoted", async () => {
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
    const reply = page.getByRole("link", { name: `Reply: ${name}` });
    expect((await reply.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const href = new URL((await reply.getAttribute("href"))!);
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe("mira@example.com");
    expect(href.searchParams.get("subject")).toMatch(/^Re: ./);
    expect(href.searchParams.get("body")).toContain(
      `${name} wrote:\r\n> Is the quilted tote still available?\r\n> I could come on Friday.`,
    );
  });
});
