// The browser engines a test can run in, behind one small interface: CSS selectors and functions
// run in the page, which every engine's driver speaks alike. Chromium through playwright-core.
import type { Page } from "playwright-core";
import { launchBrowser } from "./browser";

export interface EnginePage {
  /** Opens `url` and, for a page with JavaScript, waits until React has taken it over. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (it may not close over test variables) and returns what it returns. */
  evaluate<T>(fn: () => T): Promise<T>;
  /** Clicks the first element matching `selector`, scrolled into view first. */
  click(selector: string): Promise<void>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** A browser with a desktop-sized window, trusting the test front's own certificate. */
  launch(): Promise<EngineBrowser>;
}

/** True once React has hydrated the page (the framework scripts start after the main image). */
export const hydrated = () => "__remixRouter" in window && !document.getElementById("deferred-scripts");

const playwrightPage = (page: Page): EnginePage => ({
  // launchBrowser's pages wait for hydration after goto.
  goto: async (url) => {
    await page.goto(url);
  },
  evaluate: (fn) => page.evaluate(fn),
  click: (selector) => page.locator(selector).first().click(),
  close: () => page.close(),
});

export const chromiumEngine: Engine = {
  name: "Chromium",
  launch: async () => {
    const context = await launchBrowser();
    return {
      newPage: async () => playwrightPage(await context.newPage()),
      close: () => context.close(),
    };
  },
};

export const engines: Engine[] = [chromiumEngine];
