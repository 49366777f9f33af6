// A fresh browser page for each test of a describe block, so no test sees another's page.
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach } from "vitest";
import { describeFailedPage } from "./browser";

/**
 * Opens a page before each test and closes it after; call the answer inside a test to get it. The
 * browser keeps no cookie from the test before unless `keepCookies` (an owner signed in once for all).
 */
export function pagePerTest(browser: () => BrowserContext, { keepCookies = false } = {}) {
  let page: Page | undefined;
  beforeEach(async () => {
    if (!keepCookies) await browser().clearCookies();
    page = await browser().newPage();
  });
  afterEach(async ({ task }) => {
    // Named with its describe block too: describe.each repeats a test's own name for each screen.
    const name = [task.suite?.name, task.name].filter(Boolean).join(" ");
    if (page && task.result?.state === "fail") await describeFailedPage(page, name);
    await page?.close();
  });
  return () => {
    if (!page) throw new Error("pagePerTest: no test is running");
    return page;
  };
}
