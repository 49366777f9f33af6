// `npm run bench`: builds if needed, starts the production server on a fresh embedded database with
// the demo content, and measures Lighthouse, load, growth and JavaScript per route. Prints tables
// and writes bench/results/latest.json, with the machine it ran on (CPU, load, Lighthouse's
// benchmarkIndex per run). `--quick` shortens every measurement (used by the test that proves the
// bench works); `--no-build` uses the existing build; `--against <git ref>` builds that release too
// and runs Lighthouse on both in turns, so the two are compared on the same machine in the same state.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { startServer, tempDataDir } from "../tests/support/server";
import { javaScriptPerRoute } from "./build-output";
import { checkBudgets, type BenchResults } from "./budgets";
import { measureGrowth } from "./growth";
import { measureInteractions } from "./interactions";
import { measureMainThread } from "./main-thread";
import { runLighthouse, THIS_CHECKOUT, type Target } from "./lighthouse";
import { measureAll, RENDER_EVERY_TIME, shareOfStatic } from "./load";
import { describeMachine, finishMachine } from "./machine";
import { startPreviousRelease } from "./previous-release";

const { values: flags } = parseArgs({
  options: { quick: { type: "boolean" }, "no-build": { type: "boolean" }, against: { type: "string" } },
});
const quick = flags.quick ?? false;
const machine = describeMachine();
const STOREFRONT_PAGES = ["/", "/gallery", "/shop", "/category/handbags", "/products/1"];
if (!flags["no-build"] || !fs.existsSync("build/index.js")) {
  execSync("npm run build", { stdio: "inherit" });
}

const owner = { email: "bench@example.com", password: "bench-password-not-secret" };
const serverEnv = {
  OWNER_EMAIL: owner.email,
  OWNER_PASSWORD: owner.password,
  RATE_LIMIT_SCALE: "0",
  SESSION_SECRET: "bench-session-secret-".padEnd(40, "x"),
};
const server = await startServer({ ...serverEnv, DATA_DIR: tempDataDir("atelier-bench-") });
const previous = flags.against ? await startPreviousRelease(flags.against, serverEnv) : undefined;

try {
  const jsPerRoute = javaScriptPerRoute();
  console.log("Lighthouse (a new browser and profile per run)…");
  const targets: Target[] = [{ release: THIS_CHECKOUT, url: server.url }, ...(previous ? [previous] : [])];
  const lighthouse = await runLighthouse(
    targets,
    quick ? ["/products/1"] : STOREFRONT_PAGES,
    quick ? ["mobile"] : ["mobile", "desktop"],
    quick ? { runs: 1, warmUps: 0 } : { runs: 3, warmUps: 1 },
  );

  console.log("Main thread in CPU time…");
  const mainThread = await measureMainThread(
    server.url,
    quick ? ["/products/1"] : STOREFRONT_PAGES,
    quick ? 1 : 3,
  );

  console.log("Interactions at 4× CPU slowdown…");
  const interactions = await measureInteractions(server.url, quick ? 1 : 3);

  console.log("Load…");
  const seconds = quick ? 2 : 10;
  const html = await (await fetch(`${server.url}/`)).text();
  const staticAsset = html.match(/\/build\/entry\.client-[\w]+\.js/)?.[0] ?? "/favicon.ico";
  const load = await measureAll(
    server.url,
    [
      ["home page", "/"],
      ["product page", "/products/1"],
      ["product page, rendered", "/products/1", RENDER_EVERY_TIME],
      ["GET /api/products", "/api/products"],
      ["static asset", staticAsset],
    ],
    seconds,
  );
  const productToStaticRatio = shareOfStatic(load, "product page");

  console.log("Growth to 1,000 products…");
  const growth = await measureGrowth(server.url, owner, quick ? 1 : 5);

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: finishMachine(machine),
    quick,
    lighthouse,
    mainThread,
    interactions,
    load,
    productToStaticRatio,
    growth,
    jsPerRoute,
  };
  const budgets = checkBudgets(results);
  console.log("\nLighthouse: the median run of each page (Lighthouse's pick)");
  console.log(`Machine: ${machine.cpuModel}, ${machine.cores} cores; load ${machine.loadAtStart.join(" ")}`);
  console.table(
    lighthouse.map(({ release, page, preset, median }) => ({ release, page, preset, ...median })),
  );
  console.log("Lighthouse: every measured run");
  console.table(
    lighthouse.flatMap(({ release, page, preset, runs }) =>
      runs.map((run, i) => ({ release, page, preset, run: i + 1, ...run })),
    ),
  );
  console.log("Main thread per page, CPU time of one load (median of runs; long = 50 ms or more × 4)");
  console.table(mainThread);
  console.log("Interaction to Next Paint, 4× CPU slowdown, phone screen (median, every run)");
  console.table(interactions.map((row) => ({ ...row, runs: row.runs.join(" / ") })));
  console.log(
    `Load (${seconds} s each, 10 connections); product page ÷ static asset = ${productToStaticRatio}`,
  );
  console.table(load);
  console.log("Growth");
  console.table(
    growth.map((row) => ({
      ...row,
      products: row.products.join(" → "),
      p50Ms: row.p50Ms.join(" → "),
      requestsPerSec: row.requestsPerSec.join(" → "),
    })),
  );
  console.log("JavaScript per page (gzipped)");
  console.table(jsPerRoute);
  console.log("Budgets");
  console.table(budgets.map((row) => ({ ...row, met: row.met ? "pass" : "FAIL" })));
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync("bench/results/latest.json", JSON.stringify({ ...results, budgets }, null, 2));
  console.log("Written: bench/results/latest.json");
} finally {
  await Promise.all([server.stop(), previous?.stop()]);
}
