// Stopping the server on the embedded database: SIGTERM in the middle of a stream of writes loses
// none that were acknowledged, leaves a data directory that opens cleanly, and a stuck request
// cannot hold the process past the drain bound.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { DB_PREFIX, recreateMigratedDatabase } from "../support/postgres";
import { startServer, tempDataDir } from "../support/server";
import { PGLITE_EXTENSIONS } from "~/utils/pglite-extensions";

interface Written {
  kind: "newsletter" | "contact";
  email: string;
}

/** Writers that post newsletter sign-ups and contact messages one after another until told to stop. */
function streamWrites(url: string, writers: number) {
  const acknowledged: Written[] = [];
  let stopped = false;
  let sequence = 0;
  const post = async (write: Written, body: unknown) => {
    const response = await fetch(`${url}/api/${write.kind}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `198.51.100.${(sequence % 250) + 1}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.ok) acknowledged.push(write);
  };
  const writer = async () => {
    while (!stopped) {
      const n = ++sequence;
      const email = `writer${n}@example.com`;
      // A refused connection once the server stops listening is expected: it was not acknowledged.
      await (
        n % 2
          ? post({ kind: "newsletter", email }, { email })
          : post(
              { kind: "contact", email },
              { name: "Ada", email, subject: "commission", message: `Message number ${n}` },
            )
      ).catch(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  };
  const running = Promise.all(Array.from({ length: writers }, writer));
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

async function storedEmails(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, "db"), { extensions: PGLITE_EXTENSIONS });
  try {
    const subscribers = await db.query<{ email: string }>(`SELECT email FROM "NewsletterSubscriber"`);
    const messages = await db.query<{ email: string }>(`SELECT email FROM "ContactMessage"`);
    return {
      newsletter: new Set(subscribers.rows.map((row) => row.email)),
      contact: new Set(messages.rows.map((row) => row.email)),
    };
  } finally {
    await db.close();
  }
}

// Two cold starts of a fresh embedded database, or one and the 10 s drain, on a shared machine.
const SLOW = 150_000;

describe("stopping the built server on the embedded database", () => {
  it(
    "keeps every acknowledged write of a stream cut by SIGTERM, and the data opens cleanly",
    async () => {
      const dataDir = tempDataDir();
      const env = { DATA_DIR: dataDir, SEED_DEMO: "false" };
      const server = await startServer(env);
      const writes = streamWrites(server.url, 8);
      await expect.poll(() => writes.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(20);

      const beforeSignal = writes.acknowledged.length;
      expect(await server.stop()).toBe(0);
      await writes.stop();
      console.log(
        `${beforeSignal} writes acknowledged before SIGTERM, ${writes.acknowledged.length - beforeSignal} during the drain`,
      );
      expect(server.output()).toContain("SIGTERM: finishing the requests in flight");
      expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(false);

      const restarted = await startServer(env);
      expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
      expect(await restarted.stop()).toBe(0);

      const stored = await storedEmails(dataDir);
      const lost = writes.acknowledged.filter((write) => !stored[write.kind].has(write.email));
      expect(lost).toEqual([]);
    },
    SLOW,
  );

  it(
    "answers a request sent on a keep-alive connection during the drain, with Connection: close",
    async () => {
      // On PostgreSQL: the drain is the same, and a fresh embedded database is slow to start.
      const databaseUrl = await recreateMigratedDatabase(`${DB_PREFIX}_drain`);
      const server = await startServer({
        DATABASE_URL: databaseUrl,
        DATA_DIR: tempDataDir(),
        SEED_DEMO: "false",
      });
      const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
      let received = "";
      let closed = false;
      socket.on("data", (chunk) => (received += chunk));
      socket.on("error", () => {});
      socket.on("close", () => (closed = true));
      const answers = () => received.match(/^HTTP\/1\.1 200/gm)?.length ?? 0;
      const request = "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n";
      socket.write(request);
      await expect.poll(answers).toBe(1);

      const stopped = server.stop();
      // The connection now waits between requests, as a browser's does; its next request comes a
      // moment into the drain (the old drain destroyed such connections every 100 ms).
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(closed).toBe(false);
      socket.write(request);
      await expect.poll(answers).toBe(2);
      expect(received.split(/^HTTP\/1\.1 /m)[2]).toMatch(/^connection: close\r$/im);
      await expect.poll(() => closed).toBe(true);
      expect(await stopped).toBe(0);
    },
    SLOW,
  );

  it(
    "stops within the drain bound even while a request never finishes",
    async () => {
      const server = await startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: "false" });
      const { port } = new URL(server.url);
      // A request whose body never arrives: the app waits for it until the drain bound cuts it.
      const stuck = net.connect(Number(port), "127.0.0.1");
      stuck.on("error", () => {});
      await new Promise((resolve) => stuck.once("connect", resolve));
      stuck.write(
        "POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
          'Content-Length: 100\r\n\r\n{"email":',
      );
      await new Promise((resolve) => setTimeout(resolve, 500));

      expect(await server.stop()).toBe(0);
      expect(server.output()).toContain("Requests still running after 10 s");
      stuck.destroy();
    },
    SLOW,
  );
});
