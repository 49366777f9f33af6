// /checkout?productId= (product §2): summary, buyer details and the Payment Element. Viewing holds
// nothing; the piece is held when the buyer presses "Complete Purchase". Stripe.js loads here only.
import { useState } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { buttonClass } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { CheckoutCard } from "~/components/checkout/CheckoutCard";
import { OrderSummary } from "~/components/checkout/OrderSummary";
import { PurchaseTerms } from "~/components/checkout/PurchaseTerms";
import { StripeCheckout } from "~/components/checkout/StripeCheckout";
import { loadCheckoutPage } from "~/modules/checkout/checkout-page.server";
import { PAYMENTS_NOT_CONFIGURED } from "~/modules/stripe/stripe.server";
import { withPageErrors } from "~/utils/page.server";

export const meta: MetaFunction = () => [
  { title: "Checkout | Atelier" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    const page = await loadCheckoutPage(request);
    return page.state === "unconfigured" ? { ...page, message: PAYMENTS_NOT_CONFIGURED } : page;
  });
}

export default function Checkout() {
  const page = useLoaderData<typeof loader>();
  // Sold or held by another buyer as she pressed "Complete Purchase": the page a reload would show.
  const [takenMeanwhile, setTakenMeanwhile] = useState<string>();
  return (
    <div className="mx-auto max-w-5xl px-4 pb-24 pt-32 sm:px-6">
      <a href="/#shop" className={buttonClass({ variant: "ghost", size: "text" })}>
        ← Back to Shop
      </a>
      <div className="mt-8">
        {takenMeanwhile ? (
          <CheckoutCard title="Unable to load checkout" nextPiece takeFocus>
            {takenMeanwhile}
          </CheckoutCard>
        ) : page.state === "error" ? (
          <CheckoutCard title="Unable to load checkout" nextPiece={page.taken}>
            {page.message}
          </CheckoutCard>
        ) : page.state === "unconfigured" ? (
          <CheckoutCard title="Payments are not set up">{page.message}</CheckoutCard>
        ) : (
          <div className="grid gap-10 md:grid-cols-5">
            <div className="md:col-span-2">
              <OrderSummary
                name={page.product.name}
                price={page.product.price}
                imageUrl={page.product.imageUrl}
              />
            </div>
            <div className="md:col-span-3">
              <h1 className="font-serif text-3xl">Checkout</h1>
              <noscript>
                <Card as="p" padding="sm" className="mt-4">
                  Card payment needs JavaScript. Please turn it on, or write to us to buy this piece.
                </Card>
              </noscript>
              <div className="mt-6">
                <StripeCheckout
                  productId={page.product.id}
                  amount={page.product.price}
                  publishableKey={page.publishableKey}
                  stripeJsUrl={page.stripeJsUrl}
                  onTaken={setTakenMeanwhile}
                />
              </div>
              <PurchaseTerms />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
