// Lighthouse (npm) in Debian's Chromium, mobile and desktop presets: the performance score and the
// figures behind it. Nothing is downloaded: chrome-launcher starts the system browser.
import { setTimeout } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { screenEmulationMetrics } from "lighthouse/core/config/constants.js";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/browser";

export interface LighthouseRow {
  page: string;
  preset: "mobile" | "desktop";
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKB: number;
  totalKB: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

export async function runLighthouse(baseUrl: string, pages: string[], presets: ("mobile" | "desktop")[]) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      for (const preset of presets) {
        await visitOnce(chrome.port, `${baseUrl}${page}`, preset);
        // Let the browser finish tearing the warm-up's page down: its work would land in the
        // measured run's main thread, which Lighthouse multiplies by four for the mobile preset.
        await setTimeout(500);
        const result = await lighthouse(
          `${baseUrl}${page}`,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
          preset === "desktop" ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        const { audits, categories, runtimeError } = result.lhr;
        // A failed run scores 0: say why instead of reporting it as a slow page.
        if (runtimeError)
          console.warn(`Lighthouse ${preset} ${page}: ${runtimeError.code} ${runtimeError.message}`);
        const requests = (audits["network-requests"]?.details as { items?: NetworkRequest[] })?.items ?? [];
        const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
        rows.push({
          page,
          preset,
          score: Math.round((categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
          cls: +(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
          tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
          jsKB: kb(
            requests
              .filter((r) => r.resourceType === "Script")
              .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
          ),
          totalKB: kb(audits["total-byte-weight"]?.numericValue ?? 0),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/**
 * A first visit on the same screen makes the page's image variants, which the server then keeps:
 * what every visitor after the first gets, and what the measured run should see.
 */
async function visitOnce(port: number, url: string, preset: "mobile" | "desktop") {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const screen = screenEmulationMetrics[preset];
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
  } finally {
    await context.close();
    await browser.close();
  }
}
