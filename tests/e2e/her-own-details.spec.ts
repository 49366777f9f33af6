// A shop started without demo content, as its owner and a visitor meet it on a phone and a desktop:
// no demo address, phone or social link anywhere, and the overview's "Before your shop opens" saying
// what is missing until she has given it (her brand name and email given here through Brand Settings).
import { describe, expect, it } from "vitest";
import { saveScreenshot } from "../support/browser";
import { emptyShopForFile } from "../support/empty-shop-per-file";
import { OWNER_SCREENS, ownerPagePerTest, PHONE, screenLabel } from "../support/owner-screens";

const currentShop = emptyShopForFile("her_own_details");

// Her phone with JavaScript, a desktop without it.
describe.each(OWNER_SCREENS.filter((screen) => (screen.viewport === PHONE) === screen.javaScriptEnabled))(
  "a new shop at $viewport.width px (JavaScript $javaScriptEnabled)",
  (options) => {
    const ownerPage = ownerPagePerTest(() => currentShop().server.url, options);

    it("shows visitors none of the demo's details, and tells her what the shop still needs", async () => {
      const shop = currentShop();
      const page = ownerPage();
      await page.goto(shop.server.url);
      const contact = page.locator("section#contact");
      expect(await contact.locator("address").innerText()).toBe("By appointment only");
      expect(
        await page
          .locator("footer")
          .getByRole("link", { name: /Instagram|Pinterest/ })
          .count(),
      ).toBe(0);

      await page.goto(`${shop.server.url}/admin`);
      const checklist = page.getByRole("region", { name: /^Before your shop opens/ });
      await checklist.getByRole("heading", { name: /still to do$/ }).waitFor();
      const heading = await checklist.getByRole("heading").innerText();
      expect(heading).toMatch(/^Before your shop opens: [1-5] of 5 still to do$/);
      expect(await checklist.getByText("Your time zone: missing").count()).toBe(1);
      expect(await checklist.getByText("Stripe's keys are not set on the server").count()).toBe(1);
      await saveScreenshot(page, `opening-checklist-${screenLabel(options)}`, checklist);

      // She opens Brand Settings from the list and gives her email: that line is ticked.
      await checklist.getByRole("link", { name: "Open Brand Settings" }).first().click();
      await page.getByRole("link", { name: /^Edit Studio Email/ }).click();
      await page.getByLabel(/^Studio Email/).fill("studio@maisonlune.example");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("link", { name: /^Edit Studio Email/ }).waitFor();
      await page.goto(`${shop.server.url}/admin`);
      await checklist.getByText("Save your brand name.", { exact: false }).waitFor();
      expect(await checklist.getByText("studio email, phone or address").count()).toBe(0);
    });
  },
);
