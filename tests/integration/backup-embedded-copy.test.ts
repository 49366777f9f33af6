// The dashboard's backup on the embedded database reads a copy of it (decisions 325 and 350): in a
// process of its own, while the shop's own connection answers at once; the copy is one consistent
// cut of what was committed while it was taken, with writes going on. A copy that dies or hangs
// fails the backup with why, and neither its process nor its files are left behind.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withEmbeddedCopy } from "~/modules/backup/embedded-copy.server";
import { tempDir } from "../support/media";

describe("a copy of the embedded database", () => {
  const folder = tempDir("atelier-embedded-copy-");
  let db: PGlite;

  beforeAll(async () => {
    db = await PGlite.create(path.join(folder, "db"));
    await db.query(`CREATE TABLE mail (id serial PRIMARY KEY, body text NOT NULL)`);
    await db.query(`INSERT INTO mail (body) SELECT repeat('x', 500) FROM generate_series(1, 20000)`);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("is read while the shop's connection answers, and holds every row committed up to one moment", async () => {
    // A shop writing one row at a time throughout.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await db.query(`INSERT INTO mail (body) VALUES ('new')`);
        written += 1;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    let slowestAnswerMs = 0;
    let readers: number[] = [];
    const copyFolder = path.join(folder, "copy");
    const copied = await withEmbeddedCopy(db, copyFolder, (copy) =>
      copy.transaction("REPEATABLE READ READ ONLY", async (sql) => {
        const [{ rows }] = await sql.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM mail`);
        readers = processesOpening(copyFolder);
        // The snapshot's transaction is open on the copy: the shop's own queries go on.
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          await db.query(`SELECT count(*) FROM mail WHERE id = 1`);
          slowestAnswerMs = Math.max(slowestAnswerMs, performance.now() - started);
        }
        const [{ last }] = await sql.query<{ last: number }>(`SELECT max(id) AS last FROM mail`);
        return { rows, last };
      }),
    );
    writing = false;
    await writer;

    expect(slowestAnswerMs).toBeLessThan(1000);
    // Read in a child process, whose memory goes with it, not on this process's threads.
    expect(readers).toHaveLength(1);
    expectNothingLeft(copyFolder);
    // Written while the copy was taken, some before its moment and none after it went missing:
    // the ids are 1..n without a gap, so the cut holds a prefix of what was committed.
    expect(copied.rows).toBe(copied.last);
    expect(copied.rows).toBeGreaterThan(20000);
    expect(written).toBeGreaterThan(copied.rows - 20000);
    // The shop's database holds every row it was sent, and goes on.
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail`)).rows[0].n).toBe(
      20000 + written,
    );
  }, 120_000);

  it("fails with why when the copy's process dies mid-read, and leaves nothing behind", async () => {
    const copyFolder = path.join(folder, "killed");
    const reading = withEmbeddedCopy(db, copyFolder, (copy) =>
      copy.transaction("REPEATABLE READ READ ONLY", async (sql) => {
        await sql.query(`SELECT count(*) FROM mail`);
        process.kill(processesOpening(copyFolder)[0], "SIGKILL");
        return sql.query(`SELECT count(*) FROM mail`);
      }),
    );
    await expect(reading).rejects.toThrow("The copy of the database stopped (SIGKILL)");
    expectNothingLeft(copyFolder);
    await expectShopGoesOn(path.join(folder, "after-killed"));
  }, 60_000);

  it("stops a copy that does not answer, and fails with why", async () => {
    const copyFolder = path.join(folder, "hung");
    const reading = withEmbeddedCopy(
      db,
      copyFolder,
      (copy) =>
        copy.transaction("REPEATABLE READ READ ONLY", async (sql) => {
          process.kill(processesOpening(copyFolder)[0], "SIGSTOP");
          return sql.query(`SELECT count(*) FROM mail`);
        }),
      { answerTimeoutMs: 2000 },
    );
    await expect(reading).rejects.toThrow("The copy of the database did not answer within 2 s");
    expectNothingLeft(copyFolder);
    await expectShopGoesOn(path.join(folder, "after-hung"));
  }, 60_000);

  /** The shop's connection answers, and its next copy is taken and read. */
  async function expectShopGoesOn(copyFolder: string) {
    const rows = await withEmbeddedCopy(db, copyFolder, (copy) =>
      copy.transaction("REPEATABLE READ READ ONLY", (sql) => sql.query(`SELECT 1 AS one`)),
    );
    expect(rows).toEqual([{ one: 1 }]);
    expectNothingLeft(copyFolder);
  }
});

/** The copy's folder is removed and no process has it open. */
function expectNothingLeft(copyFolder: string) {
  expect(fs.existsSync(copyFolder)).toBe(false);
  expect(processesOpening(copyFolder)).toEqual([]);
}

/** This process's live children whose command line names `copyFolder`: the copy's, while it is open. */
function processesOpening(copyFolder: string) {
  const tasks = fs.readdirSync(`/proc/${process.pid}/task`);
  const children = tasks.flatMap((task) =>
    fs.readFileSync(`/proc/${process.pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean),
  );
  return children.map(Number).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(copyFolder);
    } catch {
      return false; // exited meanwhile
    }
  });
}
