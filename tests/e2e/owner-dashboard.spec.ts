// The owner's overview on her phone (390 × 844, a touch screen), with JavaScript and without: each
// card opens its own section. The shop is empty and of this file alone (decision 111).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startEmptyShop, type EmptyShop } from "../support/owner-api";
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

describe.each([true, false])("the overview's cards on a phone (JavaScript %s)", (javaScriptEnabled) => {
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
});
