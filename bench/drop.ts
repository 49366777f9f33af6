// `npm run bench:drop [-- --visitors 1000 --buyers 100 --lead 45 --clients 2]` (never part of
// `npm test`; needs the test PostgreSQL and `npm run build`): the crowd at a drop. Two production
// instances behind a round-robin proxy, one S3 bucket read at its public address, a piece whose
// three photos were just uploaded, its drop `--lead` seconds ahead. From the minute, `--visitors`
// arrive over 10 s from `--clients` processes, each from its own address: the piece's page, the
// three photos it names (one visitor in five without AVIF takes WebP), the home page; the first
// `--buyers` (within 2 s) press "Complete Purchase". Prints the report and writes
// bench/results/drop-latest.json (docs/performance.md).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { queryDatabase } from "../tests/support/postgres";
import { describeMachine, loadNow } from "./machine";
import { startCrowd } from "./drop/crowd";
import { dropReport } from "./drop/report";
import { DATABASE, startDropShop } from "./drop/shop";
import { createVisitors } from "./drop/visitor";

const { values } = parseArgs({
  options: {
    visitors: { type: "string", default: "1000" },
    buyers: { type: "string", default: "100" },
    lead: { type: "string", default: "45" },
    early: { type: "string", default: "4" },
    clients: { type: "string", default: "2" },
  },
});
const VISITORS = Number(values.visitors);
const BUYERS = Number(values.buyers);
const EARLY_PER_SECOND = Number(values.early);
const CLIENTS = Number(values.clients);
if (!Number.isInteger(CLIENTS) || CLIENTS < 1)
  throw new Error(`--clients ${values.clients}: a whole number from 1`);
const ARRIVALS_MS = 10_000;
const BUYERS_WITHIN_MS = 2_000;
/** Time for the plan to reach every client before the minute it names. */
const PLAN_AHEAD_MS = 250;

const machine = describeMachine();
const shop = await startDropShop(Number(values.lead) * 1000);
const crowd = await startCrowd(CLIENTS);

/**
 * Visitors before the minute, left out of the figures: the piece's Coming page, its photos, the home
 * page. A shop open for a while has served pages before its drop, while an instance just started
 * runs its first requests unoptimised (a page from the page cache cost 16 ms of CPU cold, 2.4 warm).
 * They visit as the crowd does, from addresses of their own (10.200.x.7 on), and a failed request
 * of theirs is only not measured.
 */
const early = createVisitors({ url: shop.url, productId: shop.productId, minuteAt: shop.goesLiveAt });
const EARLY_FIRST_INDEX = 200 << 8;
let earlyVisitors = 0;
while (EARLY_PER_SECOND > 0 && Date.now() < shop.goesLiveAt - 2_000) {
  await Promise.all([
    early.visit(EARLY_FIRST_INDEX + earlyVisitors++, false),
    new Promise((resolve) => setTimeout(resolve, 1000 / EARLY_PER_SECOND)),
  ]);
}

await new Promise((resolve) => setTimeout(resolve, Math.max(0, shop.goesLiveAt - Date.now() + 50)));
const variantsAtMinute = await shop.storedVariants();
const loadAtMinute = loadNow();
// The minute each client counts its arrivals from: the same instant on every process's clock.
const arrived = await crowd.arrive({
  url: shop.url,
  productId: shop.productId,
  minuteAt: Date.now() + PLAN_AHEAD_MS,
  visitors: VISITORS,
  buyers: BUYERS,
  arrivalsMs: ARRIVALS_MS,
  buyersWithinMs: BUYERS_WITHIN_MS,
});
await crowd.close();

// The winner pays; the shop records the sale when the browser reports it.
if (arrived.winner) {
  shop.stripe.succeed(arrived.winner.intent!);
  await fetch(`${shop.url}/api/payment-success`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": arrived.winner.address },
    body: JSON.stringify({
      productId: shop.productId,
      paymentIntentId: arrived.winner.intent,
      customerEmail: "winner@example.com",
      customerName: "Winner",
    }),
  });
}
const [{ sales, refunds }] = await queryDatabase<{ sales: number; refunds: number }>(
  DATABASE,
  `SELECT (SELECT count(*)::int FROM "Order" WHERE "productId" = $1) AS sales,
          (SELECT count(*)::int FROM "Refund") AS refunds`,
  [shop.productId],
);
const charged = [...shop.stripe.intents.values()].filter((intent) => intent.status === "succeeded").length;
fs.mkdirSync("bench/results", { recursive: true });
// What the instances logged (a 5xx's cause), beside the report.
shop.instances.forEach((instance, i) =>
  fs.writeFileSync(`bench/results/drop-instance-${i}.log`, instance.output()),
);
// A run during which an instance stopped (its log says why) measured a crowd knocking at a closed door.
const stopped = shop.instances.findIndex(
  ({ process: server }) => server.exitCode !== null || server.signalCode !== null,
);
await shop.stop();
if (stopped >= 0)
  throw new Error(`instance ${stopped} stopped during the run: bench/results/drop-instance-${stopped}.log`);

const report = dropReport({
  visitors: VISITORS,
  buyers: BUYERS,
  arrivalsMs: ARRIVALS_MS,
  clients: crowd.clients,
  crowd: arrived,
  visitorsBeforeMinute: earlyVisitors,
  machine,
  loadAtMinute,
  variantsStoredAtMinute: variantsAtMinute,
  sales,
  refunds,
  charged,
});
console.log(JSON.stringify(report, null, 2));
fs.writeFileSync("bench/results/drop-latest.json", JSON.stringify(report, null, 2));
