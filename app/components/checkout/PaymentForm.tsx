// The buyer's details and the Payment Element (product §2 checkout). "Complete Purchase" checks the
// card, holds the piece (the PaymentIntent is made then), and Stripe confirms it in the browser and
// returns to /payment-success, where the server checks the payment itself. A failed attempt gives
// the hold back at once.
import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { ConfirmPaymentData } from "@stripe/stripe-js";
import { useMemo, useState, type FormEvent } from "react";
import { useToast } from "~/components/ui/Toaster";
import { countryOptions, likelyCountry } from "~/modules/orders/countries";
import { buyerSchema, CHECK_DETAILS, MISSING_INFORMATION } from "~/modules/checkout/schema";
import { formatPrice } from "~/utils/money";
import { Input, Select } from "~/components/ui/Input";
import { holdPiece, releasePiece } from "./paymentHold";
import { Button } from "~/components/ui/Button";

/** A labelled buyer input. Not the `Field` primitive: the buyer's details are checked together on
 * submit and a problem is told in a toast (the shop's 'Missing Information'), so no line under each. */
function BuyerInput({
  name,
  label,
  type = "text",
  autoComplete,
  required,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={`checkout-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <Input
        id={`checkout-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
      />
    </div>
  );
}

/** Country by name, its ISO code sent behind it (Stripe wants the code); the buyer's own preselected. */
function CountrySelect() {
  // The form renders only in the browser, once Stripe.js is ready: no server HTML to match.
  const options = useMemo(countryOptions, []);
  return (
    <div>
      <label htmlFor="checkout-country" className="block text-sm font-medium">
        Country
      </label>
      <Select
        id="checkout-country"
        name="country"
        autoComplete="country"
        defaultValue={likelyCountry(navigator.languages)}
      >
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Select>
    </div>
  );
}

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

  /** Checks the card, holds the piece, then confirms; only returns when the payment did not go through. */
  async function pay(confirmParams: ConfirmPaymentData & { return_url: string }) {
    if (!stripe || !elements) return;
    const checked = await elements.submit();
    if (checked.error) return failed(checked.error.message);
    const hold = await holdPiece(productId);
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
    const parsed = buyerSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const message = issue?.message ?? MISSING_INFORMATION;
      const title = message === MISSING_INFORMATION ? "Missing Information" : CHECK_DETAILS;
      toast({ title, description: message, variant: "destructive" });
      const field = form.elements.namedItem(String(issue?.path[0]));
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    const buyer = parsed.data;
    const address = {
      line1: buyer.line1 ?? "",
      city: buyer.city ?? "",
      state: buyer.state ?? "",
      postal_code: buyer.postalCode ?? "",
      country: buyer.country,
    };
    const returnUrl = new URL("/payment-success", window.location.origin);
    returnUrl.searchParams.set("productId", String(productId));
    returnUrl.searchParams.set("email", buyer.email);
    returnUrl.searchParams.set("name", buyer.name);
    setProcessing(true);
    try {
      await pay({
        return_url: returnUrl.toString(),
        receipt_email: buyer.email,
        shipping: { name: buyer.name, address },
        payment_method_data: { billing_details: { name: buyer.name, email: buyer.email, address } },
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
        <BuyerInput name="line1" label="Street Address" autoComplete="address-line1" />
        <div className="grid gap-4 sm:grid-cols-3">
          <BuyerInput name="city" label="City" autoComplete="address-level2" />
          <BuyerInput name="state" label="State" autoComplete="address-level1" />
          <BuyerInput name="postalCode" label="ZIP Code" autoComplete="postal-code" />
        </div>
        <CountrySelect />
      </fieldset>
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
