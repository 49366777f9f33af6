// `npm run bench --quick` works end to end: it produced every figure (budgets are reported by the
// bench itself, never asserted here).
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { expect, it } from "vitest";

it("runs the bench in quick mode and writes every figure", { timeout: 300_000 }, async () => {
  await promisify(execFile)("npx", ["tsx", "bench/run.ts", "--quick", "--no-build"], {
    maxBuffer: 10 * 1024 * 1024,
  });
  const results = JSON.parse(fs.readFileSync("bench/results/latest.json", "utf8"));
  expect(results.quick).toBe(true);
  expect(results.lighthouse[0]).toMatchObject({ page: "/products/1", preset: "mobile" });
  expect(results.lighthouse[0].runs).toHaveLength(1);
  expect(results.lighthouse[0].median.score).toBeGreaterThan(0);
  expect(results.lighthouse[0].median.lcpMs).toBeGreaterThan(0);
  // The machine's speed beside the figures: Lighthouse's CPU measure per run, the load average.
  expect(results.lighthouse[0].release).toBe("this checkout");
  expect(results.lighthouse[0].median.benchmarkIndex).toBeGreaterThan(0);
  expect(results.lighthouse[0].median.load).toBeGreaterThanOrEqual(0);
  expect(results.machine.cores).toBeGreaterThan(0);
  expect(results.machine.loadAtEnd).toHaveLength(3);
  expect(results.mainThread[0].cpuMs).toBeGreaterThan(0);
  expect(results.interactions.map((row: { interaction: string }) => row.interaction)).toEqual([
    "open the mobile menu",
    "open the gallery lightbox",
    "ArrowRight in the lightbox",
    "next photo of a product",
    "open the inquiry dialog",
    "shop category filter",
    "type in the contact form",
  ]);
  expect(results.interactions.every((row: { inpMs: number }) => row.inpMs > 0)).toBe(true);
  expect(results.load.map((row: { target: string }) => row.target)).toEqual([
    "home page",
    "product page",
    "product page, rendered",
    "GET /api/products",
    "static asset",
  ]);
  expect(
    results.load.every(
      (row: { requestsPerSec: number; errors: number }) => row.requestsPerSec > 0 && row.errors === 0,
    ),
  ).toBe(true);
  expect(results.productToStaticRatio).toBeGreaterThan(0);
  expect(results.growth.map((row: { products: number[] }) => row.products[1])).toEqual([1000, 1000]);
  expect(
    results.jsPerRoute.find((row: { route: string }) => row.route === "products.$id").jsGzipKB,
  ).toBeGreaterThan(0);
  expect(results.budgets).toHaveLength(9);
});
