// Starts the built server (build/server.js) as a child process, the way `npm start` runs it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

/**
 * Set by the browser tests' global setup: one image cache for every server of the run, so each demo
 * photo's variant is encoded once, not again by each of some sixty servers (decision 269). Uploads'
 * variants are named by their random keys, so servers sharing it never see each other's.
 */
export const SHARED_IMAGE_CACHE = "ATELIER_TEST_IMAGE_CACHE";

/** Set by vitest.e2e.config.ts: the browser run's temporary folder (TMPDIR), removed at its end. */
export const RUN_SCRATCH = "ATELIER_TEST_SCRATCH";

export function tempDataDir(prefix = "atelier-data-") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const sharedCache = process.env[SHARED_IMAGE_CACHE];
  // The folder imageCacheDir() names under a data directory.
  if (sharedCache) fs.symlinkSync(sharedCache, path.join(dataDir, "image-cache"));
  return dataDir;
}

/**
 * The node options `npm start` runs the server with (its V8 old generation, decision 346), read from
 * package.json's start script so a test or bench server runs as production does.
 */
function startOptions(cwd = ".") {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(cwd, "package.json"), "utf8"));
  const options = /\bnode((?: --[\w-]+(?:=\S+)?)*) build\/server\.js/.exec(scripts.start)?.[1] ?? "";
  return options.split(" ").filter(Boolean);
}

/** Environment for a child server: the parent's, minus what would leak test settings into it. */
function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of Object.keys(base))
    if (key.startsWith("VITEST") || key === "DATABASE_URL") delete base[key];
  // Production requires a session secret; a test that wants none passes SESSION_SECRET: undefined.
  const defaults = {
    NODE_ENV: "production",
    PORT: "0",
    RATE_LIMIT_SCALE: "100",
    SESSION_SECRET: "test-".padEnd(40, "x"),
  };
  return { ...base, ...defaults, ...env } as NodeJS.ProcessEnv;
}

/** A port free right now, for a server that must know its address before it starts. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    // Probed on every address, as the server listens (on ::).
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/**
 * Production on PostgreSQL requires PUBLIC_URL: unless a test names one, the server gets a free
 * port and the matching localhost address (without DATABASE_URL it defaults to the port it takes).
 */
async function withPublicUrl(env: Record<string, string | undefined>) {
  if (!env.DATABASE_URL || "PUBLIC_URL" in env) return env;
  const port = await freePort();
  return { PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...env };
}

export async function startServer(
  env: Record<string, string | undefined>,
  timeoutMs = 90_000,
  /** Another checkout's build (the bench's previous release); this one's by default. */
  { cwd }: { cwd?: string } = {},
): Promise<RunningServer> {
  // The port withPublicUrl picked was free when probed, but another test's process may take it
  // before this server listens: then pick again rather than fail the test (seen in CI).
  for (let attempt = 1; ; attempt++) {
    const portPicked = !!env.DATABASE_URL && !("PUBLIC_URL" in env);
    try {
      return await spawnServer(await withPublicUrl(env), timeoutMs, cwd);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes("EADDRINUSE");
      if (!portPicked || !portTaken || attempt === 5) throw error;
    }
  }
}

function spawnServer(
  env: Record<string, string | undefined>,
  timeoutMs: number,
  cwd?: string,
): Promise<RunningServer> {
  const child = spawn(process.execPath, [...startOptions(cwd), "build/server.js"], {
    cwd,
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`Server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      // "ready at <PUBLIC_URL> (listening on port N …": releases before HOST said "ready at http://localhost:N".
      const match = output.match(/ready at (?:\S+ \(listening on port |http:\/\/localhost:)(\d+)/);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: `http://localhost:${match[1]}`,
        process: child,
        output: () => output,
        stop: async () => {
          if (child.exitCode === null) child.kill("SIGTERM");
          return exited;
        },
      });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** Runs the built server expecting it to stop by itself (e.g. on a configuration error). */
export function runServerToExit(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, [...startOptions(), "build/server.js"], {
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
