// Calls of the checkout's routes for the integration tests, as a buyer's browser or Stripe makes them.
import * as createIntent from "~/routes/api.create-payment-intent";
import * as paymentSuccess from "~/routes/api.payment-success";
import * as successPage from "~/routes/payment-success";
import * as releaseIntent from "~/routes/api.release-payment-intent";
import * as webhook from "~/routes/api.stripe.webhook";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { startFakeStripe, type FakeStripe, type SignedEvent } from "../fakes/stripe-server";
import type { EventObject, EventType } from "../fakes/stripe-objects";
import { call } from "./api";
import { resetDatabase } from "./reset";
import { setEnv } from "./env";

/**
 * For a test file: starts the fake Stripe (handed to `started`), points the shop at it plus `env`,
 * resets the database before each test and clears the fake's faults after it.
 */
export function withFakeStripe(env: Record<string, string>, started: (stripe: FakeStripe) => void) {
  let stripe: FakeStripe | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    started(stripe);
    setEnv({ ...stripe.env(), ...env });
  });
  afterAll(() => stripe?.stop());
  beforeEach(resetDatabase);
  afterEach(() => stripe?.clearFaults());
}

let ipSequence = 0;
/** A new address for each buyer unless a test names one. */
export const nextIp = () => `198.51.100.${(++ipSequence % 250) + 1}`;

/** Presses "Complete Purchase": POST /api/create-payment-intent, with the checkout's form as `buyer`. */
export function startCheckout(
  productId: unknown,
  { cookie, ip = nextIp(), buyer }: { cookie?: string; ip?: string; buyer?: Record<string, string> } = {},
) {
  return call(createIntent, "/api/create-payment-intent", {
    method: "POST",
    json: { productId, ...(buyer && { buyer }) },
    cookie,
    ip,
  });
}

/** A declined attempt gives its hold back: POST /api/release-payment-intent. */
export function releaseCheckout(productId: number, cookie?: string) {
  return call(releaseIntent, "/api/release-payment-intent", { method: "POST", json: { productId }, cookie });
}

export const cookieOf = (headers: Headers) => headers.get("Set-Cookie")?.split(";")[0];
export const intentOf = (clientSecret: string) => clientSecret.split("_secret_")[0];

export function confirm(productId: number, paymentIntentId: string) {
  return call(paymentSuccess, "/api/payment-success", {
    method: "POST",
    json: { productId, paymentIntentId, customerEmail: "grace@example.com", customerName: "Grace" },
  });
}

/** The success page's confirmation posted without JavaScript (with Stripe's client secret, if given): its action's answer. */
export function postSuccessPage(productId: number, paymentIntentId: string, clientSecret?: string) {
  const body = new URLSearchParams({
    productId: String(productId),
    paymentIntentId,
    ...(clientSecret && { clientSecret }),
  });
  const request = new Request("http://localhost/payment-success", { method: "POST", body });
  return successPage.action({ request, params: {}, context: {} });
}

/** The success page as Stripe's redirect opens it (`query` adds e.g. `&redirect_status=failed`). */
export function openSuccessPage(productId: number, paymentIntentId: string, query = "") {
  const url = `http://localhost/payment-success?productId=${productId}&payment_intent=${paymentIntentId}${query}`;
  return successPage.loader({ request: new Request(url), params: {}, context: {} });
}

export function deliver<T extends EventType>(
  stripe: FakeStripe,
  type: T,
  object: EventObject<T>,
  secret?: string,
) {
  return deliverEvent(stripe.webhook(type, object, secret));
}

/** Posts an event the fake signed to the shop's webhook, as Stripe sends it. */
export function deliverEvent({ payload, signature }: Pick<SignedEvent, "payload" | "signature">) {
  return call(webhook, "/api/stripe/webhook", {
    method: "POST",
    body: payload,
    contentType: "application/json",
    headers: { "Stripe-Signature": signature },
  });
}
