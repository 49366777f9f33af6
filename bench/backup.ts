// `npm run bench:backup`: the big shop (bench/big-shop.ts: 3,000 pieces, 50,000 subscribers,
// 200,000 mails...) backed up with `npm run backup` and restored with `npm run restore`, on
// PostgreSQL and on the embedded database, each command's wall time and peak memory (its process's
// maximum resident set, from GNU time). Targets (docs/operations.md): backup under 60 s, restore
// under 120 s, each under 400 MB. The PostgreSQL archive is restored into both databases; the
// embedded shop is then backed up in turn.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createBigShop } from "./big-shop";
import { DB_PREFIX, recreateDatabase } from "../tests/support/postgres";

const run = promisify(execFile);
const TARGETS = { backup: 60, restore: 120, memoryMb: 400 };

/** Runs scripts/<command>.ts in one Node process, as `npm run <command>` does, under GNU time. */
async function measure(command: "backup" | "restore", args: string[], env: Record<string, string>) {
  const { stderr, stdout } = await run(
    "/usr/bin/time",
    ["-f", "TIME %e %M", process.execPath, "--import", "tsx", `scripts/${command}.ts`, ...args],
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

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-bench-backup-"));
try {
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
  const restoreEmbedded = await measure("restore", [pgArchive], embedded);
  results.push(report("restore, embedded", "restore", restoreEmbedded));

  const embeddedArchive = path.join(scratch, "embedded.tar.gz");
  const backupEmbedded = await measure("backup", [embeddedArchive], embedded);
  results.push(report("backup, embedded", "backup", backupEmbedded));

  console.log(results.every(Boolean) ? "Every figure within its target." : "Some figures are over target.");
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
