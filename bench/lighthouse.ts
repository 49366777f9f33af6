// Lighthouse (npm) in Debian's Chromium, the way PageSpeed Insights runs it: a new browser with an
// empty profile for every run, nothing visited before, the mobile preset (and desktop), one warm-up
// run thrown away, then the median of the measured runs as Lighthouse picks it. Decision 130.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/browser";
import { loadNow } from "./machine";

export type Preset = "mobile" | "desktop";

/** One Lighthouse run's figures (times as Lighthouse reports them: simulated for the phone). */
export interface LighthouseRun {
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** Main-thread work during the load, and the part of it spent on JavaScript. */
  mainThreadMs: number;
  bootupMs: number;
  /** Tasks of 50 ms or more on the simulated device: how many, and the longest. */
  longTasks: number;
  longestTaskMs: number;
  jsKB: number;
  totalKB: number;
  /** Runs before this one that failed to record the load. */
  retries: number;
  /** Lighthouse's measure of this machine's CPU at the run (higher is faster), and the load average. */
  benchmarkIndex: number;
  load: number;
  failed?: string;
}

/** The release name of the build the bench was run from. */
export const THIS_CHECKOUT = "this checkout";

/** A build to measure: this checkout's, or the previous release's beside it. */
export interface Target {
  release: string;
  url: string;
}

export interface LighthouseRow {
  release: string;
  page: string;
  preset: Preset;
  /** The median run (Lighthouse's pick), then every measured run. */
  median: LighthouseRun;
  runs: LighthouseRun[];
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Runs each page and preset `runs` times on every target, after `warmUps` discarded runs (the first
 * visitor of a page makes its image variants, which every later visitor gets from the server's
 * cache). With two targets their runs take turns, so both meet the machine in the same state.
 */
export async function runLighthouse(
  targets: Target[],
  pages: string[],
  presets: Preset[],
  { runs, warmUps }: { runs: number; warmUps: number },
) {
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    for (const preset of presets) {
      for (let run = 0; run < warmUps; run++)
        for (const target of targets) await measureOnce(target.url, page, preset);
      const results = targets.map(() => [] as Result[]);
      for (let run = 0; run < runs; run++)
        for (const [i, target] of targets.entries())
          results[i].push(await measureRetryingFailures(target.url, page, preset));
      for (const [i, { release }] of targets.entries()) {
        const valid = filterToValidRuns(results[i]);
        const median = valid.length ? computeMedianRun(valid) : results[i][0];
        rows.push({ release, page, preset, median: figuresOf(median), runs: results[i].map(figuresOf) });
      }
    }
  }
  return rows;
}

/**
 * A run that failed to record the load (Lighthouse's runtimeError, e.g. NO_NAVSTART, which a new
 * browser on the busy 2-core machine sometimes gives) measured nothing: it is run again, at most
 * twice, and the figures say it was.
 */
const MAX_RETRIES = 2;

async function measureRetryingFailures(baseUrl: string, page: string, preset: Preset) {
  let result = await measureOnce(baseUrl, page, preset);
  for (let retry = 1; retry <= MAX_RETRIES && result.runtimeError; retry++) {
    result = await measureOnce(baseUrl, page, preset);
    retries.set(result, retry);
  }
  return result;
}
const retries = new WeakMap<Result, number>();
const loads = new WeakMap<Result, number>();

/** One run in a browser of its own with an empty profile, closed and deleted afterwards. */
async function measureOnce(baseUrl: string, page: string, preset: Preset) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-lighthouse-"));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
  });
  try {
    const result = await lighthouse(
      `${baseUrl}${page}`,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    loads.set(result.lhr, loadNow());
    // A failed run scores 0: say why instead of reporting it as a slow page.
    const { runtimeError } = result.lhr;
    if (runtimeError)
      console.warn(`Lighthouse ${preset} ${page}: ${runtimeError.code} ${runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

function figuresOf(lhr: Result): LighthouseRun {
  const { audits } = lhr;
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  const items = <T>(id: string) => ((audits[id]?.details as { items?: T[] })?.items ?? []) as T[];
  const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
  const longTasks = items<{ duration: number }>("long-tasks");
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: value("total-blocking-time"),
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    cls: +(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
    mainThreadMs: value("mainthread-work-breakdown"),
    bootupMs: value("bootup-time"),
    longTasks: longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks.map((task) => task.duration))),
    jsKB: kb(
      items<NetworkRequest>("network-requests")
        .filter((request) => request.resourceType === "Script")
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    ),
    totalKB: kb(audits["total-byte-weight"]?.numericValue ?? 0),
    retries: retries.get(lhr) ?? 0,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    load: loads.get(lhr) ?? NaN,
    ...(lhr.runtimeError ? { failed: lhr.runtimeError.code } : {}),
  };
}
