// The operator's commands as the production image runs them: `npm run db:migrate`, `db:seed`,
// `owner:set-password` and `uploads:sweep` in a directory laid out like the image's /app (the build,
// the migrations, package.json and the launcher; no TypeScript sources), so they run the compiled copies.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "~/modules/auth/password.server";
import { DB_PREFIX, queryDatabase, recreateDatabase } from "../support/postgres";
import { tempDataDir } from "../support/server";

const DATABASE = `${DB_PREFIX}_operator`;
const app = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-image-app-"));
let databaseUrl: string;

beforeAll(async () => {
  for (const item of [
    "build",
    "public",
    "prisma",
    "package.json",
    "prisma.config.ts",
    "scripts/operator.js",
  ]) {
    fs.cpSync(item, path.join(app, item), { recursive: true });
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(app, "node_modules"));
  databaseUrl = await recreateDatabase(DATABASE);
});

afterAll(() => fs.rmSync(app, { recursive: true, force: true }));

/** `npm run <script> [-- args]` in the image-like directory, with the image's production settings. */
function npmRun(script: string, env: Record<string, string>, args: string[] = [], stdin = "") {
  const child = spawn("npm", ["run", script, ...(args.length ? ["--", ...args] : [])], {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      SESSION_SECRET: "operator-".padEnd(40, "x"),
      ...env,
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end(stdin);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}

describe("the operator's commands where only the build is installed", () => {
  it("have no TypeScript source to fall back on", () => {
    expect(fs.readdirSync(path.join(app, "scripts"))).toEqual(["operator.js"]);
  });

  it("migrate, seed and set the owner's password on PostgreSQL", async () => {
    const postgres = { DATABASE_URL: databaseUrl, PUBLIC_URL: "https://shop.example" };
    const migrated = await npmRun("db:migrate", postgres);
    expect(migrated).toMatchObject({ code: 0 });
    expect(migrated.output).toContain("Migrations applied (external database).");

    const seeded = await npmRun("db:seed", postgres);
    expect(seeded.output).toContain("Seeded demo content.");
    expect((await npmRun("db:seed", postgres)).output).toContain("The database has content: nothing seeded.");
    const [{ count }] = await queryDatabase<{ count: string }>(DATABASE, `SELECT count(*) FROM "Product"`);
    expect(Number(count)).toBeGreaterThan(0);

    const password = "a new owner password";
    const set = await npmRun("owner:set-password", postgres, ["Artist@Example.com"], `${password}\n`);
    expect(set).toMatchObject({ code: 0 });
    expect(set.output).toContain("The owner is now artist@example.com;");
    const owners = await queryDatabase<{ email: string; passwordHash: string }>(
      DATABASE,
      `SELECT email, "passwordHash" FROM "Owner"`,
    );
    expect(owners.map((owner) => owner.email)).toEqual(["artist@example.com"]);
    expect(await verifyPassword(password, owners[0].passwordHash)).toBe(true);
    // Five commands in a row, each starting Node and Prisma: over a minute on a busy 2-core machine.
  }, 180_000);

  it("sweep unused uploads on a PostgreSQL of its own, migrating it first", async () => {
    const postgres = {
      DATABASE_URL: await recreateDatabase(`${DATABASE}_sweep`),
      PUBLIC_URL: "https://shop.example",
      DATA_DIR: tempDataDir(),
    };
    const swept = await npmRun("uploads:sweep", postgres);
    expect(swept).toMatchObject({ code: 0 });
    expect(swept.output).toContain("Swept unused uploads: 0 files removed, 0 bytes freed.");
    const [{ count }] = await queryDatabase<{ count: string }>(
      `${DATABASE}_sweep`,
      `SELECT count(*) FROM "UploadSweep" WHERE "finishedAt" IS NOT NULL`,
    );
    expect(Number(count)).toBe(1);
  });

  it("seed the embedded database, and refuse production without a session secret", async () => {
    const embedded = { DATA_DIR: tempDataDir() };
    const seeded = await npmRun("db:seed", embedded);
    expect(seeded).toMatchObject({ code: 0 });
    expect(seeded.output).toContain("Seeded demo content.");

    const refused = await npmRun("db:migrate", { ...embedded, SESSION_SECRET: "" });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain("Invalid configuration: SESSION_SECRET is required in production");
  });
});
