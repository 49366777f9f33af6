// The budgets of issue 9, checked against one bench run (reported, never asserted in tests).
import type { RouteJs } from "./build-output";
import type { LighthouseRow } from "./lighthouse";
import { shareOfStatic, type LoadRow } from "./load";

export interface BenchResults {
  date: string;
  quick: boolean;
  lighthouse: LighthouseRow[];
  load: LoadRow[];
  productToStaticRatio: number;
  growth: { target: string; products: readonly [number, number]; costRatio: number }[];
  jsPerRoute: RouteJs[];
}

export interface BudgetRow {
  budget: string;
  measured: string;
  met: boolean;
}

export function checkBudgets(results: BenchResults): BudgetRow[] {
  const mobile = results.lighthouse.filter((row) => row.preset === "mobile");
  const worst = <K extends keyof LighthouseRow>(key: K, pick: (a: number, b: number) => number) =>
    mobile.reduce(
      (value, row) => pick(value, row[key] as number),
      mobile.length ? (mobile[0][key] as number) : NaN,
    );
  const productJs = results.jsPerRoute.find((row) => row.route === "products.$id")?.jsGzipKB ?? NaN;
  const home = results.growth.find((row) => row.target === "home page");
  const renderedPercent = Math.round(100 * shareOfStatic(results.load, "product page, rendered"));
  const rows: BudgetRow[] = [
    {
      budget: "Lighthouse mobile performance ≥ 98 (all four pages)",
      measured: `lowest ${worst("score", Math.min)}`,
      met: worst("score", Math.min) >= 98,
    },
    {
      budget: "LCP ≤ 1.2 s (mobile)",
      measured: `highest ${worst("lcpMs", Math.max)} ms`,
      met: worst("lcpMs", Math.max) <= 1200,
    },
    {
      budget: "CLS ≤ 0.01 (mobile)",
      measured: `highest ${worst("cls", Math.max)}`,
      met: worst("cls", Math.max) <= 0.01,
    },
    { budget: "Product page JS ≤ 110 KB gzipped", measured: `${productJs} KB`, met: productJs <= 110 },
    {
      budget: "Product page throughput ≥ 40 % of a static asset's",
      measured: `${Math.round(results.productToStaticRatio * 100)} % (rendered every time: ${renderedPercent} %)`,
      met: results.productToStaticRatio >= 0.4,
    },
    {
      budget: "Home page at 1,000 products ≤ 1.5 × its cost at 10",
      measured: home
        ? `${home.costRatio} × (${home.products[0]} → ${home.products[1]} products)`
        : "not measured",
      met: Boolean(home && home.costRatio <= 1.5),
    },
  ];
  return rows;
}
