// A local server that speaks the part of Stripe's HTTP API the shop uses (PaymentIntents,
// refunds), serves a fake Stripe.js, and sends signed webhooks: tests never reach the internet.
// `fault()` makes it fail the way Stripe can: unreachable, timing out, 5xx, or slow.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { fakeStripeJs } from "./stripe-js";

export const DECLINED_CARD = "4000000000000002";

/**
 * unreachable: the connection is dropped; timeout: no answer ever; server-error: 500 api_error;
 * error-without-message: a 402 card error with no message; slow: the normal answer after 1.5 s.
 */
export type Fault = "unreachable" | "timeout" | "server-error" | "error-without-message" | "slow";

interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  shipping: unknown;
  created: number;
  livemode: false;
}

type Params = Record<string, unknown>;

/** Stripe's form encoding (a[b][c]=v) back into nested objects. */
function parseForm(body: string): Params {
  const result: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = result;
    path.slice(0, -1).forEach((part) => {
      node = (node[part] ??= {}) as Params;
    });
    node[path[path.length - 1]] = value;
  }
  return result;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export async function startFakeStripe() {
  const secretKey = "sk_test_fake";
  const webhookSecret = "whsec_fake";
  const intents = new Map<string, FakeIntent>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const idempotent = new Map<string, unknown>();
  const sdk = new Stripe(secretKey);
  const faults: { kind: Fault; path: string }[] = [];
  const hanging = new Set<http.ServerResponse>();
  /** Every request the shop's server or a browser made, in order (`POST /v1/payment_intents/pi_x/cancel`). */
  const requests: string[] = [];

  const stripeError = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, code } },
  });

  function handle(method: string, path: string, params: Params, key: string | undefined) {
    const [, , resource, intentId, verb] = path.split("/");
    if (method === "POST" && resource === "payment_intents" && !intentId) {
      if (key && idempotent.has(key)) return { status: 200, body: idempotent.get(key) };
      if (Number(params.amount) < 50) {
        return stripeError(400, "invalid_request_error", "Amount must be at least $0.50 usd");
      }
      const intentIdNew = id("pi");
      const intent: FakeIntent = {
        id: intentIdNew,
        object: "payment_intent",
        amount: Number(params.amount),
        currency: String(params.currency),
        status: "requires_payment_method",
        client_secret: `${intentIdNew}_secret_${randomBytes(8).toString("hex")}`,
        metadata: (params.metadata as Record<string, string>) ?? {},
        description: (params.description as string) ?? null,
        receipt_email: null,
        shipping: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(intent.id, intent);
      if (key) idempotent.set(key, intent);
      return { status: 200, body: intent };
    }
    if (resource === "payment_intents") {
      const intent = intents.get(intentId);
      if (!intent)
        return stripeError(
          404,
          "invalid_request_error",
          `No such payment_intent: '${intentId}'`,
          "resource_missing",
        );
      if (method === "GET" && !verb) return { status: 200, body: intent };
      if (method === "POST" && verb === "cancel") {
        if (intent.status === "succeeded") {
          return stripeError(
            400,
            "invalid_request_error",
            "You cannot cancel this PaymentIntent because it has a status of succeeded.",
          );
        }
        intent.status = "canceled";
        return { status: 200, body: intent };
      }
      if (method === "POST" && verb === "confirm") {
        if (params.client_secret !== intent.client_secret)
          return stripeError(401, "invalid_request_error", "Bad client secret.");
        if (params.card_number === DECLINED_CARD) {
          return stripeError(402, "card_error", "Your card was declined.");
        }
        // As Stripe does: an address's country is a two-letter code, never a name.
        const country = (params.shipping as { address?: { country?: string } } | undefined)?.address?.country;
        if (country !== undefined && !/^[A-Z]{2}$/.test(country)) {
          return stripeError(
            400,
            "invalid_request_error",
            `Country '${country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'.`,
          );
        }
        intent.status = "succeeded";
        intent.receipt_email = (params.receipt_email as string) ?? null;
        intent.shipping = params.shipping ?? null;
        return { status: 200, body: intent };
      }
    }
    if (method === "POST" && resource === "refunds") {
      if (key && idempotent.has(key)) return { status: 200, body: idempotent.get(key) };
      const intent = intents.get(String(params.payment_intent));
      if (!intent || intent.status !== "succeeded")
        return stripeError(400, "invalid_request_error", "Nothing to refund.");
      const refund = {
        id: id("re"),
        object: "refund",
        payment_intent: intent.id,
        amount: intent.amount,
        status: "succeeded",
      };
      refunds.push(refund);
      if (key) idempotent.set(key, refund);
      return { status: 200, body: refund };
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "*" };

  /** Plays the fault set for this path, if any; true when the request is answered (or dropped). */
  function playFault(path: string, req: http.IncomingMessage, res: http.ServerResponse, go: () => void) {
    const fault = faults.find((candidate) => path.includes(candidate.path))?.kind;
    if (!fault) return false;
    if (fault === "unreachable") req.socket.destroy();
    else if (fault === "timeout") hanging.add(res);
    else if (fault === "slow") setTimeout(go, 1500);
    else {
      const [status, error] =
        fault === "server-error"
          ? [500, { type: "api_error", message: "Something went wrong on Stripe's end." }]
          : [402, { type: "card_error" }];
      res.writeHead(status, { "Content-Type": "application/json", ...cors }).end(JSON.stringify({ error }));
    }
    return true;
  }

  const server = http.createServer((req, res) => {
    // A connection per request: Chromium sends a request again, unseen by the page, when a reused
    // keep-alive connection is dropped before it answers, so a hanging request dropped by
    // clearFaults() would succeed on the retry whenever its connection had carried an earlier one.
    res.shouldKeepAlive = false;
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      if (req.method === "OPTIONS") return res.writeHead(204, cors).end();
      requests.push(`${req.method} ${url.pathname}`);
      if (playFault(url.pathname, req, res, () => answer(req, res, url, body))) return;
      answer(req, res, url, body);
    });
  });

  function answer(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    if (url.pathname === "/v3") {
      res.writeHead(200, { "Content-Type": "text/javascript", ...cors });
      return res.end(fakeStripeJs(origin));
    }
    const browser = url.pathname.endsWith("/confirm");
    if (!browser && req.headers.authorization !== `Bearer ${secretKey}`) {
      res.writeHead(401, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key" } }),
      );
    }
    const params = req.method === "GET" ? Object.fromEntries(url.searchParams) : parseForm(body);
    const result = handle(
      req.method ?? "GET",
      url.pathname,
      params,
      req.headers["idempotency-key"] as string,
    );
    res.writeHead(result.status, { "Content-Type": "application/json", ...cors });
    res.end(JSON.stringify(result.body));
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    jsUrl: `${origin}/v3`,
    secretKey,
    publishableKey: "pk_test_fake",
    webhookSecret,
    intents,
    refunds,
    requests,
    /** Fails every request whose path contains `path` (`/v1/` the API, `/confirm` the browser's confirmation, `/v3` Stripe.js), until cleared. */
    fault(kind: Fault, path = "/v1/") {
      faults.unshift({ kind, path });
    },
    /** Back to normal: no faults, and requests left hanging are dropped. */
    clearFaults() {
      faults.length = 0;
      for (const res of hanging) res.socket?.destroy();
      hanging.clear();
    },
    /** Pays an intent as a buyer's browser would. */
    succeed(intentId: string, buyer: { email?: string; name?: string } = {}) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = "succeeded";
      intent.receipt_email = buyer.email ?? "buyer@example.com";
      intent.shipping = {
        name: buyer.name ?? "Buyer",
        address: { line1: "1 Main St", city: "Austin", state: "TX", postal_code: "78701", country: "US" },
      };
      return intent;
    },
    /** A webhook event as Stripe signs it (`secret` lets a test forge a bad signature). */
    webhook(type: string, object: unknown, secret = webhookSecret) {
      const payload = JSON.stringify({
        id: id("evt"),
        object: "event",
        type,
        data: { object },
        created: Math.floor(Date.now() / 1000),
      });
      return { payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    env() {
      return {
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: origin,
        STRIPE_JS_URL: `${origin}/v3`,
      };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.socket?.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
