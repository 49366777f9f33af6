// The budgets of docs/performance.md, checked against one bench run (reported, never asserted in tests).
import type { RouteJs } from "./build-output";
import type { InteractionRow } from "./interactions";
import { THIS_CHECKOUT, type LighthouseRow } from "./lighthouse";
import type { Machine } from "./machine";
import type { MainThreadRow } from "./main-thread";
import { shareOfStatic, type LoadRow } from "./load";

export interface BenchResults {
  date: string;
  machine: Machine;
  quick: boolean;
  lighthouse: LighthouseRow[];
  mainThread: MainThreadRow[];
  interactions: InteractionRow[];
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
  // The budgets are this checkout's; a previous release measured beside it is only compared.
  const mobile = results.lighthouse.filter((row) => row.preset === "mobile" && row.release === THIS_CHECKOUT);
  /** The page where `figure` is worst, and that figure. */
  const worst = (figure: (row: LighthouseRow) => number, highest: boolean) => {
    const sorted = [...mobile].sort((a, b) => (highest ? figure(b) - figure(a) : figure(a) - figure(b)));
    return sorted.length ? { value: figure(sorted[0]), page: sorted[0].page } : { value: NaN, page: "—" };
  };
  const score = worst((row) => row.median.score, false);
  const tbt = worst((row) => row.median.tbtMs, true);
  const singleRun = worst((row) => Math.min(...row.runs.map((run) => run.score)), false);
  const lcp = worst((row) => row.median.lcpMs, true);
  const cls = worst((row) => row.median.cls, true);
  const slowest = [...results.interactions].sort((a, b) => b.inpMs - a.inpMs)[0];
  const productJs = results.jsPerRoute.find((row) => row.route === "products.$id")?.jsGzipKB ?? NaN;
  const home = results.growth.find((row) => row.target === "home page");
  const renderedPercent = Math.round(100 * shareOfStatic(results.load, "product page, rendered"));
  const pages = `(${mobile.length} storefront page${mobile.length === 1 ? "" : "s"})`;
  return [
    {
      budget: `Lighthouse mobile, median run 100 ${pages}`,
      measured: `lowest ${score.value} (${score.page})`,
      met: score.value >= 100,
    },
    {
      budget: "TBT ≤ 100 ms (mobile, median run)",
      measured: `highest ${tbt.value} ms (${tbt.page})`,
      met: tbt.value <= 100,
    },
    {
      budget: "No single mobile run below 90",
      measured: `lowest ${singleRun.value} (${singleRun.page})`,
      met: singleRun.value >= 90,
    },
    {
      budget: "LCP ≤ 1.2 s (mobile, median run)",
      measured: `highest ${lcp.value} ms (${lcp.page})`,
      met: lcp.value <= 1200,
    },
    {
      budget: "CLS ≤ 0.01 (mobile, median run)",
      measured: `highest ${cls.value} (${cls.page})`,
      met: cls.value <= 0.01,
    },
    {
      budget: "INP ≤ 100 ms, 4× CPU slowdown (every interaction, median)",
      measured: slowest ? `highest ${slowest.inpMs} ms (${slowest.interaction})` : "not measured",
      met: Boolean(slowest && slowest.inpMs <= 100),
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
}
