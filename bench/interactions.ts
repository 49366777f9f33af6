// Interaction to Next Paint of the storefront's interactions on a slow phone: Chromium at 4× CPU
// slowdown (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset) on the phone's
// screen, a new browser and profile per run. Each interaction's figure is the longest Event Timing
// entry of its input events, from the press to the next paint: what `web-vitals`' onINP reports for
// a page with that one interaction. Decision 131.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { screenEmulationMetrics } from "lighthouse/core/config/constants.js";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForHydration } from "../tests/support/browser";

const CPU_SLOWDOWN = 4;

/** Event Timing reports nothing shorter than 16 ms: such an interaction is shown as 16. */
const SHORTEST_REPORTED_MS = 16;

interface Scenario {
  interaction: string;
  page: string;
  /** Brings the page to where the interaction starts (not measured). */
  before?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

export const SCENARIOS: Scenario[] = [
  {
    interaction: "open the mobile menu",
    page: "/",
    act: (page) => page.locator('summary[aria-label="Menu"]').click(),
  },
  {
    interaction: "open the gallery lightbox",
    page: "/gallery",
    act: (page) => page.locator('a[href^="/gallery/"]').first().click(),
  },
  {
    interaction: "ArrowRight in the lightbox",
    page: "/gallery",
    before: async (page) => {
      await page.locator('a[href^="/gallery/"]').first().click();
      await page.locator("dialog[open]").waitFor();
    },
    act: (page) => page.keyboard.press("ArrowRight"),
  },
  {
    interaction: "next photo of a product",
    page: "/products/1",
    act: (page) => page.getByRole("button", { name: "Next photo" }).click(),
  },
  {
    interaction: "open the inquiry dialog",
    page: "/products/1",
    // Below the fold on a phone: a visitor sees the control before tapping it.
    before: async (page) => {
      await page.getByRole("link", { name: "Inquire About This Piece" }).scrollIntoViewIfNeeded();
    },
    act: (page) => page.getByRole("link", { name: "Inquire About This Piece" }).click(),
  },
  {
    interaction: "shop category filter",
    page: "/shop",
    act: (page) => page.getByRole("link", { name: "HANDBAGS" }).click(),
  },
  {
    interaction: "type in the contact form",
    page: "/",
    before: async (page) => {
      await page.locator("#contact-form textarea").scrollIntoViewIfNeeded();
    },
    act: async (page) => {
      await page.locator("#contact-form textarea").click();
      await page.keyboard.type("Hello", { delay: 50 });
    },
  },
];

export interface InteractionRow {
  interaction: string;
  page: string;
  /** The median of the runs, then every run's (ms). */
  inpMs: number;
  runs: number[];
}

export async function measureInteractions(baseUrl: string, runs: number, scenarios = SCENARIOS) {
  const rows: InteractionRow[] = [];
  for (const scenario of scenarios) {
    const figures: number[] = [];
    for (let run = 0; run < runs; run++) figures.push(await measureOnce(baseUrl, scenario));
    const sorted = [...figures].sort((a, b) => a - b);
    rows.push({
      interaction: scenario.interaction,
      page: scenario.page,
      inpMs: sorted[Math.floor(sorted.length / 2)],
      runs: figures,
    });
  }
  return rows;
}

/** Collects every Event Timing entry that belongs to an interaction, from the page's start. */
const RECORD_INTERACTIONS = `(() => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__interactions.push(entry.duration);
  }).observe({ type: "event", durationThreshold: ${SHORTEST_REPORTED_MS}, buffered: true });
})()`;

async function measureOnce(baseUrl: string, scenario: Scenario) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-inp-"));
  const screen = screenEmulationMetrics.mobile;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(RECORD_INTERACTIONS);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${scenario.page}`);
    await waitForHydration(page, 60_000);
    await settle(page);
    await scenario.before?.(page);
    await settle(page);
    const recorded = () =>
      page.evaluate(() => (window as unknown as { __interactions: number[] }).__interactions);
    const before = (await recorded()).length;
    await scenario.act(page);
    // Entries are reported after the next paint; the observer's callback comes a moment later.
    await settle(page);
    const durations = (await recorded()).slice(before);
    return Math.max(SHORTEST_REPORTED_MS, ...durations);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Waits for two frames and an idle moment of the (throttled) main thread. */
function settle(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })),
        ),
      ),
  );
}
