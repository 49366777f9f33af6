// Loads Stripe.js and mounts the Payment Element from the amount and currency alone (Stripe's
// deferred intent creation): no PaymentIntent and no hold exist until "Complete Purchase".
// 'Preparing your checkout...' until Stripe.js is ready.
import { Elements } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useState } from "react";
import { OFFERED_PAYMENT_METHODS } from "~/modules/stripe/payment-methods";
import { CheckoutCard } from "./CheckoutCard";
import { loadStripeJs } from "./loadStripeJs";
import { PaymentForm } from "./PaymentForm";

interface Props {
  productId: number;
  amount: number;
  publishableKey: string;
  stripeJsUrl: string;
  /** The piece was sold or is held by another buyer: the page gives way to the message. */
  onTaken: (message: string) => void;
}

type State =
  | { step: "preparing" }
  | { step: "ready"; stripe: Promise<Stripe | null> }
  | { step: "error"; message: string };

export function StripeCheckout({ productId, amount, publishableKey, stripeJsUrl, onTaken }: Props) {
  const [state, setState] = useState<State>({ step: "preparing" });

  useEffect(() => {
    let cancelled = false;
    const stripe = loadStripeJs(stripeJsUrl, publishableKey);
    stripe.then(
      () => !cancelled && setState({ step: "ready", stripe }),
      () =>
        !cancelled && setState({ step: "error", message: "Failed to initialize payment. Please try again." }),
    );
    return () => {
      cancelled = true;
    };
  }, [publishableKey, stripeJsUrl]);

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
      options={{
        mode: "payment",
        amount,
        currency: "usd",
        allowedPaymentMethodTypes: OFFERED_PAYMENT_METHODS,
        appearance: { theme: "flat" },
      }}
    >
      <PaymentForm productId={productId} amount={amount} onTaken={onTaken} />
    </Elements>
  );
}
