// The Stripe client, or null when payments are not configured (the checkout then says
// so and nothing else breaks). STRIPE_API_URL points the SDK at another server (tests: a fake).
// Stripe's failures become answers a buyer can act on (decision 070): an unknown object or a
// refused request is a 400, Stripe unreachable, slow or failing is a 503 with Retry-After.
import Stripe from "stripe";
import { getEnv } from "~/utils/env.server";
import { AppError, badRequest, serviceUnavailable } from "~/utils/errors";

let cached: { config: string; client: Stripe } | undefined;

export function getStripe(): Stripe | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_URL: apiUrl, STRIPE_TIMEOUT_MS: timeout } = getEnv();
  if (!key) return null;
  const config = `${key} ${apiUrl} ${timeout}`;
  if (cached?.config === config) return cached.client;
  const url = apiUrl ? new URL(apiUrl) : undefined;
  const client = new Stripe(key, {
    // A buyer is waiting on every call: one retry (the SDK keeps an idempotency key on it) and a
    // short timeout bound the wait to about twice STRIPE_TIMEOUT_MS before a clear 503.
    maxNetworkRetries: 1,
    timeout,
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === "https:" ? 443 : 80),
      protocol: url.protocol.replace(":", "") as "http" | "https",
    }),
  });
  cached = { config, client };
  return client;
}

export const PAYMENTS_NOT_CONFIGURED =
  "Card payments are not set up yet. Please contact us to buy this piece.";
export const PAYMENTS_UNAVAILABLE =
  "Our payment provider is not answering right now. Nothing was charged; please try again in a minute.";
const RETRY_AFTER_SECONDS = 30;

/** The client, or a 503 answer saying payments are not set up. */
export function requireStripe(): Stripe {
  const stripe = getStripe();
  if (!stripe) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
  return stripe;
}

export function paymentsConfigured() {
  const env = getEnv();
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
}

/**
 * Runs one call to Stripe and turns its failures into API answers: `missing` is the message when
 * the object asked for does not exist (an unknown PaymentIntent id from a buyer's URL).
 */
export async function callStripe<T>(call: (stripe: Stripe) => Promise<T>, missing: string): Promise<T> {
  const stripe = requireStripe();
  try {
    return await call(stripe);
  } catch (error) {
    throw stripeFailure(error, missing);
  }
}

function stripeFailure(error: unknown, missing: string) {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const status = error.statusCode ?? 0;
  if (error.code === "resource_missing" || status === 404) return badRequest(missing);
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeIdempotencyError ||
    error instanceof Stripe.errors.StripeCardError
  ) {
    return badRequest(error.message || missing);
  }
  // Unreachable, timed out, 5xx, rate limited, or our key refused: the buyer can only wait.
  console.error(`Stripe ${error.type} (${status || "no answer"}): ${error.message}`);
  return serviceUnavailable(PAYMENTS_UNAVAILABLE, RETRY_AFTER_SECONDS);
}

/** Whether a thrown error says Stripe could not be reached (the caller leaves things as they were). */
export const isUnavailable = (error: unknown) => error instanceof AppError && error.status === 503;
