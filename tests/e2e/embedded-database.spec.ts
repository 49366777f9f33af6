// The embedded default database (no DATABASE_URL) under concurrent load, and what it exposes:
// many requests at once must neither mix their queries nor hang, and nothing but the app listens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { cookiesFrom, signIn } from "../support/http";
import { OWNER, ownerApi, type OwnerApi } from "../support/owner-api";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { listeningPorts } from "../support/sockets";

// Far above what one answer takes even on a loaded machine, far below "the app hung".
const ANSWER_WITHIN_MS = 45_000;

interface Answer {
  status: number;
  body: string;
}

let ipSequence = 0;

/** One request from its own client address; a request with no answer in time fails the test. */
async function send(url: string, init: { method?: string; json?: unknown } = {}): Promise<Answer> {
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers: {
      "X-Forwarded-For": `198.51.100.${(++ipSequence % 250) + 1}`,
      ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  return { status: response.status, body: await response.text() };
}

const serverErrors = (answers: Answer[]) => answers.filter((answer) => answer.status >= 500);

/** Runs the requests at once, and logs their statuses and wall time (the figures of decision 060). */
async function allAtOnce(label: string, requests: Promise<Answer>[]) {
  const started = Date.now();
  const answers = await Promise.all(requests);
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  console.log(`${label}: ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
  return answers;
}

describe("the embedded database under concurrent requests", () => {
  let stripe: FakeStripe;
  let server: RunningServer;
  let owner: OwnerApi;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    // No demo content: each test makes the pieces it asks for, through the owner's API.
    server = await startServer({
      ...stripe.env(),
      DATA_DIR: tempDataDir(),
      SEED_DEMO: "false",
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
    });
    owner = ownerApi(server.url, cookiesFrom(await signIn(server.url, OWNER.email, OWNER.password)));
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.stop();
  });

  it("leaves no TCP port of its own open: the app's port is the only one the process listens on", () => {
    expect(listeningPorts(server.process.pid!)).toEqual([Number(new URL(server.url).port)]);
  });

  it("lets exactly one of 40 simultaneous buyers of one piece hold it, the others get 409", async () => {
    const piece = await owner.createProduct();
    const answers = await allAtOnce(
      "40 buyers of one piece",
      Array.from({ length: 40 }, () =>
        send(`${server.url}/api/create-payment-intent`, {
          method: "POST",
          json: { productId: piece.id },
        }),
      ),
    );
    expect(serverErrors(answers)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(39);
    expect((await send(`${server.url}/healthz`)).status).toBe(200);
  });

  it("answers 200 simultaneous mixed reads and writes, none with a server error", async () => {
    const productIds: number[] = [];
    for (let i = 0; i < 4; i++) productIds.push((await owner.createProduct()).id);
    const operations = Array.from({ length: 200 }, (_, i) => {
      const productId = productIds[i % productIds.length];
      switch (i % 8) {
        case 0:
          return send(`${server.url}/api/products`);
        case 1:
          return send(`${server.url}/api/products/${productId}`);
        case 2:
          return send(`${server.url}/products/${productId}`);
        case 3:
          return send(`${server.url}/api/newsletter`, {
            method: "POST",
            json: { email: `reader${i}@example.com` },
          });
        case 4:
          return send(`${server.url}/api/contact`, {
            method: "POST",
            json: {
              name: "Ada",
              email: `ada${i}@example.com`,
              subject: "commission",
              message: `Message number ${i}`,
            },
          });
        case 5:
          return send(`${server.url}/api/inquiries`, {
            method: "POST",
            json: {
              customerName: "Ada",
              customerEmail: `ada${i}@example.com`,
              productName: "A piece",
              productId,
              message: `Inquiry ${i}`,
            },
          });
        case 6:
          return send(`${server.url}/api/create-payment-intent`, { method: "POST", json: { productId } });
        default:
          return send(`${server.url}/shop`);
      }
    });
    const answers = await allAtOnce("200 mixed reads and writes", operations);
    expect(serverErrors(answers)).toEqual([]);
    // Reads and accepted writes; a second buyer of a held piece is the only expected refusal.
    expect(answers.filter((answer) => answer.status >= 400 && answer.status !== 409)).toEqual([]);
    expect((await send(`${server.url}/healthz`)).status).toBe(200);
  });
});
