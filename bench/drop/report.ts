// The drop bench's report (docs/performance.md, "The crowd at a drop"): latencies by kind and by
// second sent, statuses, the sale in the database and at the Stripe fake, the losers' answers, the
// machine it ran on (CPU, cores, load), whether the clients kept to the schedule, and the targets met.
import type { Machine } from "../machine";
import type { PurchaseAnswer, Timed } from "./visitor";

export interface DropRun {
  visitors: number;
  buyers: number;
  arrivalsMs: number;
  clients: number;
  crowd: { timings: Timed[]; losers: PurchaseAnswer[]; lastVisitLateMs: number; doneAt: number };
  visitorsBeforeMinute: number;
  /** The machine with its load averages when the bench started, and the 1-minute load at the minute. */
  machine: Machine;
  loadAtMinute: number;
  variantsStoredAtMinute: number;
  sales: number;
  refunds: number;
  charged: number;
}

export function dropReport(run: DropRun) {
  const { timings, losers } = run.crowd;
  function percentiles(kind: Timed["kind"], sent = (_at: number) => true) {
    const sorted = timings
      .filter((t) => t.kind === kind && t.status === 200 && sent(t.at))
      .map((t) => t.ms)
      .sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
    return { answered: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
  }
  const statuses = (kind: Timed["kind"]) =>
    count(timings.filter((t) => t.kind === kind).map((t) => `${t.status}`));

  const pages = percentiles("page");
  const images = percentiles("image");
  /** p95 of what was sent in each second from the minute: where the tail comes from. */
  const p95BySecond = Array.from({ length: Math.ceil(run.arrivalsMs / 1000) }, (_, second) => {
    const within = (at: number) => at >= second * 1000 && at < (second + 1) * 1000;
    return { second, pages: percentiles("page", within).p95, images: percentiles("image", within).p95 };
  });
  const fiveHundreds = timings.filter((t) => t.status >= 500 || t.status === 0).length;
  const told = losers.filter((l) => l.status === 409 && l.subscribe).length;
  return {
    when: new Date().toISOString(),
    visitors: run.visitors,
    buyers: run.buyers,
    crowdSeconds: Number((run.crowd.doneAt / 1000).toFixed(1)),
    clients: run.clients,
    lastVisitLateMs: Math.round(run.crowd.lastVisitLateMs),
    visitorsBeforeMinute: run.visitorsBeforeMinute,
    machine: { ...run.machine, loadAtMinute: run.loadAtMinute },
    variantsStoredAtMinute: run.variantsStoredAtMinute,
    pages: { ...pages, fromCache: timings.filter((t) => t.kind === "page" && t.cached).length },
    images,
    p95BySecond,
    purchases: percentiles("purchase"),
    statuses: { page: statuses("page"), image: statuses("image"), purchase: statuses("purchase") },
    sales: run.sales,
    refunds: run.refunds,
    charged: run.charged,
    losers: {
      count: losers.length,
      messages: count(losers.map((l) => `${l.status} ${l.message}`)),
      toldHowToHearOfNext: told,
    },
    targets: {
      "no 5xx": fiveHundreds === 0,
      "exactly 1 sale": run.sales === 1,
      "no money from the others": run.charged === run.sales && run.refunds === 0,
      "page p95 <= 250 ms": pages.p95 <= 250,
      "image p95 <= 150 ms": images.p95 <= 150,
      "every loser told, with a way to hear of the next drop":
        losers.length === run.buyers - 1 && told === losers.length,
    },
  };
}

const count = (items: string[]) =>
  items.reduce<Record<string, number>>(
    (counts, item) => ({ ...counts, [item]: (counts[item] ?? 0) + 1 }),
    {},
  );
