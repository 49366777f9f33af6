// The main thread's work on each page, in CPU time rather than wall time: a Chromium trace of one
// load in a new browser (phone screen, no throttling), from the navigation until React has hydrated
// and the page is idle. Thread time leaves out the moments the thread waited for a core, so these
// figures hold on a busy machine, where Lighthouse's TBT does not (decision 131). Each task's CPU
// time × 4 is what Lighthouse's simulated phone counts; "blocking" sums what exceeds 50 ms of that.
import { screenEmulationMetrics } from "lighthouse/core/config/constants.js";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForHydration } from "../tests/support/browser";

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export interface MainThreadRow {
  page: string;
  /** CPU time of every task on the page's main thread, in ms (not multiplied). */
  cpuMs: number;
  /** Tasks that are 50 ms or more once multiplied by 4, and what they exceed it by in total. */
  longTasks: number;
  blockingMs: number;
  longestTaskMs: number;
  /** What took most of the longest task's time. */
  longestTaskDoes: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string };
    beginData?: { url?: string };
  };
}

const TASK = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const ACTIVITIES = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "v8.compile",
  "v8.compileModule",
  "MajorGC",
  "MinorGC",
]);

/** The median over `runs` loads of each figure, page by page. */
export async function measureMainThread(baseUrl: string, pages: string[], runs: number) {
  const rows: MainThreadRow[] = [];
  for (const page of pages) {
    const loads: MainThreadRow[] = [];
    for (let run = 0; run < runs; run++) loads.push(await traceOnce(baseUrl, page));
    const median = (pick: (row: MainThreadRow) => number) => {
      const sorted = loads.map(pick).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    };
    const typical = [...loads].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(loads.length / 2)];
    rows.push({
      page,
      cpuMs: median((row) => row.cpuMs),
      longTasks: median((row) => row.longTasks),
      blockingMs: median((row) => row.blockingMs),
      longestTaskMs: median((row) => row.longestTaskMs),
      longestTaskDoes: typical.longestTaskDoes,
    });
  }
  return rows;
}

async function traceOnce(baseUrl: string, path: string): Promise<MainThreadRow> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const screen = screenEmulationMetrics.mobile;
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "toplevel"],
    });
    await page.goto(`${baseUrl}${path}`);
    await waitForHydration(page, 30_000);
    // Hydration and what follows it (effects, route discovery) until the page has been idle a while.
    await page.evaluate(
      () => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve, { timeout: 3000 }), 1000)),
    );
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return { page: path, ...summarise(trace.traceEvents, new URL(baseUrl).origin) };
  } finally {
    await browser.close();
  }
}

function summarise(events: TraceEvent[], origin: string) {
  // The page's renderer main thread: the one that parsed its document. The browser's own pages
  // (Chromium's new-tab and omnibox WebUI) have renderers of their own in the same trace.
  const mainThreads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const ours = mainThreads.find((thread) =>
    events.some(
      (e) =>
        e.name === "ParseHTML" &&
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.args?.beginData?.url?.startsWith(origin),
    ),
  );
  const cpuOf = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const sum = (tasks: TraceEvent[]) => tasks.reduce((total, e) => total + cpuOf(e), 0);
  const busiest = ours
    ? events.filter((e) => e.ph === "X" && TASK.has(e.name) && e.pid === ours.pid && e.tid === ours.tid)
    : [];
  // Only outermost tasks: a nested run loop's tasks are part of their parent's time.
  const tasks = busiest
    .sort((a, b) => a.ts - b.ts)
    .filter((task, i, all) => !all.slice(0, i).some((o) => o.ts + (o.dur ?? 0) > task.ts));
  const long = tasks.filter((task) => cpuOf(task) * CPU_SLOWDOWN >= LONG_TASK_MS);
  const longest = [...tasks].sort((a, b) => cpuOf(b) - cpuOf(a))[0];
  return {
    cpuMs: Math.round(sum(tasks)),
    longTasks: long.length,
    blockingMs: Math.round(
      long.reduce((total, task) => total + cpuOf(task) * CPU_SLOWDOWN - LONG_TASK_MS, 0),
    ),
    longestTaskMs: longest ? Math.round(cpuOf(longest)) : 0,
    longestTaskDoes: longest ? activityOf(events, longest) : "",
  };
}

/** The activity inside `task` with the most CPU time, named with its script's file when it has one. */
function activityOf(events: TraceEvent[], task: TraceEvent) {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (e) =>
      e.ph === "X" &&
      ACTIVITIES.has(e.name) &&
      e.pid === task.pid &&
      e.tid === task.tid &&
      e.ts >= task.ts &&
      e.ts < end,
  );
  const top = inside.sort((a, b) => (b.tdur ?? b.dur ?? 0) - (a.tdur ?? a.dur ?? 0))[0];
  if (!top) return "other";
  const url = top.args?.data?.url?.replace(/^https?:\/\/[^/]+/, "");
  const ms = Math.round((top.tdur ?? top.dur ?? 0) / 1000);
  return `${top.name}${url ? ` ${url}` : ""} (${ms} ms)`;
}
