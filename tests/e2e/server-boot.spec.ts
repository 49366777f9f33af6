import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { admin, DB_PREFIX, recreateMigratedDatabase } from "../support/postgres";
import { runServerToExit, startServer, tempDataDir, type RunningServer } from "../support/server";

describe("the built server on the embedded database", () => {
  const dataDir = tempDataDir();
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it("starts with no DATABASE_URL and serves the shop, its health and the 404 page", async () => {
    server = await startServer({ DATA_DIR: dataDir });
    expect(server.output()).toContain("embedded database");
    expect(server.output()).toContain(`Creating the embedded database in ${dataDir}`);
    expect(server.output()).toContain("Seeded demo content");

    const home = await fetch(server.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<title>Atelier | Reimagined Luxury Accessories</title>");

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });

    const missing = await fetch(`${server.url}/no/such/page`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
  });

  it("refuses a second process on the same data directory, and its exit leaves the first one's lock", async () => {
    const second = await runServerToExit({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/The embedded database in .* is in use by process \d+ on host /);
    expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(true);
    expect((await fetch(`${server!.url}/healthz`)).status).toBe(200);
  });

  it("keeps the data across a restart", async () => {
    expect(await server!.stop()).toBe(0);
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    expect(server.output()).not.toContain("Seeded demo content");
    expect(server.output()).not.toContain("Creating the embedded database");
    // This paragraph exists only in the seeded demo settings, not in the built-in defaults.
    expect(await (await fetch(server.url)).text()).toContain(
      "Every piece begins as a pre-loved designer bag with a past.",
    );
  });

  it("runs WebAssembly on V8's baseline compiler only, in the same process, and stays far below 900 MB", async () => {
    const pid = server!.process.pid!;
    expect(commandLine(pid)).toContain("--liftoff-only");
    expect((await fetch(`${server!.url}/shop`)).status).toBe(200);
    // With V8's optimising tier compiling PGlite's PostgreSQL the server peaked at 870-900 MB as it
    // started; without it, at about 300 (decision 369).
    expect(peakMemoryMb(pid)).toBeLessThan(600);
  });
});

/** A process's command line, as /proc shows it after it executed itself again. */
const commandLine = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
/** A process's peak resident memory since it started, in MB. */
const peakMemoryMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

describe("the built server on PostgreSQL", () => {
  it("answers 503 on /healthz while the database is unreachable, and 200 again after", async () => {
    const name = `${DB_PREFIX}_health`;
    const server = await startServer({
      DATABASE_URL: await recreateMigratedDatabase(name),
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: "s".repeat(40),
      SEED_DEMO: "false",
    });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // No PGlite here: Prisma's own WebAssembly keeps V8's optimising tier.
      expect(commandLine(server.process.pid!)).not.toContain("--liftoff-only");
      await admin(async (client) => {
        await client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
          name,
        ]);
      });
      const down = await fetch(`${server.url}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "unavailable" });
      await admin((client) => client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`));
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await admin((client) => client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`));
      await server.stop();
    }
  });
});

describe("where the server listens", () => {
  it("names PUBLIC_URL in its start line and, with HOST, listens on that address only", async () => {
    const server = await startServer({
      DATABASE_URL: await recreateMigratedDatabase(`${DB_PREFIX}_host`),
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: "s".repeat(40),
      SEED_DEMO: "false",
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://shop.example",
    });
    try {
      const port = new URL(server.url).port;
      expect(server.output()).toContain(
        `Atelier is ready at https://shop.example (listening on port ${port} of 127.0.0.1, external database)`,
      );
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      // IPv6's loopback is another address: nothing listens there.
      await expect(fetch(`http://[::1]:${port}/healthz`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });
});

describe("configuration errors", () => {
  it("stop the server with a one-line message naming the variable", async () => {
    const result = await runServerToExit({ PORT: "eighty", DATA_DIR: tempDataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("Invalid configuration: PORT must be a port number");
  });

  it("stop with a clear message when the database cannot be reached", async () => {
    // A port nothing listens on: the connection is refused at once.
    const result = await runServerToExit({
      DATABASE_URL: "postgresql://postgres@127.0.0.1:9/atelier",
      PUBLIC_URL: "http://localhost:3000",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Can't reach the database at DATABASE_URL: connect ECONNREFUSED/);
  });

  it("refuse production without SESSION_SECRET, on PostgreSQL and on the embedded database", async () => {
    for (const database of [
      { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/postgres" },
      { DATA_DIR: tempDataDir() },
    ]) {
      const result = await runServerToExit({ ...database, SESSION_SECRET: undefined });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toMatch(
        /^Invalid configuration: SESSION_SECRET is required in production/,
      );
    }
  });

  it("refuse production on PostgreSQL without PUBLIC_URL", async () => {
    const result = await runServerToExit({
      DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/postgres",
      SESSION_SECRET: "boot-test-secret-".padEnd(40, "x"),
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Invalid configuration: PUBLIC_URL is required in production (the shop's public address, like https://shop.example)",
    );
  });
});
