// axe-core scans of the public pages: no serious or critical violations (WCAG 2.1 A/AA rules).
import fs from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { launchBrowser } from "../support/browser";

const baseUrl = inject("baseUrl");
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

describe("accessibility of the public pages", () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(["/", "/gallery", "/shop", "/category/handbags", "/products/1", "/products/1/inquire", "/login"])(
    "%s has no serious or critical violations",
    async (path) => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
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
      await page.close();
      const serious = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(serious).toEqual([]);
    },
  );
});
