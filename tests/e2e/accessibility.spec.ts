// axe-core scans of every page, the visitor's and the owner's, once React has hydrated it: no
// serious or critical violations (WCAG 2.1 A/AA rules).
import fs from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { startShopWithEverything, type ShopWithEverything } from "../support/every-page";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

describe("accessibility of every page", () => {
  let shop: ShopWithEverything;
  let visitor: BrowserContext;
  let owner: BrowserContext;
  beforeAll(async () => {
    shop = await startShopWithEverything("e2e_accessibility");
    visitor = await launchBrowser();
    owner = await launchBrowser();
    const signIn = await owner.newPage();
    await signIn.goto(`${shop.server.url}/login`);
    await signIn.getByLabel("Email").fill(shop.owner.email);
    await signIn.getByLabel("Password").fill(shop.owner.password);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await signIn.waitForURL(/\/admin$/);
    await signIn.close();
  }, 180_000);
  afterAll(async () => {
    await visitor?.close();
    await owner?.close();
    await shop?.stop();
  });

  async function seriousViolations(browser: BrowserContext, path: string) {
    const page = await browser.newPage();
    try {
      await page.goto(`${shop.server.url}${path}`, { waitUntil: "networkidle" });
      expect(new URL(page.url()).pathname, "not sent elsewhere").toBe(path.split("?")[0]);
      // Evaluated through the DevTools protocol, so the page's CSP does not block it.
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }
        ).axe;
        const result = await axe.run({
          runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
        });
        return result.violations;
      });
      return violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    } finally {
      await page.close();
    }
  }

  it("finds no serious or critical violation on any page", async () => {
    const found: Record<string, string[]> = {};
    // Three pages at a time: much of a scan is the wait for a page's network to go quiet.
    const waiting = [...shop.pages];
    const scanEach = async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        const violations = await seriousViolations(next.owner ? owner : visitor, next.path);
        if (violations.length > 0) found[next.path] = violations;
      }
    };
    await Promise.all([scanEach(), scanEach(), scanEach()]);
    expect(shop.pages.length).toBeGreaterThan(30);
    expect(found).toEqual({});
  }, 600_000);
});
