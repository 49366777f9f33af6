// A drop shown as coming, seen by a visitor in London from a New York studio: the studio's minute as
// the owner set it, and with JavaScript the same minute on the visitor's own clock under it.
import { describe, expect, it } from "vitest";
import { launchBrowser, saveScreenshot } from "../support/browser";
import { emptyShopForFile } from "../support/empty-shop-per-file";
import { uniqueName } from "../support/owner-api";
import { DEFAULT_SETTINGS } from "~/modules/site/defaults";
import { formatStudioTime } from "~/utils/studio-time";

// A new shop's studio is in its starting zone (America/New_York).
const { studioTimeZone: STUDIO_ZONE } = DEFAULT_SETTINGS;
const VISITOR_ZONE = "Europe/London";

const currentShop = emptyShopForFile("drop_in_visitor_zone");

describe.each([
  { viewport: { width: 390, height: 844 }, javaScriptEnabled: true },
  { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
])("a visitor in London at $viewport.width px (JavaScript $javaScriptEnabled)", (options) => {
  it("reads when a drop goes live in the studio's zone, and in hers when the page can tell", async () => {
    const shop = currentShop();
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 86_400_000);
    const piece = await shop.createProduct({
      name: uniqueName("London drop"),
      goesLiveAt: at.toISOString(),
      showComing: true,
    });
    const browser = await launchBrowser({ ...options, timezoneId: VISITOR_ZONE });
    try {
      const page = await browser.newPage();
      await page.goto(`${shop.server.url}/products/${piece.id}`);
      const when = page.getByRole("status").filter({ hasText: "Coming" });
      await when.getByText(`Coming ${formatStudioTime(at, STUDIO_ZONE)}`).waitFor();
      const theirs = when.getByText(`${formatStudioTime(at, VISITOR_ZONE)} your time`);
      if (options.javaScriptEnabled) await theirs.waitFor();
      else expect(await theirs.count()).toBe(0);
      await saveScreenshot(page, `drop-visitor-zone-${options.viewport.width}`, when);
    } finally {
      await browser.close();
    }
  });
});
