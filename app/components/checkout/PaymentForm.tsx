// The buyer's details and the Payment Element (product §2 checkout). "Complete Purchase" checks the
// card, holds the piece (the PaymentIntent is made then), and Stripe confirms it in the browser and
// returns to /payment-success, where the server checks the payment itself. A failed attempt gives
// the hold back at once.
import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { ConfirmPaymentData } from "@stripe/stripe-js";
import { useMemo, useState, type FormEvent } from "react";
import { useToast } from "~/components/ui/Toaster";
import { likelyCountry } from "~/modules/orders/countries";
import {
  BILLING_FIELDS,
  checkoutSchema,
  CHECK_DETAILS,
  isMissingMessage,
  MISSING_INFORMATION,
  SHIP_TO_FIELDS,
  stripeAddress,
} from "~/modules/checkout/schema";
import { formatPrice } from "~/utils/money";
import { AddressFields, BuyerInput } from "./AddressFields";
import { holdPiece, releasePiece } from "./paymentHold";
import { Button } from "~/components/ui/Button";

export function PaymentForm({
  productId,
  amount,
  onTaken,
}: {
  productId: number;
  amount: number;
  /** The piece was sold or is held by another buyer: the form gives way to the message. */
  onTaken: (message: string) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [processing, setProcessing] = useState(false);
  const [shipElsewhere, setShipElsewhere] = useState(false);
  const buyersCountry = useMemo(() => likelyCountry(navigator.languages), []);

  /** Checks the card, holds the piece, then confirms; only returns when the payment did not go through. */
  async function pay(
    buyer: Record<string, FormDataEntryValue>,
    confirmParams: ConfirmPaymentData & { return_url: string },
  ) {
    if (!stripe || !elements) return;
    const checked = await elements.submit();
    if (checked.error) return failed(checked.error.message);
    const hold = await holdPiece(productId, buyer);
    if ("error" in hold) {
      if (hold.taken) onTaken(hold.error);
      else toast({ title: "Unable to load checkout", description: hold.error, variant: "destructive" });
      return;
    }
    const { error } = await stripe.confirmPayment({
      elements,
      clientSecret: hold.clientSecret,
      confirmParams,
    });
    await releasePiece(productId);
    failed(error?.message);
  }

  function failed(message: string | undefined) {
    toast({
      title: "Payment Failed",
      description: message || "An error occurred during payment processing.",
      variant: "destructive",
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form));
    const parsed = checkoutSchema.safeParse(fields);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const message = issue?.message ?? MISSING_INFORMATION;
      const title = isMissingMessage(message) ? "Missing Information" : CHECK_DETAILS;
      toast({ title, description: message, variant: "destructive" });
      const field = form.elements.namedItem(String(issue?.path[0]));
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    const buyer = parsed.data;
    const returnUrl = new URL("/payment-success", window.location.origin);
    // Stripe adds the intent and its client secret; the buyer's email and name stay out of the
    // address (browser history, server logs): the success page reads them from her order.
    returnUrl.searchParams.set("productId", String(productId));
    setProcessing(true);
    try {
      // The receipt email and where to ship are set on the PaymentIntent by the server, from the
      // same fields checked by the same schema; the card's billing details go with the card.
      await pay(fields, {
        return_url: returnUrl.toString(),
        payment_method_data: {
          billing_details: { name: buyer.name, email: buyer.email, address: stripeAddress(buyer.billing) },
        },
      });
    } catch {
      await releasePiece(productId);
      toast({
        title: "Payment Error",
        description: "An unexpected error occurred. Please try again.",
        variant: "destructive",
      });
    }
    setProcessing(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="font-serif text-xl">Contact Information</legend>
        <BuyerInput name="name" label="Full Name" autoComplete="name" required />
        <BuyerInput name="email" label="Email" type="email" autoComplete="email" required />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-serif text-xl">Billing Address</legend>
        <AddressFields names={BILLING_FIELDS} section="billing" initialCountry={buyersCountry} />
      </fieldset>
      <div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="shipElsewhere"
            checked={shipElsewhere}
            onChange={(event) => setShipElsewhere(event.target.checked)}
            className="h-5 w-5"
          />
          Ship to a different address
        </label>
        {shipElsewhere ? (
          <fieldset className="mt-4 space-y-4">
            <legend className="font-serif text-xl">Ship To</legend>
            <BuyerInput name="shipName" label="Recipient's Name" autoComplete="shipping name" required />
            <AddressFields names={SHIP_TO_FIELDS} section="shipping" initialCountry={buyersCountry} />
          </fieldset>
        ) : null}
      </div>
      <fieldset>
        <legend className="font-serif text-xl">Payment</legend>
        <div className="mt-4">
          <PaymentElement />
        </div>
      </fieldset>
      <Button type="submit" disabled={!stripe || processing} variant="brand" size="xl" className="w-full">
        {processing ? "Processing..." : `Complete Purchase - ${formatPrice(amount)}`}
      </Button>
    </form>
  );
}
