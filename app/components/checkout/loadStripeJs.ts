// Loads Stripe.js from the URL the server names (Stripe's own, or a local fake in tests) and hands
// it to @stripe/stripe-js, which then uses the loaded `window.Stripe` instead of adding its own.
import { loadStripe } from "@stripe/stripe-js/pure";

let loading: Promise<void> | undefined;

function addScript(url: string) {
  loading ??= new Promise<void>((resolve, reject) => {
    if ("Stripe" in window) return resolve();
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Stripe.js did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function loadStripeJs(url: string, publishableKey: string) {
  await addScript(url);
  return loadStripe(publishableKey);
}
