// The dashboard's backup on the embedded database reads a copy of it (decision 325): while the
// backup reads, the shop's own connection answers at once, and the copy is one consistent cut of
// what was committed while it was taken, with writes going on.
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
    const copied = await withEmbeddedCopy(db, path.join(folder, "copy"), (copy) =>
      copy.transaction("REPEATABLE READ READ ONLY", async (sql) => {
        const [{ rows }] = await sql.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM mail`);
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
});
