// `npm run soak`: the built server on PostgreSQL, an S3 store (s3rver), a mail server (smtp-server)
// and the local Stripe fake, under a mixed load from 127.0.0.1 for `--duration` seconds, while
// PostgreSQL is restarted and the file store and the mail server are each stopped for a while.
// Prints answers by status, latency, recovery after each fault and what the database lost, and
// writes soak/results/latest.json. `--private-postgres` restarts a throwaway cluster of its own
// instead of the machine's (decision 100); `--no-build` uses the existing build.
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { startFakeStripe } from "../tests/fakes/stripe-server";
import { DB_PREFIX } from "../tests/support/postgres";
import { tempDataDir } from "../tests/support/server";
import { checkDatabase } from "./checks";
import { freePort } from "./free-port";
import { machinePostgres, privatePostgres } from "./postgres";
import { printSummary, summarize, type Fault } from "./report";
import { startS3, startSmtp, type StoppableService } from "./services";
import { sendSucceededEvents } from "./stripe-webhooks";
import { superviseServer } from "./supervisor";
import { createLoad } from "./visitors";

const { values: flags } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "12" },
    "max-requests": { type: "string", default: "100000" },
    pieces: { type: "string", default: "150" },
    "private-postgres": { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
});
const durationMs = Number(flags.duration) * 1000;
const connections = Number(flags.connections);
const maxRequests = Number(flags["max-requests"]);
const pieces = Number(flags.pieces);
if (![durationMs, connections, maxRequests, pieces].every((n) => Number.isInteger(n) && n > 0))
  throw new Error("--duration, --connections, --max-requests and --pieces take positive whole numbers");
// The file store is down for a tenth of the run (at least 3 s). The mail server is down longer
// than a round of the mail job (MAIL_POLL_MS, set below), so at least one delivery meets the outage.
const MAIL_POLL_MS = 5_000;
const s3OutageMs = Math.max(3000, durationMs / 10);
const smtpOutageMs = Math.max(MAIL_POLL_MS + 1_000, durationMs / 10);

if (!flags["no-build"] || !fs.existsSync("build/index.js")) execSync("npm run build", { stdio: "inherit" });

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => console.error(error));
}
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));

try {
  console.log("Starting PostgreSQL, S3, SMTP, Stripe and the server…");
  const postgres = flags["private-postgres"]
    ? await privatePostgres("atelier_soak")
    : await machinePostgres(`${DB_PREFIX}_soak`);
  cleanups.push(postgres.remove);
  const s3 = await startS3();
  cleanups.push(s3.remove);
  const smtp = await startSmtp();
  cleanups.push(smtp.remove);
  const stripe = await startFakeStripe();
  cleanups.push(stripe.stop);

  const dataDir = tempDataDir("atelier-soak-");
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const owner = { email: "soak-owner@example.com", password: "soak-password-not-secret" };
  // The soak's clock: ms since the load started (reset when it starts).
  let loadStart = performance.now();
  const now = () => performance.now() - loadStart;
  const server = await superviseServer(
    {
      ...s3.env,
      ...smtp.env,
      ...stripe.env(),
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      OWNER_EMAIL: owner.email,
      OWNER_PASSWORD: owner.password,
      SESSION_SECRET: "soak-session-secret-".padEnd(40, "x"),
      // Every visitor comes from 127.0.0.1: the limits would answer most of the load with 429.
      RATE_LIMIT_SCALE: "0",
      // Half production's period, so a short run's mail outage need not last half a minute.
      MAIL_POLL_MS: String(MAIL_POLL_MS),
    },
    now,
  );
  cleanups.push(server.stop);

  const pieceIds = await addPieces(baseUrl, owner, pieces);
  const productIds = ((await (await fetch(`${baseUrl}/api/products`)).json()) as { id: number }[]).map(
    (product) => product.id,
  );
  const photo = await sharp({ create: { width: 48, height: 48, channels: 3, background: "#a3342c" } })
    .jpeg()
    .toBuffer();

  console.log(`Load: ${connections} connections for ${durationMs / 1000} s, on ${postgres.description}…`);
  // One visit of each page first: the first render of a page is not what the load should measure.
  for (const path of ["/", "/gallery", "/shop", `/products/${productIds[0]}`, "/api/products"])
    await fetch(`${baseUrl}${path}`, { headers: { Cookie: "soak=warm-up" } });

  let faultsDone = false;
  const load = createLoad({
    baseUrl,
    now,
    connections,
    going: () => now() < durationMs || !faultsDone,
    maxRequests,
    productIds,
    pieceIds,
    photo,
    stripe,
    runId: randomBytes(4).toString("hex"),
  });
  const faults: Fault[] = [];
  const healthy = () =>
    fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
  // A fault starts at its share of the run and at least 5 s after the one before ended. If the
  // shop is not answering /healthz by then, the fault waits for it (up to a minute) and 5 s more:
  // each recovery shows on its own.
  const when = async (share: number) => {
    const previousEnd = faults.at(-1)?.end ?? 0;
    await sleep(Math.max(0, share * durationMs - now(), previousEnd + 5000 - now()));
    if (await healthy()) return;
    const deadline = now() + 60_000;
    while (now() < deadline && !(await healthy())) await sleep(250);
    await sleep(5000);
  };
  const outage = async (service: StoppableService, outageMs: number) => {
    const start = now();
    await service.stop();
    await sleep(outageMs);
    await service.start();
    faults.push({ name: `${service.name} stopped ${outageMs / 1000} s`, start, end: now() });
  };
  loadStart = performance.now();
  const running = load.run();
  await when(0.2);
  const restartStart = now();
  await postgres.restart();
  faults.push({ name: "PostgreSQL restart", start: restartStart, end: now() });
  await when(0.4);
  await outage(s3, s3OutageMs);
  await when(0.55);
  await outage(smtp, smtpOutageMs);
  // The load goes on at least a few seconds after the last fault, so its recovery can be seen.
  await sleep(5000);
  faultsDone = true;
  await running;
  const runEnd = now();
  const health = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
    (response) => response.status,
    () => 0,
  );

  // Counted before Stripe's webhooks: payments whose buyer never saw the sale confirmed.
  const confirmedOrders = load.acknowledged.filter((write) => write.table === "Order").length;
  const webhooksRefused = await sendSucceededEvents(baseUrl, stripe, load.paidIntents);
  const checks = await checkDatabase(postgres.url, load.acknowledged, load.paidIntents, pieceIds, stripe);
  const results = summarize({
    records: load.records,
    faults,
    runEnd,
    connections,
    database: postgres.description,
    serverExits: server.exits,
    healthzAfterRun: health,
    checks,
    confirmedOrders,
    webhooksRefused,
    mailsReceivedBySmtp: smtp.received(),
  });
  printSummary(results);

  fs.mkdirSync("soak/results", { recursive: true });
  fs.writeFileSync("soak/results/latest.json", JSON.stringify(results, null, 2));
  fs.writeFileSync("soak/results/requests.json", JSON.stringify(load.records));
  fs.writeFileSync("soak/results/server.log", server.output());
  console.log("Written: soak/results/latest.json, requests.json (every request), server.log");
} finally {
  await cleanUp();
}

/** The soak's own pieces for sale, added through the owner's API as she would. */
async function addPieces(baseUrl: string, owner: { email: string; password: string }, count: number) {
  const signIn = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams(owner),
    redirect: "manual",
  });
  const cookie = signIn.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`Sign-in failed (${signIn.status})`);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
      const response = await fetch(`${baseUrl}/api/products`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({
          name: `Soak piece ${i + j + 1}`,
          description: "A piece added by the soak run.",
          price: 10_000 + i + j,
          imageUrl: "/demo/about.jpg",
          category: "handbags",
        }),
      });
      if (response.status !== 201) throw new Error(`Adding a piece answered ${response.status}`);
      return ((await response.json()) as { id: number }).id;
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}
