// `npm run bench:scale`: the same production build on the demo shop and on the big shop (years of
// trade, bench/big-shop.ts), each in a scratch database of the test PostgreSQL: every owner list
// signed in, every storefront list, the CSV exports and an announcement to every confirmed
// subscriber. Both shops' servers run side by side and each page is asked of them in turn (demo, big,
// demo, ...), so other work on the machine slows both alike. Per page: the median of 9 GETs after
// one first load, the big ÷ demo ratio, the HTML's bytes and the server's peak resident memory once
// it is done (so the step that raised it shows); per shop: the server's peak resident memory; the
// machine and its load. Prints the table and writes bench/results/scale.json. `--no-build` uses the
// existing build.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { cookiesFrom, form, signIn } from "../tests/support/http";
import { DB_PREFIX, recreateDatabase, withClient } from "../tests/support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../tests/support/server";
import { createDemoShop, loadBigShop } from "./big-shop";
import { describeMachine, finishMachine } from "./machine";

const OWNER = { email: "bench@example.com", password: "bench-password-not-secret" };
const RUNS = 9;
const TARGETS = { ratio: 1.5, htmlBytes: 300 * 1024, peakRssMb: 400 };

/** Signed-in pages and downloads, then the storefront's (visitors without a cookie). */
const OWNER_PAGES = [
  "/admin",
  "/admin/products",
  "/admin/orders",
  "/admin/subscribers",
  "/admin/outbox",
  // Her searches by address: one subscriber's mails among 200,000 sent, her among 50,000 addresses.
  "/admin/outbox?status=sent",
  "/admin/outbox?status=sent&q=camille.moreau7",
  "/admin/subscribers?q=camille.moreau7",
  "/admin/inbox",
  "/admin/products/1/announce",
  "/admin/subscribers/csv",
  "/admin/subscribers/csv?status=all",
  "/admin/orders/csv",
];
const STOREFRONT_PAGES = [
  "/",
  "/shop",
  "/shop/handbags",
  "/category/handbags",
  "/gallery",
  "/sitemap.xml",
  "/api/products",
];

interface PageTiming {
  page: string;
  firstMs: number;
  medianMs: number;
  bytes: number;
  /** The last run's HTTP status: anything but 200 fails the page. */
  status: number;
  /** The server's peak memory once this page's runs are done: the page that raises it shows. */
  peakRssMb: number;
}

interface ShopRun {
  pages: PageTiming[];
  /** "Tell subscribers" on a live piece: the POST that queues a mail per confirmed subscriber. */
  announcement: { recipients: number; ms: number; queued: boolean; peakRssMb: number };
  peakRssMb: number;
}

if (!process.argv.includes("--no-build") || !fs.existsSync("build/index.js")) {
  execSync("npm run build", { stdio: "inherit" });
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One GET read to its last byte: its time and size. */
async function timedGet(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

type Shop = Awaited<ReturnType<typeof shopServer>>;

/** One GET of `page` from a shop, as the owner for her pages, as a visitor for the storefront's. */
function getPage(shop: Shop, page: string) {
  // Storefront pages are timed as a visitor; any cookie would skip the page cache a visitor meets.
  const headers: Record<string, string> = page.startsWith("/admin") ? { Cookie: shop.cookie } : {};
  return timedGet(`${shop.url}${page}`, headers);
}

/** A page of both shops: a first load each, then RUNS GETs each, taking turns. */
async function timePage(shops: Shop[], page: string): Promise<PageTiming[]> {
  const firsts: Awaited<ReturnType<typeof timedGet>>[] = [];
  for (const shop of shops) firsts.push(await getPage(shop, page));
  const runs: Awaited<ReturnType<typeof timedGet>>[][] = shops.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [index, shop] of shops.entries()) runs[index].push(await getPage(shop, page));
  }
  return shops.map((shop, index) => ({
    page,
    firstMs: tenths(firsts[index].ms),
    // In tenths: the storefront's cached pages answer in 1 to 3 ms, where whole milliseconds would
    // make a ratio of 2 out of 1.4 and 1.6.
    medianMs: tenths(median(runs[index].map((run) => run.ms))),
    bytes: runs[index].at(-1)!.bytes,
    status: runs[index].at(-1)!.status,
    peakRssMb: shop.peakRssMb(),
  }));
}

async function timeAnnouncement(baseUrl: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/admin/products/1/announce`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form({ intent: "send", subject: "A new piece", text: "A new piece from the studio." }),
    redirect: "manual",
  }).catch(() => null); // no answer: the server died
  // 302: queued, back to the page with its toast; anything else failed.
  return { ms: Math.round(performance.now() - started), queued: response?.status === 302 };
}

/** The highest resident set size the process has had (Linux's VmHWM), in MB; 0 once it is gone. */
function peakRssMb(server: RunningServer) {
  try {
    const status = fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8");
    return Math.round(Number(status.match(/VmHWM:\s+(\d+) kB/)![1]) / 1024);
  } catch {
    return 0;
  }
}

/**
 * The server of one shop, signed in, with its peak memory sampled as it runs (a server killed for
 * its memory keeps its last sample); one that dies is started again for the next page.
 */
async function shopServer(databaseUrl: string) {
  const start = () =>
    startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDataDir("atelier-bench-scale-"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      SEED_DEMO: "false",
      RATE_LIMIT_SCALE: "0",
    });
  let server = await start();
  let cookie = cookiesFrom(await signIn(server.url, OWNER.email, OWNER.password));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, peakRssMb(server))), 100);
  return {
    get url() {
      return server.url;
    },
    get cookie() {
      return cookie;
    },
    /** Starts the server again if it died. */
    async revive() {
      if (server.process.exitCode === null && server.process.signalCode === null) return;
      console.log(`  the server died: ${server.output().slice(-300)}`);
      server = await start();
      cookie = cookiesFrom(await signIn(server.url, OWNER.email, OWNER.password));
    },
    peakRssMb: () => Math.max(peak, peakRssMb(server)),
    async stop() {
      clearInterval(sampler);
      await server.stop();
    },
  };
}

/** Every page of both shops, taken in turns, then each shop's announcement. */
async function measureShops(shops: { url: string; recipients: number }[]): Promise<ShopRun[]> {
  const servers = await Promise.all(shops.map((shop) => shopServer(shop.url)));
  console.log(`  started and signed in: peak ${servers.map((server) => server.peakRssMb()).join(" / ")} MB`);
  try {
    const pages: PageTiming[][] = servers.map(() => []);
    for (const page of [...OWNER_PAGES, ...STOREFRONT_PAGES]) {
      try {
        (await timePage(servers, page)).forEach((timing, index) => pages[index].push(timing));
      } catch {
        // Status 0: no answer (the connection was cut, by a timeout or a server dying).
        servers.forEach((server, index) =>
          pages[index].push({
            page,
            firstMs: 0,
            medianMs: 0,
            bytes: 0,
            status: 0,
            peakRssMb: server.peakRssMb(),
          }),
        );
        for (const server of servers) await server.revive();
      }
      const figures = pages.map((timings) => timings.at(-1)!);
      console.log(
        `  ${page}: ${figures.map(({ medianMs, status }) => `${medianMs} ms${status === 200 ? "" : ` (${status})`}`).join(" / ")}, peak ${figures.map((figure) => figure.peakRssMb).join(" / ")} MB`,
      );
    }
    const runs: ShopRun[] = [];
    for (const [index, server] of servers.entries()) {
      const queued = await timeAnnouncement(server.url, server.cookie);
      const announcement = { recipients: shops[index].recipients, ...queued, peakRssMb: server.peakRssMb() };
      console.log(
        `  announcement to ${announcement.recipients}: ${queued.ms} ms, peak ${announcement.peakRssMb} MB`,
      );
      runs.push({ pages: pages[index], announcement, peakRssMb: server.peakRssMb() });
    }
    return runs;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const demoUrl = await createDemoShop(`${DB_PREFIX}_scale_demo`);
const bigUrl = await recreateDatabase(`${DB_PREFIX}_scale_big`, `${DB_PREFIX}_scale_demo`);
console.log("Loading the big shop…");
await loadBigShop(bigUrl);
// The demo has no subscribers: a hundred, so its announcement has someone to tell.
await withClient(demoUrl, (db) =>
  db.query(
    `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "updatedAt")
     SELECT 'reader' || n || '@example.com', now(), now() FROM generate_series(1, 100) AS n`,
  ),
);

const machine = describeMachine();
console.log("Demo shop / big shop, side by side…");
const [demo, big] = await measureShops([
  { url: demoUrl, recipients: 100 },
  { url: bigUrl, recipients: 45_000 },
]);

const rows = demo.pages.map((small, i) => {
  const large = big.pages[i];
  const ratio = +(large.medianMs / Math.max(small.medianMs, 0.1)).toFixed(2);
  const isDownload = /\/csv|\.xml|\/api\//.test(small.page);
  return {
    page: small.page,
    demoMs: small.medianMs,
    bigMs: large.medianMs,
    bigFirstMs: large.firstMs,
    ratio,
    demoKB: Math.round(small.bytes / 1024),
    bigKB: Math.round(large.bytes / 1024),
    status: large.status,
    bigPeakMb: large.peakRssMb,
    // The CSV exports, the sitemap and /api/products answer every row by contract, so their time
    // grows with the rows: they are held to the memory target (they stream, or read one query of
    // the fields they return); every page to the ratio and the HTML's size.
    met:
      large.status === 200 &&
      (isDownload
        ? large.peakRssMb < TARGETS.peakRssMb
        : ratio <= TARGETS.ratio && large.bytes < TARGETS.htmlBytes),
  };
});
const results = {
  date: new Date().toISOString(),
  machine: finishMachine(machine),
  targets: TARGETS,
  pages: rows,
  announcement: { demo: demo.announcement, big: big.announcement },
  peakRssMb: { demo: demo.peakRssMb, big: big.peakRssMb, met: big.peakRssMb < TARGETS.peakRssMb },
};
console.table(rows.map((row) => ({ ...row, met: row.met ? "pass" : "FAIL" })));
console.log("Announcement (the POST that queues it):", results.announcement);
console.log("Peak server memory (MB):", results.peakRssMb);
console.log("Machine:", results.machine);
fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync("bench/results/scale.json", JSON.stringify(results, null, 2));
console.log("Written: bench/results/scale.json");
