// `npm run bench:backup`: the big shop (bench/big-shop.ts: 3,000 pieces, 50,000 subscribers,
// 200,000 mails...) backed up with `npm run backup` and restored with `npm run restore`, on
// PostgreSQL and on the embedded database, each command's wall time and peak memory (its process's
// maximum resident set, from GNU time), each run by scripts/operator.js as `npm run <command>` runs
// it. The dashboard's step needs `npm run build`. Targets (docs/operations.md): backup under
// 60 s, restore under 120 s, each under 400 MB. The PostgreSQL archive is restored into both
// databases (the embedded one first created by `npm run db:migrate`, reported apart: PGlite's
// initdb, once per install); the embedded shop is then backed up by the command, and from the
// dashboard of the shop running on it while /healthz and the home page are asked every 100 ms:
// the slowest answer must come within 1 s. Its memory: the server's before the backup and at its
// peak during it, and the peak of the child process that reads the copy (decision 350).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createBigShop } from "./big-shop";
import { cookiesFrom, signIn } from "../tests/support/http";
import { DB_PREFIX, recreateDatabase } from "../tests/support/postgres";
import { startServer } from "../tests/support/server";

const run = promisify(execFile);
const TARGETS = { backup: 60, restore: 120, memoryMb: 400, answerMs: 1000 };
const OWNER = { email: "bench@example.com", password: "bench-password-not-secret" };

/** Runs `npm run <command>`'s scripts/operator.js under GNU time (its peak: the command's process). */
async function measure(
  command: "backup" | "restore" | "migrate",
  args: string[],
  env: Record<string, string>,
) {
  const { stderr, stdout } = await run(
    "/usr/bin/time",
    ["-f", "TIME %e %M", process.execPath, "scripts/operator.js", command, ...args],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PUBLIC_URL: "http://localhost:3000",
        SESSION_SECRET: "bench-".padEnd(40, "x"),
        ...env,
      },
      maxBuffer: 16 * 1024 * 1024,
      timeout: 30 * 60_000,
    },
  );
  const [, seconds, kilobytes] = /TIME ([\d.]+) (\d+)/.exec(stderr) ?? [];
  return { seconds: Number(seconds), memoryMb: Math.round(Number(kilobytes) / 1024), said: stdout.trim() };
}

function report(step: string, kind: "backup" | "restore", figures: { seconds: number; memoryMb: number }) {
  const within = figures.seconds < TARGETS[kind] && figures.memoryMb < TARGETS.memoryMb;
  console.log(
    `${step.padEnd(34)} ${figures.seconds.toFixed(1).padStart(6)} s ${String(figures.memoryMb).padStart(5)} MB  ${within ? "within" : "OVER"} target`,
  );
  return within;
}

/** Asks `url` every 100 ms until `stop()`: the slowest answer's milliseconds (a failure counts as 60 s). */
function poll(url: string) {
  let slowest = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(url, { signal: AbortSignal.timeout(60_000) })
        .then(async (response) => (await response.arrayBuffer(), response.ok))
        .catch(() => false);
      slowest = Math.max(slowest, ok ? performance.now() - started : 60_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return Math.round(slowest);
    },
  };
}

/** A file of /proc, or "" once its process or thread is gone. */
const procFile = (file: string) => {
  try {
    return fs.readFileSync(`/proc/${file}`, "utf8");
  } catch {
    return "";
  }
};

/** A process's resident memory now (VmRSS) or at its peak (VmHWM), in MB; 0 once it is gone. */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM") {
  const kilobytes = new RegExp(`${field}:\\s+(\\d+) kB`).exec(procFile(`${pid}/status`))?.[1];
  return Math.round(Number(kilobytes ?? 0) / 1024);
}

/** Every 50 ms until `stop()`: the highest peak memory of `pid`'s child processes, in MB. */
function watchChildren(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      for (const child of procFile(`${pid}/task/${task}/children`).split(" ").filter(Boolean))
        peak = Math.max(peak, memoryMb(Number(child), "VmHWM"));
    }
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** The dashboard's backup of the shop on `dataDir`, downloaded whole while /healthz and / are polled. */
async function dashboardBackup(dataDir: string) {
  const server = await startServer({
    DATA_DIR: dataDir,
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    SEED_DEMO: "false",
    RATE_LIMIT_SCALE: "0",
  });
  try {
    const cookie = cookiesFrom(await signIn(server.url, OWNER.email, OWNER.password));
    const pid = server.process.pid!;
    const serverBeforeMb = memoryMb(pid, "VmRSS");
    const serverPeakSinceStartMb = memoryMb(pid, "VmHWM");
    // Resets the process's peak to its memory now: what follows is the backup's (proc(5), clear_refs).
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const children = watchChildren(pid);
    const [health, home] = [poll(`${server.url}/healthz`), poll(`${server.url}/`)];
    const started = performance.now();
    const response = await fetch(`${server.url}/admin/backup`, {
      method: "POST",
      headers: { Cookie: cookie },
    });
    let bytes = 0;
    let firstByteMs = 0;
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      firstByteMs ||= performance.now() - started;
      bytes += read.value.length;
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      serverBeforeMb,
      serverPeakSinceStartMb,
      serverPeakMb: memoryMb(pid, "VmHWM"),
      serverAfterMb: memoryMb(pid, "VmRSS"),
      copyPeakMb: children.stop(),
      bytes,
      firstByteMs: Math.round(firstByteMs),
      slowestHealthzMs: await health.stop(),
      slowestHomeMs: await home.stop(),
    };
  } finally {
    await server.stop();
  }
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-bench-backup-"));
try {
  if (!fs.existsSync("build/server.js")) throw new Error("No build/server.js: run npm run build first.");
  const loading = Date.now();
  const source = await createBigShop(`${DB_PREFIX}_bench_backup_source`);
  console.log(`Big shop loaded into PostgreSQL in ${((Date.now() - loading) / 1000).toFixed(1)} s`);
  const storage = (name: string) => ({ DATA_DIR: path.join(scratch, name) });
  const results: boolean[] = [];

  const pgArchive = path.join(scratch, "postgresql.tar.gz");
  const backup = await measure("backup", [pgArchive], { DATABASE_URL: source, ...storage("source") });
  console.log(backup.said);
  results.push(report("backup, PostgreSQL", "backup", backup));

  const target = await recreateDatabase(`${DB_PREFIX}_bench_backup_target`);
  const restore = await measure("restore", [pgArchive], { DATABASE_URL: target, ...storage("pg-target") });
  results.push(report("restore, PostgreSQL", "restore", restore));

  const embedded = storage("embedded");
  const created = await measure("migrate", [], embedded);
  console.log(
    `${"create the embedded database".padEnd(34)} ${created.seconds.toFixed(1).padStart(6)} s ${String(created.memoryMb).padStart(5)} MB  (once per install)`,
  );
  const restoreEmbedded = await measure("restore", [pgArchive], embedded);
  results.push(report("restore, embedded", "restore", restoreEmbedded));

  const embeddedArchive = path.join(scratch, "embedded.tar.gz");
  const backupEmbedded = await measure("backup", [embeddedArchive], embedded);
  results.push(report("backup, embedded", "backup", backupEmbedded));

  const dashboard = await dashboardBackup(embedded.DATA_DIR);
  const answering = Math.max(dashboard.slowestHealthzMs, dashboard.slowestHomeMs) < TARGETS.answerMs;
  console.log(
    `${"dashboard backup, embedded".padEnd(34)} ${dashboard.seconds.toFixed(1).padStart(6)} s, ${(dashboard.bytes / 1e6).toFixed(1)} MB, first byte after ${dashboard.firstByteMs} ms; slowest answer meanwhile: /healthz ${dashboard.slowestHealthzMs} ms, / ${dashboard.slowestHomeMs} ms  ${answering ? "within" : "OVER"} target`,
  );
  console.log(
    `${"".padEnd(34)} the server: ${dashboard.serverBeforeMb} MB before the backup (peak since its start ${dashboard.serverPeakSinceStartMb} MB), ${dashboard.serverPeakMb} MB at the backup's peak, ${dashboard.serverAfterMb} MB after it; the copy's process at its peak: ${dashboard.copyPeakMb} MB`,
  );
  results.push(answering);

  console.log(results.every(Boolean) ? "Every figure within its target." : "Some figures are over target.");
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
