// Lighthouse (npm) in Debian's Chromium, mobile and desktop presets: the performance score and the
// figures behind it. Nothing is downloaded: chrome-launcher starts the system browser.
import { setTimeout } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { screenEmulationMetrics } from "lighthouse/core/config/constants.js";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/browser";

export interface LighthouseRow {
  page: string;
  preset: "mobile" | "desktop";
  /** The median run's score, then every run's. */
  score: number;
  scoresOfRuns: string;
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

/**
 * Runs each page and preset `runs` times and reports the median run as Lighthouse itself picks it
 * (closest to the median FCP and TTI: its advice for a noisy machine), with every run's score.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: string[],
  presets: ("mobile" | "desktop")[],
  runs: number,
) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      for (const preset of presets) {
        const results: Result[] = [];
        for (let run = 0; run < runs; run++)
          results.push(await measureOnce(chrome.port, baseUrl, page, preset));
        const valid = filterToValidRuns(results);
        rows.push(rowOf(page, preset, valid.length ? computeMedianRun(valid) : results[0], results));
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

async function measureOnce(port: number, baseUrl: string, page: string, preset: "mobile" | "desktop") {
  await visitOnce(port, `${baseUrl}${page}`, preset);
  // Let the browser finish tearing the warm-up's page down: its work would land in the measured
  // run's main thread, which Lighthouse multiplies by four for the mobile preset.
  await setTimeout(500);
  const result = await lighthouse(
    `${baseUrl}${page}`,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
  // A failed run scores 0: say why instead of reporting it as a slow page.
  const { runtimeError } = result.lhr;
  if (runtimeError)
    console.warn(`Lighthouse ${preset} ${page}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr;
}

const scoreOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

function rowOf(page: string, preset: "mobile" | "desktop", lhr: Result, all: Result[]): LighthouseRow {
  const { audits } = lhr;
  const requests = (audits["network-requests"]?.details as { items?: NetworkRequest[] })?.items ?? [];
  const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
  return {
    page,
    preset,
    score: scoreOf(lhr),
    scoresOfRuns: all.map(scoreOf).join(" "),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: +(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    jsKB: kb(
      requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    ),
    totalKB: kb(audits["total-byte-weight"]?.numericValue ?? 0),
  };
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
    // Until the network is quiet: every image the page asks for, lazy ones too, has its variant.
    await page.goto(url, { waitUntil: "networkidle" });
  } finally {
    await context.close();
    await browser.close();
  }
}
