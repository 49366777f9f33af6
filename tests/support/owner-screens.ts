// The owner's two screens: her phone and a desktop, each with JavaScript on and off, and
// for a describe block a browser in which she signs in once, with a page of its own for each test.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchOwnerBrowser, type BrowserOptions } from "./browser";
import { OWNER } from "./owner-api";
import { pagePerTest } from "./page-per-test";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** For `describe.each`: each screen with JavaScript and without. */
export const OWNER_SCREENS = [
  { viewport: PHONE, javaScriptEnabled: true },
  { viewport: PHONE, javaScriptEnabled: false },
  { viewport: DESKTOP, javaScriptEnabled: true },
  { viewport: DESKTOP, javaScriptEnabled: false },
];

/** A screenshot name's ending for a screen: "390-js", "1280-nojs". */
export const screenLabel = (options: BrowserOptions) =>
  `${options.viewport?.width}-${options.javaScriptEnabled === false ? "nojs" : "js"}`;

/** Call inside a describe block: the owner's browser for it; the answer gives the test's page. */
export function ownerPagePerTest(url: () => string, options: BrowserOptions) {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchOwnerBrowser(url(), OWNER, options);
  });
  afterAll(() => browser?.close());
  return pagePerTest(() => browser, { keepCookies: true });
}
