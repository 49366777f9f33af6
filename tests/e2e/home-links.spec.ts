// A visitor on the home page follows its header links (About, Shop, Contact, which jump within the
// page) before its forms have hydrated: the page scrolls to the section, React reports no error,
// and the contact form the server rendered is the one that hydrates, not thrown away and drawn
// afresh (React error #421, decision 272).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { isInViewport, launchBrowser } from "../support/browser";
import { emptyShopForFile } from "../support/empty-shop-per-file";
import { PHONE } from "../support/owner-screens";

const shop = emptyShopForFile("home_links");

describe.each([
  { screen: "phone", viewport: PHONE },
  { screen: "desktop", viewport: { width: 1280, height: 900 } },
])("the home page's header links on a $screen", ({ viewport }) => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport });
  });
  afterAll(() => browser?.close());

  /** The home page, its contact form's element marked, and every error the page reports. */
  async function openHome() {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(shop().server.url);
    await page.evaluate(() => Object.assign(window, { serverForm: document.querySelector("#contact form") }));
    return { page, errors };
  }

  const follow = async (page: Page, name: string) => {
    const header = page.getByRole("banner");
    if (viewport.width < 768) await header.getByLabel("Menu").click();
    await header.getByRole("link", { name, exact: true }).click();
  };

  it.each([
    { link: "About", section: "#story" },
    { link: "Shop", section: "#shop" },
    { link: "Contact", section: "#contact" },
  ])(
    "jumps to $section by $link, and the server's contact form is the one that hydrates",
    async ({ link, section }) => {
      const { page, errors } = await openHome();
      await follow(page, link);
      await page.waitForURL(new RegExp(`${section}$`));
      await expect.poll(() => isInViewport(page, page.locator(`${section} h2`).first())).toBe(true);
      // Near the view the contact form hydrates: React takes over the server's element (its fiber
      // is set on it) rather than drawing a new one.
      await page.locator("#contact").scrollIntoViewIfNeeded();
      const hydratedInPlace = () =>
        page.evaluate(() => {
          const form = document.querySelector("#contact form");
          const kept = form !== null && form === (window as { serverForm?: Element }).serverForm;
          return kept && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
        });
      await expect.poll(hydratedInPlace).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
