// What Stripe does after the soak: it sends `payment_intent.succeeded` for every payment taken,
// retrying until the shop accepts it, so a sale whose browser confirmation was lost still lands.
import { setTimeout as sleep } from "node:timers/promises";
import type { FakeStripe } from "../tests/fakes/stripe-server";

const ATTEMPTS = 5;

/** Sends each payment's event (a few tries, a second apart); answers how many were never accepted. */
export async function sendSucceededEvents(baseUrl: string, stripe: FakeStripe, paymentIntentIds: string[]) {
  let refused = 0;
  for (const id of paymentIntentIds) {
    const intent = stripe.intents.get(id)!;
    const { payload, signature } = stripe.webhook("payment_intent.succeeded", intent);
    let accepted = false;
    for (let attempt = 1; attempt <= ATTEMPTS && !accepted; attempt++) {
      const status = await fetch(`${baseUrl}/api/stripe/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
        signal: AbortSignal.timeout(15_000),
      }).then(
        (response) => response.status,
        () => 0,
      );
      accepted = status === 200;
      if (!accepted) await sleep(1000);
    }
    if (!accepted) refused++;
  }
  return refused;
}
