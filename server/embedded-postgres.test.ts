// The embedded database's lock: one holder per data directory, whatever the process ids (every
// container's server is process 1) and wherever the other process runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { takeDatabaseLock } from "./embedded-postgres";

// proper-lockfile's shortest staleness, so that a refusal (which waits this long) stays quick.
const STALE_MS = 2_000;
const lost: Error[] = [];
const options = { staleMs: STALE_MS, onLost: (error: Error) => lost.push(error) };
const dirs: string[] = [];

function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-lock-"));
  dirs.push(dir);
  return dir;
}

/** Another Node process that takes the lock, says so, and holds it until killed or told to stop. */
function otherProcess(dir: string) {
  const module = path.resolve("server/embedded-postgres.ts");
  const code = `
    const { takeDatabaseLock } = await import(${JSON.stringify(module)});
    try {
      const release = await takeDatabaseLock(${JSON.stringify(dir)}, { staleMs: ${STALE_MS} });
      console.log("locked");
      process.stdin.once("data", async () => { await release(); console.log("released"); process.exit(0); });
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return {
    child,
    exited,
    stderr: () => stderr,
    said: (word: string) => expect.poll(() => stdout, { timeout: 20_000 }).toContain(word),
  };
}

afterEach(() => {
  expect(lost).toEqual([]);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database lock", () => {
  it("refuses a second holder with the same process id, as two containers' servers both are process 1", async () => {
    const dir = dataDir();
    const release = await takeDatabaseLock(dir, options);
    await expect(takeDatabaseLock(dir, options)).rejects.toThrow(
      `The embedded database in ${dir} is in use by process ${process.pid} on host ${os.hostname()}. Stop that server first, or give this one its own DATA_DIR or a DATABASE_URL.`,
    );
    await release();
    const again = await takeDatabaseLock(dir, options);
    await again();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses another process, whose exit leaves the holder's lock in place", async () => {
    const dir = dataDir();
    const release = await takeDatabaseLock(dir, options);
    const other = otherProcess(dir);
    expect(await other.exited).toBe(1);
    expect(other.stderr()).toContain(`The embedded database in ${dir} is in use by process ${process.pid}`);
    // Still held: a third opener is refused too, and the holder releases without having lost it.
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(true);
    await expect(takeDatabaseLock(dir, options)).rejects.toThrow(/is in use by process/);
    await release();
  });

  it("waits for a holder that stops, and takes over the lock of one that was killed outright", async () => {
    const dir = dataDir();
    const stopping = otherProcess(dir);
    await stopping.said("locked");
    const waiting = takeDatabaseLock(dir, options);
    stopping.child.stdin.write("stop\n");
    await stopping.said("released");
    await (
      await waiting
    )();

    const killed = otherProcess(dir);
    await killed.said("locked");
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(true);
    const started = Date.now();
    const release = await takeDatabaseLock(dir, options);
    expect(Date.now() - started).toBeLessThan(STALE_MS + 3_000);
    await release();
  });
});
