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
  let problems: string[] = [];
  beforeEach(async () => {
    if (!keepCookies) await browser().clearCookies();
    page = await browser().newPage();
    // What the page itself reported, printed only if the test fails.
    problems = [];
    page.on("console", (message) => {
      if (["error", "warning"].includes(message.type()))
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  });
  afterEach(async ({ task }) => {
    // Named with its describe block too: describe.each repeats a test's own name for each screen.
    const name = [task.suite?.name, task.name].filter(Boolean).join(" ");
    if (page && task.result?.state === "fail") {
      await describeFailedPage(page, name);
      console.error(`What the page reported:\n${problems.join("\n") || "nothing"}`);
    }
    await page?.close();
  });
  return () => {
    if (!page) throw new Error("pagePerTest: no test is running");
    return page;
  };
}
