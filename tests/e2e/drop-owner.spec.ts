// The owner schedules a drop in her browser, with JavaScript and without: the minute is entered in
// the studio's time zone, her list and overview name it, a visitor sees "Coming ..." with no price,
// and once the minute comes (moved a few seconds ahead, so no test waits for a real minute) the
// same visitor sees the live piece.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";
import { DESKTOP, ownerPagePerTest, screenLabel } from "../support/owner-screens";
import { formatStudioTime, toStudioTime } from "~/utils/studio-time";

const STUDIO_ZONE = "America/New_York";

let shop: EmptyShop;
beforeAll(async () => {
  shop = await startEmptyShop("drop_owner");
});
afterAll(() => shop?.stop());

describe.each([
  { viewport: DESKTOP, javaScriptEnabled: true },
  { viewport: DESKTOP, javaScriptEnabled: false },
])("a drop at $viewport.width px (JavaScript $javaScriptEnabled)", (options) => {
  const ownerPage = ownerPagePerTest(() => shop.server.url, options);

  it("is scheduled by the owner, shown to a visitor as coming, then live at its minute", async () => {
    const piece = await shop.createProduct({
      name: uniqueName(`Drop ${screenLabel(options)}`),
      available: false,
      price: 345_600,
    });
    // Tomorrow at this minute, as the studio's clock reads it.
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 86_400_000);
    const page = ownerPage();
    await page.goto(`${shop.server.url}/admin/products/${piece.id}`);
    await page.getByLabel(`Goes live at (studio time, ${STUDIO_ZONE})`).fill(toStudioTime(at, STUDIO_ZONE));
    await page.getByLabel("Show as coming until then").check();
    await page.getByRole("button", { name: "Update Product" }).click();
    const when = formatStudioTime(at, STUDIO_ZONE);
    await page.getByText(`Goes live ${when}`).waitFor();

    await page.goto(`${shop.server.url}/admin`);
    const overview = page.getByRole("region", { name: "Drops" });
    // A day ahead, less the seconds of this minute already gone and the test's own.
    await overview.getByText(new RegExp(`^Next drop ${when}, in 23 h 5\\d min`)).waitFor();
    expect(await overview.textContent()).toContain(piece.name);

    const visitor = await launchBrowser(options);
    try {
      const view = visitor.pages()[0] ?? (await visitor.newPage());
      await view.goto(`${shop.server.url}/products/${piece.id}`);
      await view.getByText(`Coming ${when}`).waitFor();
      expect(await view.getByRole("heading", { name: piece.name }).isVisible()).toBe(true);
      expect(await view.content()).not.toContain("3,456");
      expect(await view.getByRole("button", { name: "Subscribe" }).isVisible()).toBe(true);

      // The minute moved to a few seconds ahead through the owner's API, then awaited.
      const soon = Date.now() + 3_000;
      const moved = await fetch(`${shop.server.url}/api/products/${piece.id}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Cookie: shop.cookie },
        body: JSON.stringify({
          ...{ name: piece.name, description: "Reworked by hand.", price: piece.price },
          ...{ imageUrl: piece.imageUrl, category: piece.category, goesLiveAt: new Date(soon).toISOString() },
        }),
      });
      expect(moved.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, soon - Date.now() + 100));
      await view.goto(`${shop.server.url}/products/${piece.id}`);
      await view.getByText("$3,456.00").first().waitFor();
      expect(await view.getByText(/^Coming /).count()).toBe(0);
    } finally {
      await visitor.close();
    }

    await page.goto(`${shop.server.url}/admin`);
    await page
      .getByRole("region", { name: "Drops" })
      .getByText(`${piece.name}: not sold yet; 0 purchase attempts; 0 subscribers told`)
      .waitFor();
  }, 90_000);
});
