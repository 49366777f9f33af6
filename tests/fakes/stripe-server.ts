// A local server that speaks the part of Stripe's HTTP API the shop uses (PaymentIntents,
// refunds), serves a fake Stripe.js, and signs webhook events (and sends them, as Stripe does, once
// told where): tests never reach the internet. Like Stripe's dashboard, it refunds and opens and
// closes disputes on its own. `fault()` makes it fail the way Stripe can: unreachable, timing out,
// 5xx, or slow.
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
  payment_method_types: string[];
  description: string | null;
  receipt_email: string | null;
  shipping: unknown;
  /** The id of the card's PaymentMethod, made at confirmation (retrieve with expand[]=payment_method for the object). */
  payment_method: string | null;
  created: number;
  livemode: false;
  latest_charge: string | null;
  /** Not Stripe's: what its charge has had refunded, in cents. */
  amount_refunded: number;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string | null;
  status: string;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeDispute {
  id: string;
  object: "dispute";
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string;
  status: string;
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number };
  created: number;
  livemode: false;
}

/** A webhook event as Stripe sends it: the JSON body and its Stripe-Signature header. */
export interface SignedEvent {
  type: string;
  payload: string;
  signature: string;
}

const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"];

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

const ADDRESS_KEYS = ["line1", "line2", "city", "state", "postal_code", "country"] as const;

/** An address as Stripe answers it: every part present, null where none was given. */
const storedAddress = (address: Params | undefined) =>
  Object.fromEntries(ADDRESS_KEYS.map((key) => [key, (address?.[key] as string) || null]));

/** A PaymentIntent's `shipping` as Stripe stores it (name and address; phone, carrier, tracking null). */
const storedShipping = (shipping: Params) => ({
  name: shipping.name ?? null,
  phone: shipping.phone ?? null,
  carrier: shipping.carrier ?? null,
  tracking_number: shipping.tracking_number ?? null,
  address: storedAddress(shipping.address as Params | undefined),
});

/** Stripe's refusal of an address whose country is not a two-letter code (a name, as once sent). */
function unknownCountry(...addresses: unknown[]) {
  for (const address of addresses) {
    const country = (address as { country?: string } | undefined)?.country;
    if (country !== undefined && !/^[A-Z]{2}$/.test(country)) return country;
  }
  return undefined;
}

/**
 * `browserOrigin`: where the browser reaches the fake when not at its own http address, e.g. a TLS
 * front before it (WebKit lets a page served over https load no script and call no API over http).
 */
export async function startFakeStripe({ browserOrigin }: { browserOrigin?: string } = {}) {
  const secretKey = "sk_test_fake";
  const webhookSecret = "whsec_fake";
  const intents = new Map<string, FakeIntent>();
  /** The cards' PaymentMethods, with the billing details the browser confirmed them with. */
  const paymentMethods = new Map<
    string,
    { id: string; object: "payment_method"; type: "card"; billing_details: unknown }
  >();
  const refunds: FakeRefund[] = [];
  const disputes = new Map<string, FakeDispute>();
  /** Stripe keeps each idempotency key's request and answer: the same key again replays the answer. */
  const idempotent = new Map<string, { params: string; answer: { status: number; body: unknown } }>();
  /** Every event it signed, in order; posted to `webhookUrl` too once a test sets it. */
  const events: SignedEvent[] = [];
  const deliveries: Promise<unknown>[] = [];
  let webhookUrl: string | undefined;
  const sdk = new Stripe(secretKey);
  const faults: { kind: Fault; path: string }[] = [];
  const hanging = new Set<http.ServerResponse>();
  /** Every request the shop's server or a browser made, in order (`POST /v1/payment_intents/pi_x/cancel`). */
  const requests: string[] = [];

  const stripeError = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, code } },
  });

  const now = () => Math.floor(Date.now() / 1000);

  function signed(type: string, object: unknown, secret = webhookSecret): SignedEvent {
    const payload = JSON.stringify({
      id: id("evt"),
      object: "event",
      type,
      data: { object },
      created: now(),
    });
    return { type, payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /** Signs an event, keeps it, and posts it to the shop's endpoint if one is set, not awaited (as Stripe's are not). */
  function emit(type: string, object: unknown) {
    const event = signed(type, object);
    events.push(event);
    if (webhookUrl) {
      deliveries.push(
        fetch(webhookUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
          body: event.payload,
        }).then(
          (response) => response.status,
          (error: Error) => error.message,
        ),
      );
    }
    return event;
  }

  function createIntent(params: Params) {
    if (Number(params.amount) < 50) {
      return stripeError(
        400,
        "invalid_request_error",
        "Amount must be at least $0.50 usd",
        "amount_too_small",
      );
    }
    if (Number(params.amount) > 99_999_999) {
      return stripeError(
        400,
        "invalid_request_error",
        "Amount must be no more than $999,999.99",
        "amount_too_large",
      );
    }
    // The pinned API version's rules: payment_method_types is no longer written, and the allowed
    // list excludes dynamic payment methods; what the intent offers is read back in payment_method_types.
    if (params.payment_method_types !== undefined) {
      return stripeError(
        400,
        "invalid_request_error",
        "payment_method_types is no longer supported on this API version.",
        "payment_method_types_no_longer_supported",
      );
    }
    // A list arrives form-encoded as allowed_payment_method_types[0]=card.
    const listed = params.allowed_payment_method_types as Record<string, string> | undefined;
    const allowed = listed && Object.values(listed);
    if (allowed && params.automatic_payment_methods !== undefined) {
      return stripeError(
        400,
        "invalid_request_error",
        "You may only specify one of these parameters: allowed_payment_method_types, automatic_payment_methods.",
        "parameters_exclusive",
      );
    }
    const refused = refuseDetails(params);
    if (refused) return refused;
    const intentId = id("pi");
    const intent: FakeIntent = {
      id: intentId,
      object: "payment_intent",
      amount: Number(params.amount),
      currency: String(params.currency),
      status: "requires_payment_method",
      client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
      metadata: (params.metadata as Record<string, string>) ?? {},
      // Dynamic payment methods: what an account offers by default, bank debits among them.
      payment_method_types: allowed ?? ["card", "link", "us_bank_account"],
      description: (params.description as string) ?? null,
      receipt_email: null,
      shipping: null,
      payment_method: null,
      created: now(),
      livemode: false,
      latest_charge: null,
      amount_refunded: 0,
    };
    setDetails(intent, params);
    intents.set(intent.id, intent);
    return { status: 200, body: intent };
  }

  /** As Stripe does: an address's country is a two-letter code, never a name. */
  function refuseDetails(params: Params) {
    const billing = (params.payment_method_data as Params | undefined)?.billing_details as Params | undefined;
    const country = unknownCountry((params.shipping as Params | undefined)?.address, billing?.address);
    if (country === undefined) return undefined;
    return stripeError(
      400,
      "invalid_request_error",
      `Country '${country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'.`,
    );
  }

  /** What a create, an update or a confirmation may set; what it does not name stays as it was. */
  function setDetails(intent: FakeIntent, params: Params) {
    if (params.receipt_email !== undefined) intent.receipt_email = (params.receipt_email as string) || null;
    if (params.shipping !== undefined) {
      intent.shipping = params.shipping === "" ? null : storedShipping(params.shipping as Params);
    }
    if (params.metadata !== undefined)
      intent.metadata = { ...intent.metadata, ...(params.metadata as Record<string, string>) };
  }

  /** Refunds part or all of a paid intent, from the API or the dashboard; Stripe's refusal otherwise. */
  function refund(intent: FakeIntent | undefined, params: Params) {
    if (!intent?.latest_charge || intent.status !== "succeeded") {
      return stripeError(
        400,
        "invalid_request_error",
        `This PaymentIntent (${intent?.id ?? String(params.payment_intent)}) does not have a successful charge to refund.`,
      );
    }
    const left = intent.amount - intent.amount_refunded;
    if (left === 0) {
      return stripeError(
        400,
        "invalid_request_error",
        `Charge ${intent.latest_charge} has already been refunded.`,
        "charge_already_refunded",
      );
    }
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      return stripeError(
        400,
        "invalid_request_error",
        "Invalid positive integer",
        "parameter_invalid_integer",
      );
    }
    if (amount > left) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      return stripeError(
        400,
        "invalid_request_error",
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        "amount_too_large",
      );
    }
    if (params.reason !== undefined && !REFUND_REASONS.includes(String(params.reason))) {
      return stripeError(
        400,
        "invalid_request_error",
        `Invalid reason: must be one of ${REFUND_REASONS.join(", ")}`,
        "parameter_invalid_string",
      );
    }
    const made: FakeRefund = {
      id: id("re"),
      object: "refund",
      amount,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      currency: intent.currency,
      reason: (params.reason as string) ?? null,
      status: "succeeded",
      metadata: (params.metadata as Record<string, string>) ?? {},
      created: now(),
    };
    intent.amount_refunded += amount;
    refunds.push(made);
    emit("refund.created", made);
    emit("charge.refunded", {
      id: intent.latest_charge,
      object: "charge",
      amount: intent.amount,
      amount_refunded: intent.amount_refunded,
      refunded: intent.amount_refunded === intent.amount,
      payment_intent: intent.id,
      currency: intent.currency,
    });
    return { status: 200, body: made };
  }

  /** GET /v1/refunds: newest first, by `payment_intent` and `created[gte]`, a page of `limit` after `starting_after`. */
  function refundList(params: Params) {
    const since = Number(params["created[gte]"] ?? 0);
    const matching = refunds
      .filter((made) => made.created >= since)
      .filter((made) => !params.payment_intent || made.payment_intent === params.payment_intent)
      .reverse();
    const after = params.starting_after
      ? matching.findIndex((made) => made.id === params.starting_after) + 1
      : 0;
    const limit = Number(params.limit ?? 10);
    const data = matching.slice(after, after + limit);
    return { object: "list", url: "/v1/refunds", has_more: after + limit < matching.length, data };
  }

  function handle(method: string, path: string, params: Params, key: string | undefined) {
    const [, , resource, objectId, verb] = path.split("/");
    if (method === "POST" && (resource === "payment_intents" || resource === "refunds") && !objectId) {
      // The same key again replays the first answer (refusals included), as Stripe does; with
      // other parameters it is refused.
      const seen = key ? idempotent.get(key) : undefined;
      if (seen && seen.params !== JSON.stringify(params)) {
        return stripeError(
          400,
          "idempotency_error",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (seen) return { ...seen.answer, replayed: true };
      const answer =
        resource === "refunds"
          ? refund(intents.get(String(params.payment_intent)), params)
          : createIntent(params);
      if (key) idempotent.set(key, { params: JSON.stringify(params), answer });
      return answer;
    }
    if (resource === "refunds" && !objectId && method === "GET")
      return { status: 200, body: refundList(params) };
    if (resource === "refunds") {
      const found = refunds.find((candidate) => candidate.id === objectId);
      if (method === "GET" && found) return { status: 200, body: found };
      return stripeError(404, "invalid_request_error", `No such refund: '${objectId}'`, "resource_missing");
    }
    if (resource === "payment_intents") {
      const intent = intents.get(objectId);
      if (!intent)
        return stripeError(
          404,
          "invalid_request_error",
          `No such payment_intent: '${objectId}'`,
          "resource_missing",
        );
      if (method === "GET" && !verb) {
        // stripe-node asks for expansions as expand[0]=payment_method.
        const expand = Object.entries(params).some(
          ([key, value]) => key.startsWith("expand") && value === "payment_method",
        );
        const card = expand && intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
        return { status: 200, body: card ? { ...intent, payment_method: card } : intent };
      }
      if (method === "POST" && !verb) {
        if (intent.status === "succeeded" || intent.status === "canceled") {
          return stripeError(
            400,
            "invalid_request_error",
            `This PaymentIntent's details could not be updated because it has a status of ${intent.status}.`,
            "payment_intent_unexpected_state",
          );
        }
        const refused = refuseDetails(params);
        if (refused) return refused;
        setDetails(intent, params);
        return { status: 200, body: intent };
      }
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
        const refused = refuseDetails(params);
        if (refused) return refused;
        intent.status = "succeeded";
        intent.latest_charge = id("ch");
        setDetails(intent, params);
        const billing = (params.payment_method_data as Params | undefined)?.billing_details as
          | Params
          | undefined;
        const paymentMethod = {
          id: id("pm"),
          object: "payment_method" as const,
          type: "card" as const,
          billing_details: {
            name: billing?.name ?? null,
            email: billing?.email ?? null,
            phone: billing?.phone ?? null,
            address: storedAddress(billing?.address as Params | undefined),
          },
        };
        paymentMethods.set(paymentMethod.id, paymentMethod);
        intent.payment_method = paymentMethod.id;
        return { status: 200, body: intent };
      }
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
      return res.end(fakeStripeJs(browserOrigin ?? origin));
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
    res.writeHead(result.status, {
      "Content-Type": "application/json",
      ...("replayed" in result && { "Idempotent-Replayed": "true" }),
      ...cors,
    });
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
    disputes,
    events,
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
      intent.latest_charge = id("ch");
      intent.receipt_email = buyer.email ?? "buyer@example.com";
      intent.shipping = {
        name: buyer.name ?? "Buyer",
        address: { line1: "1 Main St", city: "Austin", state: "TX", postal_code: "78701", country: "US" },
      };
      return intent;
    },
    /** The buyer paid with a method that takes days (a bank debit): `processing`, then the webhook's event. */
    process(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = "processing";
      emit("payment_intent.processing", intent);
      return intent;
    },
    /** The buyer's bank asks her to confirm (3-D Secure): `requires_action` until she does. */
    requireAction(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = "requires_action";
      return intent;
    },
    /**
     * A payment on the same account that is not the shop's (a Payment Link, an invoice, a charge
     * made in the dashboard): paid, and naming no piece in its metadata.
     */
    payElsewhere(amount = 2_500, description = "Payment Link: workshop seat") {
      const made = createIntent({ amount: String(amount), currency: "usd", description }).body as FakeIntent;
      return this.succeed(made.id);
    },
    /** A webhook event as Stripe signs it (`secret` lets a test forge a bad signature). */
    webhook: (type: string, object: unknown, secret = webhookSecret) => signed(type, object, secret),
    /** From now on every event is also posted to `url` (the shop's /api/stripe/webhook), as Stripe does. */
    sendEventsTo(url: string) {
      webhookUrl = url;
    },
    /** Waits for every event posted so far; answers each post's status (or network error). */
    delivered: () => Promise.all(deliveries),
    /** Refunds in Stripe's dashboard: `amount` cents (all that is left without). Throws Stripe's refusal. */
    refundInDashboard(intentId: string, { amount, reason }: { amount?: number; reason?: string } = {}) {
      const answer = refund(intents.get(intentId), {
        ...(amount !== undefined && { amount: String(amount) }),
        ...(reason && { reason }),
      });
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return answer.body as FakeRefund;
    },
    /**
     * The buyer's bank disputes a paid intent: `charge.dispute.created`, evidence due in `dueInDays`;
     * `inquiry` opens a card network's inquiry (`warning_needs_response`) instead.
     */
    openDispute(intentId: string, { reason = "fraudulent", dueInDays = 7, inquiry = false } = {}) {
      const intent = intents.get(intentId);
      if (!intent?.latest_charge) throw new Error(`no paid intent ${intentId}`);
      const dispute: FakeDispute = {
        id: id("dp"),
        object: "dispute",
        amount: intent.amount,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        currency: intent.currency,
        reason,
        status: inquiry ? "warning_needs_response" : "needs_response",
        evidence_details: {
          due_by: now() + dueInDays * 86_400,
          has_evidence: false,
          past_due: false,
          submission_count: 0,
        },
        created: now(),
        livemode: false,
      };
      disputes.set(dispute.id, dispute);
      emit("charge.dispute.created", dispute);
      return dispute;
    },
    /** The buyer's bank appeals a lost dispute (`appeal_needs_response`): a new deadline, `charge.dispute.updated`. */
    appealDispute(disputeId: string, { dueInDays = 10 } = {}) {
      const dispute = disputes.get(disputeId);
      if (dispute?.status !== "lost") throw new Error(`no lost dispute ${disputeId}`);
      dispute.status = "appeal_needs_response";
      dispute.evidence_details = {
        ...dispute.evidence_details,
        due_by: now() + dueInDays * 86_400,
        past_due: false,
      };
      emit("charge.dispute.updated", dispute);
      return dispute;
    },
    /** The bank decides: `charge.dispute.closed` with `won`, `lost` or `warning_closed`. */
    closeDispute(disputeId: string, status: "won" | "lost" | "warning_closed") {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`no dispute ${disputeId}`);
      dispute.status = status;
      emit("charge.dispute.closed", dispute);
      return dispute;
    },
    env() {
      return {
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: origin,
        STRIPE_JS_URL: `${browserOrigin ?? origin}/v3`,
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
