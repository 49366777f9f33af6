// A local server that speaks the part of Stripe's HTTP API the shop uses (PaymentIntents,
// refunds), serves a fake Stripe.js, and signs webhook events (and sends them, as Stripe does, once
// told where): tests never reach the internet. Like Stripe's dashboard, it refunds and opens and
// closes disputes on its own; like a bank, it settles or fails a payment that was processing.
// `fault()` makes it fail the way Stripe can: unreachable, timing out, 5xx, or slow. What it
// answers and sends is built in stripe-objects.ts, checked against the SDK's types.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { fakeStripeJs } from "./stripe-js";
import {
  cardPaymentMethodObject,
  chargeObject,
  declineOf,
  disputeObject,
  errorAnswer,
  eventObject,
  paymentIntentObject,
  refundObject,
  stripeAddress,
  unixNow,
  INSUFFICIENT_FUNDS,
  type CardPaymentMethod,
  type ChargeStatus,
  type Decline,
  type EventObject,
  type EventType,
} from "./stripe-objects";

/** Stripe's test card that is always declined. */
export const DECLINED_CARD = "4000000000000002";
/**
 * Not one of Stripe's test cards: the fake's stand-in for a payment that settles later (a bank
 * debit, or a card whose bank is slow to answer). Confirmed, it is `processing` until `succeed` or `fail`.
 */
export const PROCESSING_CARD = "4000000000000333";
const GOOD_CARD = "4242424242424242";

/**
 * unreachable: the connection is dropped; timeout: no answer ever; server-error: 500 api_error;
 * error-without-message: a 402 card error with no message; slow: the normal answer after 1.5 s.
 */
export type Fault = "unreachable" | "timeout" | "server-error" | "error-without-message" | "slow";

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

/** A PaymentIntent's `shipping` as Stripe stores it (name and address; phone, carrier, tracking null). */
const storedShipping = (shipping: Params) =>
  ({
    name: String(shipping.name ?? ""),
    phone: (shipping.phone as string | undefined) ?? null,
    carrier: (shipping.carrier as string | undefined) ?? null,
    tracking_number: (shipping.tracking_number as string | undefined) ?? null,
    address: stripeAddress(shipping.address as Params | undefined),
  }) satisfies Stripe.PaymentIntent.Shipping;

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
  const intents = new Map<string, Stripe.PaymentIntent>();
  /** The cards' PaymentMethods, with the billing details the browser confirmed them with. */
  const paymentMethods = new Map<string, CardPaymentMethod>();
  /** Each payment attempt's charge: what a refund or a dispute is made on. */
  const charges = new Map<string, Stripe.Charge>();
  const refunds: Stripe.Refund[] = [];
  const disputes = new Map<string, Stripe.Dispute>();
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

  const invalidRequest = (status: number, message: string, code?: string) =>
    errorAnswer(status, { type: "invalid_request_error", message, code });

  function signed<T extends EventType>(type: T, object: EventObject<T>, secret = webhookSecret): SignedEvent {
    const payload = JSON.stringify(eventObject(type, object));
    return { type, payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /** Signs an event, keeps it, and posts it to the shop's endpoint if one is set, not awaited (as Stripe's are not). */
  function emit<T extends EventType>(type: T, object: EventObject<T>) {
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
      return invalidRequest(400, "Amount must be at least $0.50 usd", "amount_too_small");
    }
    if (Number(params.amount) > 99_999_999) {
      return invalidRequest(400, "Amount must be no more than $999,999.99", "amount_too_large");
    }
    // The pinned API version's rules: payment_method_types is no longer written, and the allowed
    // list excludes dynamic payment methods; what the intent offers is read back in payment_method_types.
    if (params.payment_method_types !== undefined) {
      return invalidRequest(
        400,
        "payment_method_types is no longer supported on this API version.",
        "payment_method_types_no_longer_supported",
      );
    }
    // A list arrives form-encoded as allowed_payment_method_types[0]=card.
    const listed = params.allowed_payment_method_types as
      | Record<string, Stripe.PaymentIntent.AllowedPaymentMethodType>
      | undefined;
    const allowed = listed && Object.values(listed);
    if (allowed && params.automatic_payment_methods !== undefined) {
      return invalidRequest(
        400,
        "You may only specify one of these parameters: allowed_payment_method_types, automatic_payment_methods.",
        "parameters_exclusive",
      );
    }
    const refused = refuseDetails(params);
    if (refused) return refused;
    const intent: Stripe.PaymentIntent = paymentIntentObject({
      amount: Number(params.amount),
      currency: String(params.currency),
      description: (params.description as string | undefined) ?? null,
      metadata: (params.metadata as Stripe.Metadata | undefined) ?? {},
      allowed,
    });
    setDetails(intent, params);
    intents.set(intent.id, intent);
    return { status: 200, body: intent };
  }

  /** As Stripe does: an address's country is a two-letter code, never a name. */
  function refuseDetails(params: Params) {
    const billing = (params.payment_method_data as Params | undefined)?.billing_details as Params | undefined;
    const country = unknownCountry((params.shipping as Params | undefined)?.address, billing?.address);
    if (country === undefined) return undefined;
    return invalidRequest(
      400,
      `Country '${country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'.`,
    );
  }

  /** What a create, an update or a confirmation may set; what it does not name stays as it was. */
  function setDetails(intent: Stripe.PaymentIntent, params: Params) {
    if (params.receipt_email !== undefined) intent.receipt_email = (params.receipt_email as string) || null;
    if (params.shipping !== undefined) {
      intent.shipping = params.shipping === "" ? null : storedShipping(params.shipping as Params);
    }
    if (params.metadata !== undefined)
      intent.metadata = { ...intent.metadata, ...(params.metadata as Stripe.Metadata) };
  }

  /**
   * A payment attempt with `cardNumber`: its PaymentMethod (with the billing details given) and its
   * charge, which `status` says how it went; the intent follows. A processing payment's pending
   * charge is the one that later succeeds or fails.
   */
  function attempt(
    intent: Stripe.PaymentIntent,
    status: ChargeStatus,
    {
      cardNumber = GOOD_CARD,
      billing,
      decline,
    }: { cardNumber?: string; billing?: Params; decline?: Decline } = {},
  ) {
    const pending = intent.latest_charge ? charges.get(String(intent.latest_charge)) : undefined;
    const card =
      (pending?.status === "pending" && paymentMethods.get(String(pending.payment_method))) ||
      cardPaymentMethodObject(cardNumber, {
        name: (billing?.name as string | undefined) ?? null,
        email: (billing?.email as string | undefined) ?? null,
        phone: (billing?.phone as string | undefined) ?? null,
        address: stripeAddress(billing?.address as Params | undefined),
        tax_id: null,
      });
    paymentMethods.set(card.id, card);
    const charge = chargeObject(intent, card, status, decline);
    if (pending?.status === "pending") charge.id = pending.id;
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    intent.processing = status === "pending" ? { type: "card" } : null;
    intent.next_action = null;
    if (status === "failed") {
      // Declined: the intent waits for another card, the failed one kept in last_payment_error.
      intent.status = "requires_payment_method";
      intent.payment_method = null;
      intent.last_payment_error = declineOf(charge, card);
      emit("payment_intent.payment_failed", intent);
      return charge;
    }
    intent.payment_method = card.id;
    intent.last_payment_error = null;
    intent.status = status === "pending" ? "processing" : "succeeded";
    if (status === "succeeded") intent.amount_received = intent.amount;
    if (status === "pending") emit("payment_intent.processing", intent);
    return charge;
  }

  function intentNamed(intentId: string) {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    return intent;
  }

  const paidCharge = (intent: Stripe.PaymentIntent | undefined) => {
    const charge = intent?.latest_charge ? charges.get(String(intent.latest_charge)) : undefined;
    return intent?.status === "succeeded" && charge?.status === "succeeded" ? charge : undefined;
  };

  /** Refunds part or all of a paid intent, from the API or the dashboard; Stripe's refusal otherwise. */
  function refund(intent: Stripe.PaymentIntent | undefined, params: Params) {
    const charge = paidCharge(intent);
    if (!charge) {
      return invalidRequest(
        400,
        `This PaymentIntent (${intent?.id ?? String(params.payment_intent)}) does not have a successful charge to refund.`,
      );
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      return invalidRequest(400, `Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
    }
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      return invalidRequest(400, "Invalid positive integer", "parameter_invalid_integer");
    }
    if (amount > left) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      return invalidRequest(
        400,
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        "amount_too_large",
      );
    }
    if (params.reason !== undefined && !REFUND_REASONS.includes(String(params.reason))) {
      return invalidRequest(
        400,
        `Invalid reason: must be one of ${REFUND_REASONS.join(", ")}`,
        "parameter_invalid_string",
      );
    }
    const made: Stripe.Refund = refundObject({
      amount,
      charge,
      reason: (params.reason as Stripe.Refund.Reason | undefined) ?? null,
      metadata: (params.metadata as Stripe.Metadata | undefined) ?? {},
    });
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    refunds.push(made);
    emit("refund.created", made);
    emit("charge.refunded", charge);
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
    return {
      object: "list",
      url: "/v1/refunds",
      has_more: after + limit < matching.length,
      data,
    } satisfies Stripe.ApiList<Stripe.Refund>;
  }

  function handle(method: string, path: string, params: Params, key: string | undefined) {
    const [, , resource, objectId, verb] = path.split("/");
    if (method === "POST" && (resource === "payment_intents" || resource === "refunds") && !objectId) {
      // The same key again replays the first answer (refusals included), as Stripe does; with
      // other parameters it is refused.
      const seen = key ? idempotent.get(key) : undefined;
      if (seen && seen.params !== JSON.stringify(params)) {
        return errorAnswer(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
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
      return invalidRequest(404, `No such refund: '${objectId}'`, "resource_missing");
    }
    if (resource === "payment_intents") {
      const intent = intents.get(objectId);
      if (!intent) return invalidRequest(404, `No such payment_intent: '${objectId}'`, "resource_missing");
      if (method === "GET" && !verb) {
        // stripe-node asks for expansions as expand[0]=payment_method.
        const expand = Object.entries(params).some(
          ([key, value]) => key.startsWith("expand") && value === "payment_method",
        );
        const card =
          expand && intent.payment_method ? paymentMethods.get(String(intent.payment_method)) : undefined;
        return {
          status: 200,
          body: card ? ({ ...intent, payment_method: card } satisfies Stripe.PaymentIntent) : intent,
        };
      }
      if (method === "POST" && !verb) {
        if (intent.status === "succeeded" || intent.status === "canceled") {
          return invalidRequest(
            400,
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
        if (intent.status === "succeeded" || intent.status === "canceled") {
          return invalidRequest(
            400,
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            "payment_intent_unexpected_state",
          );
        }
        intent.status = "canceled";
        intent.canceled_at = unixNow();
        intent.cancellation_reason =
          (params.cancellation_reason as Stripe.PaymentIntent.CancellationReason | undefined) ?? null;
        intent.next_action = null;
        emit("payment_intent.canceled", intent);
        return { status: 200, body: intent };
      }
      if (method === "POST" && verb === "confirm") {
        if (params.client_secret !== intent.client_secret) return invalidRequest(401, "Bad client secret.");
        if (
          !["requires_payment_method", "requires_confirmation", "requires_action"].includes(intent.status)
        ) {
          return invalidRequest(
            400,
            `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
            "payment_intent_unexpected_state",
          );
        }
        const refused = refuseDetails(params);
        if (refused) return refused;
        setDetails(intent, params);
        const cardNumber = String(params.card_number ?? GOOD_CARD);
        const billing = (params.payment_method_data as Params | undefined)?.billing_details as
          | Params
          | undefined;
        const outcome =
          cardNumber === DECLINED_CARD ? "failed" : cardNumber === PROCESSING_CARD ? "pending" : "succeeded";
        attempt(intent, outcome, { cardNumber, billing });
        if (outcome === "failed") {
          // Stripe's answer to a decline: a card error naming the intent, which waits for another card.
          return errorAnswer(402, {
            ...intent.last_payment_error,
            type: "card_error",
            payment_intent: intent,
          });
        }
        return { status: 200, body: intent };
      }
    }
    return invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);
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
      const { status, body } =
        fault === "server-error"
          ? errorAnswer(500, { type: "api_error", message: "Something went wrong on Stripe's end." })
          : errorAnswer(402, { type: "card_error" });
      res.writeHead(status, { "Content-Type": "application/json", ...cors }).end(JSON.stringify(body));
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
      return res.end(JSON.stringify(invalidRequest(401, "Invalid API Key").body));
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
    charges,
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
    /** Pays an intent as a buyer's browser would (one that was processing goes through). */
    succeed(intentId: string, buyer: { email?: string | null; name?: string } = {}) {
      const intent = intentNamed(intentId);
      const name = buyer.name ?? "Buyer";
      // `email: null`: a buyer who gave none, neither as the receipt's nor on her card.
      intent.receipt_email = buyer.email === undefined ? "buyer@example.com" : buyer.email;
      intent.shipping = storedShipping({
        name,
        address: { line1: "1 Main St", city: "Austin", state: "TX", postal_code: "78701", country: "US" },
      });
      attempt(intent, "succeeded", { billing: { name, email: intent.receipt_email } });
      return intent;
    },
    /** The buyer paid with a method that takes days (a bank debit): `processing` and its event. */
    process(intentId: string) {
      const intent = intentNamed(intentId);
      attempt(intent, "pending");
      return intent;
    },
    /** The payment fails at the bank (one that was processing, days later): `payment_intent.payment_failed`. */
    fail(intentId: string, decline: Decline = INSUFFICIENT_FUNDS) {
      const intent = intentNamed(intentId);
      attempt(intent, "failed", { decline });
      return intent;
    },
    /** The buyer's bank asks her to confirm (3-D Secure): `requires_action` until she does. */
    requireAction(intentId: string) {
      const intent = intentNamed(intentId);
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk" };
      return intent;
    },
    /** The intent's latest charge: what its refunds are counted on. */
    chargeOf(intentId: string) {
      return charges.get(String(intentNamed(intentId).latest_charge));
    },
    /**
     * A payment on the same account that is not the shop's (a Payment Link, an invoice, a charge
     * made in the dashboard): paid, and naming no piece in its metadata.
     */
    payElsewhere(amount = 2_500, description = "Payment Link: workshop seat") {
      const made = paymentIntentObject({ amount, currency: "usd", description, metadata: {} });
      intents.set(made.id, made);
      return this.succeed(made.id);
    },
    /** A webhook event as Stripe signs it (`secret` lets a test forge a bad signature). */
    webhook: <T extends EventType>(type: T, object: EventObject<T>, secret = webhookSecret) =>
      signed(type, object, secret),
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
      return answer.body as Stripe.Refund;
    },
    /**
     * The buyer's bank disputes a paid intent: `charge.dispute.created`, evidence due in `dueInDays`;
     * `inquiry` opens a card network's inquiry (`warning_needs_response`) instead.
     */
    openDispute(intentId: string, { reason = "fraudulent", dueInDays = 7, inquiry = false } = {}) {
      const charge = paidCharge(intents.get(intentId));
      if (!charge) throw new Error(`no paid intent ${intentId}`);
      const dispute: Stripe.Dispute = disputeObject({
        charge,
        reason,
        dueBy: unixNow() + dueInDays * 86_400,
        inquiry,
      });
      charge.disputed = true;
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
        due_by: unixNow() + dueInDays * 86_400,
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
