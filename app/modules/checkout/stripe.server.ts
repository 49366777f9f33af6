// The Stripe client, or null when payments are not configured (DESIGN.md: the checkout then says
// so and nothing else breaks). STRIPE_API_URL points the SDK at another server (tests: a fake).
import Stripe from "stripe";
import { getEnv } from "~/utils/env.server";
import { serviceUnavailable } from "~/utils/errors";

let cached: { key: string; client: Stripe } | undefined;

export function getStripe(): Stripe | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_URL: apiUrl } = getEnv();
  if (!key) return null;
  if (cached?.key === key) return cached.client;
  const url = apiUrl ? new URL(apiUrl) : undefined;
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === "https:" ? 443 : 80),
      protocol: url.protocol.replace(":", "") as "http" | "https",
    }),
  });
  cached = { key, client };
  return client;
}

export const PAYMENTS_NOT_CONFIGURED =
  "Card payments are not set up yet. Please contact us to buy this piece.";

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
