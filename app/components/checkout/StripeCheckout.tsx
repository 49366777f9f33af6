// Starts the checkout from the browser (POST /api/create-payment-intent reserves the piece) and
// mounts Stripe's Elements once the intent exists: 'Preparing your checkout...' until then.
import { Elements } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useState } from "react";
import { CheckoutCard } from "./CheckoutCard";
import { loadStripeJs } from "./loadStripeJs";
import { PaymentForm } from "./PaymentForm";

interface Props {
  productId: number;
  amount: number;
  publishableKey: string;
  stripeJsUrl: string;
}

type State =
  | { step: "preparing" }
  | { step: "ready"; clientSecret: string; stripe: Promise<Stripe | null> }
  | { step: "error"; message: string };

export function StripeCheckout({ productId, amount, publishableKey, stripeJsUrl }: Props) {
  const [state, setState] = useState<State>({ step: "preparing" });

  useEffect(() => {
    let cancelled = false;
    const show = (next: State) => !cancelled && setState(next);
    (async () => {
      try {
        const response = await fetch("/api/create-payment-intent", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ productId }),
        });
        const answer = (await response.json()) as { clientSecret?: string; message?: string };
        if (!response.ok || !answer.clientSecret) {
          return show({ step: "error", message: answer.message || "Failed to initialize payment" });
        }
        const stripe = loadStripeJs(stripeJsUrl, publishableKey);
        await stripe;
        show({ step: "ready", clientSecret: answer.clientSecret, stripe });
      } catch {
        show({ step: "error", message: "Failed to initialize payment. Please try again." });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [productId, publishableKey, stripeJsUrl]);

  if (state.step === "preparing") {
    return (
      <p role="status" className="text-gray-600">
        Preparing your checkout...
      </p>
    );
  }
  if (state.step === "error") {
    return <CheckoutCard title="Unable to load checkout">{state.message}</CheckoutCard>;
  }
  return (
    <Elements
      stripe={state.stripe}
      options={{ clientSecret: state.clientSecret, appearance: { theme: "flat" } }}
    >
      <PaymentForm productId={productId} amount={amount} />
    </Elements>
  );
}
