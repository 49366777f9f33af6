// A payment as the buyer's browser makes it: Stripe.js's confirmPayment posts the card and, when
// given, the shipping address and the card's billing details, form-encoded, to the intent's confirm
// at the local Stripe (as tests/fakes/stripe-js.ts does in a page). For tests that pay without a page.
import type { FakeStripe } from "../fakes/stripe-server";

/** A shipping address as the checkout's Stripe.js call gives it (a line left empty is sent as ""). */
export interface BrowserShipping {
  name: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
}

/** The card's billing details as the checkout gives them (name, email and her own address). */
export interface BrowserBilling {
  name: string;
  email: string;
  address: Partial<BrowserShipping["address"]>;
}

export async function payAsBrowser(
  stripe: Pick<FakeStripe, "url">,
  clientSecret: string,
  { email, shipping, billing }: { email?: string; shipping?: BrowserShipping; billing?: BrowserBilling },
) {
  const body = new URLSearchParams({ client_secret: clientSecret, card_number: "4242424242424242" });
  if (email) body.set("receipt_email", email);
  if (shipping) {
    body.set("shipping[name]", shipping.name);
    for (const [key, value] of Object.entries(shipping.address)) body.set(`shipping[address][${key}]`, value);
  }
  if (billing) {
    body.set("payment_method_data[billing_details][name]", billing.name);
    body.set("payment_method_data[billing_details][email]", billing.email);
    for (const [key, value] of Object.entries(billing.address)) {
      body.set(`payment_method_data[billing_details][address][${key}]`, value ?? "");
    }
  }
  const intentId = clientSecret.split("_secret_")[0];
  const answer = await fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
    method: "POST",
    body,
  });
  if (!answer.ok) throw new Error(`Stripe refused the payment: ${await answer.text()}`);
}
