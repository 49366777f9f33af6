// The soak's load: concurrent visitors who browse the storefront, write through the public /api
// and the home page's forms (as a browser without JavaScript posts them), and buy pieces against
// the local Stripe fake. Every request is recorded; every acknowledged write is remembered by a
// unique marker, so the database can be checked for it afterwards.
import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FakeStripe } from "../tests/fakes/stripe-server";

/** One HTTP request as the visitor saw it: times in ms since the load started, status 0 = no answer. */
export interface RequestRecord {
  kind: string;
  start: number;
  end: number;
  status: number;
}

/** A request failed when it got no answer or a 5xx; a 4xx is an answer the visitor can act on. */
export const failed = ({ status }: { status: number }) => status === 0 || status >= 500;

export interface AcknowledgedWrite {
  table: "ContactMessage" | "NewsletterSubscriber" | "Order";
  /** The contact's or subscriber's unique email, or the order's PaymentIntent id. */
  marker: string;
  via: string;
}

export interface LoadOptions {
  baseUrl: string;
  /** The soak's clock: ms since the load started. */
  now: () => number;
  connections: number;
  /** Visitors keep coming while this says so, up to `maxRequests` requests. */
  going: () => boolean;
  maxRequests: number;
  /** Live products, for the product pages. */
  productIds: number[];
  /** Pieces added for the soak, for the checkouts. */
  pieceIds: number[];
  photo: Buffer;
  stripe: FakeStripe;
  runId: string;
}

const REQUEST_TIMEOUT_MS = 15_000;
/**
 * A visitor shown an error waits before the next click; it also keeps a server that is down from
 * turning the load into a tight loop of refused connections.
 */
const PAUSE_AFTER_FAILURE_MS = 250;
/** A buyer whose confirmation failed reloads the success page this many times, a second apart. */
const CONFIRMATION_ATTEMPTS = 5;

export function createLoad(options: LoadOptions) {
  const records: RequestRecord[] = [];
  const acknowledged: AcknowledgedWrite[] = [];
  const paidIntents: string[] = [];
  const uploads: string[] = [];
  const unsold = [...options.pieceIds];
  const { now } = options;
  let sequence = 0;
  const marker = () => `soak-${options.runId}-${++sequence}@example.com`;
  const forget = (pieceId: number) => {
    const index = unsold.indexOf(pieceId);
    if (index >= 0) unsold.splice(index, 1);
  };

  async function send(kind: string, path: string, init: RequestInit = {}) {
    const start = now();
    let status = 0;
    let body = "";
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        ...init,
        redirect: "manual",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      body = await response.text();
      status = response.status;
    } catch {
      // Refused, reset or timed out: the visitor got no answer.
    }
    records.push({ kind, start, end: now(), status });
    if (failed({ status })) await sleep(PAUSE_AFTER_FAILURE_MS);
    return { status, body };
  }

  const json = (payload: unknown): RequestInit => ({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  });
  const photoBlob = () => new Blob([new Uint8Array(options.photo)], { type: "image/jpeg" });
  const pick = <T>(list: T[]) => list[randomInt(list.length)];
  // Half the page views carry a cookie, which makes the server render instead of answering from
  // its five-second page cache (a returning visitor); the other half are first-time visitors.
  const pageHeaders = (): HeadersInit => (randomInt(2) ? { Cookie: "soak=returning-visitor" } : {});
  const contactFields = (email: string) => ({
    name: "Soak Visitor",
    email,
    subject: "commission",
    message: `A message from the soak run (${email}).`,
  });
  const acknowledge = (table: AcknowledgedWrite["table"], marker: string, via: string) =>
    acknowledged.push({ table, marker, via });

  async function checkout() {
    if (unsold.length === 0) return send("GET /shop", "/shop", { headers: pageHeaders() });
    const productId = pick(unsold);
    const started = await send(
      "POST /api/create-payment-intent",
      "/api/create-payment-intent",
      json({ productId }),
    );
    // 409: sold, or held by another buyer for longer than the run lasts.
    if (started.status === 409) forget(productId);
    if (started.status !== 200) return;
    const paymentIntentId = (JSON.parse(started.body) as { clientSecret: string }).clientSecret.split(
      "_secret_",
    )[0];
    // The buyer's card is accepted (what Stripe.js does in the browser), then the browser confirms.
    const email = marker();
    options.stripe.succeed(paymentIntentId, { email, name: "Soak Buyer" });
    paidIntents.push(paymentIntentId);
    for (let attempt = 1; attempt <= CONFIRMATION_ATTEMPTS; attempt++) {
      const confirmed = await send(
        "POST /api/payment-success",
        "/api/payment-success",
        json({ productId, paymentIntentId, customerEmail: email, customerName: "Soak Buyer" }),
      );
      if (confirmed.status === 200) {
        acknowledge("Order", paymentIntentId, "/api/payment-success");
        forget(productId);
        return;
      }
      if (confirmed.status >= 400 && confirmed.status < 500) return;
      await sleep(1000);
    }
  }

  /** What a visitor does next, with its weight out of 100. */
  const actions: [weight: number, act: () => Promise<unknown>][] = [
    [12, () => send("GET /", "/", { headers: pageHeaders() })],
    [8, () => send("GET /gallery", "/gallery", { headers: pageHeaders() })],
    [8, () => send("GET /shop", "/shop", { headers: pageHeaders() })],
    [
      14,
      () => send("GET /products/{id}", `/products/${pick(options.productIds)}`, { headers: pageHeaders() }),
    ],
    [8, () => send("GET /api/products", "/api/products")],
    [5, () => (uploads.length ? send("GET /uploads/{key}", pick(uploads)) : send("GET /", "/"))],
    [
      9,
      async () => {
        const email = marker();
        const { status } = await send("POST /api/contact", "/api/contact", json(contactFields(email)));
        if (status === 201) acknowledge("ContactMessage", email, "/api/contact");
      },
    ],
    [
      9,
      async () => {
        const email = marker();
        const { status } = await send("POST /api/newsletter", "/api/newsletter", json({ email }));
        if (status === 201) acknowledge("NewsletterSubscriber", email, "/api/newsletter");
      },
    ],
    [
      5,
      async () => {
        // With JavaScript the form uploads the photo first and sends its address.
        const form = new FormData();
        form.append("image", photoBlob(), "photo.jpg");
        const uploaded = await send("POST /api/upload", "/api/upload", { method: "POST", body: form });
        if (uploaded.status !== 200) return;
        const { url } = JSON.parse(uploaded.body) as { url: string };
        uploads.push(url);
        const email = marker();
        const { status } = await send(
          "POST /api/contact",
          "/api/contact",
          json({ ...contactFields(email), imageUrl1: url }),
        );
        if (status === 201) acknowledge("ContactMessage", email, "/api/contact");
      },
    ],
    [
      6,
      async () => {
        // Without JavaScript the photo travels in the form's own multipart post.
        const email = marker();
        const form = new FormData();
        form.append("intent", "contact");
        for (const [key, value] of Object.entries(contactFields(email))) form.append(key, value);
        form.append("photos", photoBlob(), "photo.jpg");
        const { status } = await send("POST / (contact form)", "/?index", { method: "POST", body: form });
        if (status === 200) acknowledge("ContactMessage", email, "contact form");
      },
    ],
    [
      6,
      async () => {
        const email = marker();
        const body = new URLSearchParams({ intent: "newsletter", email });
        const { status } = await send("POST / (newsletter form)", "/?index", { method: "POST", body });
        if (status === 200) acknowledge("NewsletterSubscriber", email, "newsletter form");
      },
    ],
    [10, checkout],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);

  function nextAction() {
    let roll = randomInt(totalWeight);
    for (const [weight, act] of actions) {
      if (roll < weight) return act;
      roll -= weight;
    }
    return actions[0][1];
  }

  async function visitor() {
    while (options.going() && records.length < options.maxRequests) await nextAction()();
  }

  return {
    records,
    acknowledged,
    paidIntents,
    run: () => Promise.all(Array.from({ length: options.connections }, visitor)).then(() => undefined),
  };
}
