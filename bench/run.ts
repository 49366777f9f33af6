// `npm run bench`: builds if needed, starts the production server on a fresh embedded database with
// the demo content, and measures Lighthouse, load, growth and JavaScript per route. Prints tables
// and writes bench/results/latest.json. `--quick` shortens every measurement (used by the test that
// proves the bench works); `--no-build` uses the existing build.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { startServer, tempDataDir } from "../tests/support/server";
import { javaScriptPerRoute } from "./build-output";
import { checkBudgets, type BenchResults } from "./budgets";
import { measureGrowth } from "./growth";
import { runLighthouse } from "./lighthouse";
import { measureAll, RENDER_EVERY_TIME, shareOfStatic } from "./load";

const quick = process.argv.includes("--quick");
if (!process.argv.includes("--no-build") || !fs.existsSync("build/index.js")) {
  execSync("npm run build", { stdio: "inherit" });
}

const owner = { email: "bench@example.com", password: "bench-password-not-secret" };
const server = await startServer({
  DATA_DIR: tempDataDir("atelier-bench-"),
  OWNER_EMAIL: owner.email,
  OWNER_PASSWORD: owner.password,
  RATE_LIMIT_SCALE: "0",
  SESSION_SECRET: "bench-session-secret-".padEnd(40, "x"),
});

try {
  const jsPerRoute = javaScriptPerRoute();
  const pages = ["/", "/gallery", "/category/handbags", "/products/1"];
  console.log("Lighthouse…");
  const lighthouse = await runLighthouse(
    server.url,
    quick ? ["/products/1"] : pages,
    quick ? ["mobile"] : ["mobile", "desktop"],
    quick ? 1 : 3,
  );

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
    quick,
    lighthouse,
    load,
    productToStaticRatio,
    growth,
    jsPerRoute,
  };
  const budgets = checkBudgets(results);
  console.log("\nLighthouse");
  console.table(lighthouse);
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
  console.table(budgets);
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync("bench/results/latest.json", JSON.stringify({ ...results, budgets }, null, 2));
  console.log("Written: bench/results/latest.json");
} finally {
  await server.stop();
}
