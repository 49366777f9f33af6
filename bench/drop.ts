// `npm run bench:drop [-- --visitors 1000 --buyers 100 --lead 45]` (never part of `npm test`; needs the
// test PostgreSQL and `npm run build`): the crowd at a drop. Two production instances behind a
// round-robin proxy, one S3 bucket, a piece whose three photos were just uploaded, its drop `--lead`
// seconds ahead. From the minute, `--visitors` arrive over 10 s, each from its own address: the
// piece's page, the three photos it names (one visitor in five without AVIF takes WebP), the home
// page; the first `--buyers` (within 2 s) press "Complete Purchase". Prints the report and writes
// bench/results/drop-latest.json (docs/performance.md).
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { queryDatabase } from "../tests/support/postgres";
import { DATABASE, startDropShop } from "./drop/shop";

const { values } = parseArgs({
  options: {
    visitors: { type: "string", default: "1000" },
    buyers: { type: "string", default: "100" },
    lead: { type: "string", default: "45" },
  },
});
const VISITORS = Number(values.visitors);
const BUYERS = Number(values.buyers);
const ARRIVALS_MS = 10_000;
const BUYERS_WITHIN_MS = 2_000;

const loadBefore = os.loadavg();
const shop = await startDropShop(Number(values.lead) * 1000);

interface Timed {
  kind: "page" | "image" | "purchase";
  status: number;
  ms: number;
  /** When it was sent, from the minute. */
  at: number;
}
const timings: Timed[] = [];
/** The drop's minute, on the clock of `performance.now()`. */
let minute = 0;
const losers: { status: number; message: string; subscribe: boolean }[] = [];
let winner: { intent: string; address: string } | undefined;

/** One request as visitor `address`, its answer read whole; status 0 when the connection failed. */
async function timed(kind: Timed["kind"], path: string, address: string, init: RequestInit = {}) {
  const started = performance.now();
  let status = 0;
  let body = "";
  try {
    const response = await fetch(`${shop.url}${path}`, {
      ...init,
      headers: { ...init.headers, "X-Forwarded-For": address },
    });
    status = response.status;
    body = kind === "image" ? String((await response.arrayBuffer()).byteLength) : await response.text();
  } catch {
    status = 0;
  }
  timings.push({ kind, status, ms: performance.now() - started, at: started - minute });
  return { status, body };
}

/** The first three pictures the page names, as a 390 px phone at DPR 2 picks them (828 w). */
function picturesOf(html: string, format: "avif" | "webp") {
  const sets = [...html.matchAll(new RegExp(`<source type="image/${format}" srcSet="([^"]+)"`, "gi"))].map(
    (match) => match[1],
  );
  return [...new Set(sets)].slice(0, 3).map((set) => {
    const candidates = set.split(", ").map((candidate) => candidate.split(" "));
    return (candidates.find(([, width]) => width === "828w") ?? candidates[0])[0].replaceAll("&amp;", "&");
  });
}

async function visit(index: number) {
  // Each visitor its own IPv4 address (the shop keys visitors by address: decision 181).
  const address = `10.${(index >> 8) & 255}.${index & 255}.7`;
  const page = await timed("page", `/products/${shop.productId}`, address);
  const buyer = index % 2 === 0 && index / 2 < BUYERS && (index * ARRIVALS_MS) / VISITORS < BUYERS_WITHIN_MS;
  const pressing = buyer ? purchase(address) : Promise.resolve();
  const images = picturesOf(page.body, index % 5 === 0 ? "webp" : "avif").map((src) =>
    timed("image", src, address),
  );
  await Promise.all([pressing, ...images]);
  await timed("page", "/", address);
}

async function purchase(address: string) {
  const { status, body } = await timed("purchase", "/api/create-payment-intent", address, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ productId: shop.productId }),
  });
  const answer = JSON.parse(body || "{}") as {
    clientSecret?: string;
    message?: string;
    subscribeUrl?: string;
  };
  if (status === 200 && answer.clientSecret && !winner) {
    winner = { intent: answer.clientSecret.split("_secret_")[0], address };
  } else {
    losers.push({ status, message: answer.message ?? body.slice(0, 80), subscribe: !!answer.subscribeUrl });
  }
}

const variantsAtMinute = await (async () => {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, shop.goesLiveAt - Date.now() + 50)));
  return shop.storedVariants();
})();
const loadAtMinute = os.loadavg();
const visits: Promise<void>[] = [];
minute = performance.now();
for (let i = 0; i < VISITORS; i++) {
  const due = minute + (i * ARRIVALS_MS) / VISITORS;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  visits.push(visit(i));
}
await Promise.all(visits);
const crowdMs = performance.now() - minute;

// The winner pays; the shop records the sale when the browser reports it.
if (winner) {
  shop.stripe.succeed(winner.intent);
  await fetch(`${shop.url}/api/payment-success`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": winner.address },
    body: JSON.stringify({
      productId: shop.productId,
      paymentIntentId: winner.intent,
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
await shop.stop();

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
  timings
    .filter((t) => t.kind === kind)
    .reduce<Record<string, number>>((counts, t) => {
      counts[t.status] = (counts[t.status] ?? 0) + 1;
      return counts;
    }, {});
const count = <T extends string>(items: T[]) =>
  items.reduce<Record<string, number>>(
    (counts, item) => ({ ...counts, [item]: (counts[item] ?? 0) + 1 }),
    {},
  );

const pages = percentiles("page");
const images = percentiles("image");
/** p95 of what was sent in each second from the minute: where the tail comes from. */
const p95BySecond = Array.from({ length: Math.ceil(ARRIVALS_MS / 1000) }, (_, second) => {
  const within = (at: number) => at >= second * 1000 && at < (second + 1) * 1000;
  return { second, pages: percentiles("page", within).p95, images: percentiles("image", within).p95 };
});
const fiveHundreds = timings.filter((t) => t.status >= 500 || t.status === 0).length;
const told = losers.filter((l) => l.status === 409 && l.subscribe).length;
const report = {
  when: new Date().toISOString(),
  visitors: VISITORS,
  buyers: BUYERS,
  crowdSeconds: Number((crowdMs / 1000).toFixed(1)),
  load: {
    before: loadBefore.map((l) => l.toFixed(2)),
    atMinute: loadAtMinute.map((l) => l.toFixed(2)),
    cores: os.cpus().length,
  },
  variantsStoredAtMinute: variantsAtMinute,
  pages,
  images,
  p95BySecond,
  purchases: percentiles("purchase"),
  statuses: { page: statuses("page"), image: statuses("image"), purchase: statuses("purchase") },
  sales,
  refunds,
  charged,
  losers: {
    count: losers.length,
    messages: count(losers.map((l) => `${l.status} ${l.message}`)),
    toldHowToHearOfNext: told,
  },
  targets: {
    "no 5xx": fiveHundreds === 0,
    "exactly 1 sale": sales === 1,
    "no money from the others": charged === sales && refunds === 0,
    "page p95 <= 250 ms": pages.p95 <= 250,
    "image p95 <= 150 ms": images.p95 <= 150,
    "every loser told, with a way to hear of the next drop":
      losers.length === BUYERS - 1 && told === losers.length,
  },
};
console.log(JSON.stringify(report, null, 2));
fs.writeFileSync("bench/results/drop-latest.json", JSON.stringify(report, null, 2));
