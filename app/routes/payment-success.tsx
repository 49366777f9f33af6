// /payment-success?productId=&payment_intent=&payment_intent_client_secret= (product §2): where
// Stripe returns the buyer. The page posts the confirmation to its own action (a GET changes
// nothing), which asks Stripe itself and, to the holder of the payment's client secret, answers the
// order's receipt; the buyer's email and name never travel in the address. A payment still
// processing is told as received (the webhook settles it); a failed one, and Stripe's
// redirect_status=failed, as not gone through, with the way back to the piece.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { confirmPayment, PaymentProcessing } from "~/modules/checkout/confirm.server";
import { PAYMENT_FAILED, PROCESSING_MESSAGE } from "~/modules/checkout/payment-words";
import { successPageSchema } from "~/modules/checkout/schema";
import type { Receipt } from "~/modules/orders/receipt";
import { holdsReceipt, readReceipt } from "~/modules/orders/receipt.server";
import { isUnavailable } from "~/modules/stripe/stripe.server";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { AppError } from "~/utils/errors";
import { readForm } from "~/utils/http.server";
import { clientIp } from "~/utils/load-context.server";
import { withPageErrors } from "~/utils/page.server";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { OrderReceipt } from "~/components/checkout/OrderReceipt";

export const meta: MetaFunction = () => [
  { title: "Payment | Atelier" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const parsed = successPageSchema.safeParse({
    productId: query.get("productId") ?? undefined,
    paymentIntentId: query.get("payment_intent") ?? undefined,
    clientSecret: query.get("payment_intent_client_secret") ?? undefined,
  });
  if (!parsed.success) return { valid: false as const };
  return {
    valid: true as const,
    confirmation: parsed.data,
    failed: query.get("redirect_status") === "failed",
  };
}

interface Outcome {
  ok: boolean;
  refunded?: boolean;
  /** Stripe did not answer: nothing was decided, the same confirmation can be tried again. */
  retry?: boolean;
  /** Too many confirmations from this address: the same confirmation can be tried again later. */
  limited?: boolean;
  /** Received and being processed: the piece is held, the webhook settles it. */
  processing?: boolean;
  /** Declined or cancelled: nothing was taken, the buyer may try again. */
  failed?: boolean;
  /** The order, to the holder of the payment's client secret. */
  receipt?: Receipt;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    const parsed = successPageSchema.safeParse(Object.fromEntries(await readForm(request)));
    if (!parsed.success) return { ok: false } satisfies Outcome;
    const { productId, paymentIntentId, clientSecret } = parsed.data;
    try {
      await enforceRateLimit("paymentConfirmation", clientIp(context));
      const order = await confirmPayment(paymentIntentId, productId);
      const refunded = order.status === "refunded";
      // The sale stands whatever happens to its receipt: a receipt that cannot be read is left out.
      const receipt =
        !refunded && holdsReceipt(order, clientSecret)
          ? await readReceipt(order).catch((error: unknown) => {
              console.error(`The receipt of order ${order.id} could not be read:`, error);
              return undefined;
            })
          : undefined;
      return { ok: true, refunded, receipt } satisfies Outcome;
    } catch (error) {
      if (error instanceof PaymentProcessing) return { ok: false, processing: true } satisfies Outcome;
      if (error instanceof AppError && error.status === 402)
        return { ok: false, failed: true } satisfies Outcome;
      if (error instanceof AppError && error.status === 429) {
        const headers = { "Retry-After": String(error.retryAfter) };
        return data<Outcome>({ ok: false, limited: true }, { status: 429, headers });
      }
      console.error(
        `Payment confirmation of ${paymentIntentId} failed:`,
        error instanceof AppError ? error.status : error,
      );
      return { ok: false, retry: isUnavailable(error) } satisfies Outcome;
    }
  });
}

export default function PaymentSuccess() {
  const page = useLoaderData<typeof loader>();
  const fetcher = useFetcher<Outcome>();
  const posted = useActionData<Outcome>();
  const confirmation = page.valid ? page.confirmation : null;
  // Stripe says at the redirect that the payment failed: nothing to confirm.
  const outcome = page.valid && page.failed ? { ok: false, failed: true } : (fetcher.data ?? posted);

  useEffect(() => {
    if (confirmation && !outcome && fetcher.state === "idle" && !fetcher.data) {
      fetcher.submit(fields(confirmation), { method: "post" });
    }
    // Confirm once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="mx-auto max-w-2xl px-4 pb-24 pt-32 text-center sm:px-6">
      {!confirmation ? (
        <Failure message="Invalid payment confirmation" />
      ) : !outcome ? (
        <>
          <p role="status" className="text-gray-700">
            Confirming your payment...
          </p>
          <noscript>
            <Form method="post" className="mt-6">
              {Object.entries(fields(confirmation)).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <Button type="submit" variant="brand">
                Confirm my order
              </Button>
            </Form>
          </noscript>
        </>
      ) : outcome.processing ? (
        <Card role="status" padding="lg">
          <h1 className="font-serif text-3xl">Payment received</h1>
          <p className="mt-3 text-gray-700">
            {PROCESSING_MESSAGE} The piece is held for you, and you will receive an email confirmation as soon
            as your payment has gone through. If it does not go through, we will email you too.
          </p>
        </Card>
      ) : outcome.failed ? (
        <Failure message={PAYMENT_FAILED}>
          <p className="mt-3 text-gray-700">
            To try again, open the piece and press Purchase Now, then pay with another card.
          </p>
          <ButtonLink to={`/products/${confirmation.productId}`} variant="outline" className="mt-6">
            Back to the piece
          </ButtonLink>
        </Failure>
      ) : !outcome.ok ? (
        <Failure message="Failed to process payment confirmation">
          {outcome.limited ? (
            <p className="mt-3 text-gray-700">
              Too many confirmations have come from your network. Your payment is safe: please reload this
              page in a few minutes to confirm your order.
            </p>
          ) : null}
          {outcome.retry ? (
            <p className="mt-3 text-gray-700">
              Our payment provider is not answering right now. Your payment is safe: please reload this page
              in a minute to confirm your order.
            </p>
          ) : null}
        </Failure>
      ) : outcome.refunded ? (
        <Failure message="This piece was sold moments before your payment went through. Your payment has been refunded in full." />
      ) : (
        <Success receipt={outcome.receipt} />
      )}
    </div>
  );
}

function fields(confirmation: { productId: number; paymentIntentId: string; clientSecret?: string }) {
  return {
    productId: String(confirmation.productId),
    paymentIntentId: confirmation.paymentIntentId,
    clientSecret: confirmation.clientSecret ?? "",
  };
}

function Success({ receipt }: { receipt?: Receipt }) {
  return (
    <Card padding="lg">
      <h1 className="font-serif text-3xl">Payment Successful!</h1>
      <p className="mt-3 text-gray-700">Thank you for your purchase. Here is what happens next:</p>
      <ul className="mx-auto mt-6 max-w-md space-y-3 text-left text-gray-700">
        <li>You will receive an email confirmation with your order details.</li>
        <li>Your piece will be carefully prepared and packaged by hand.</li>
        <li>It will reach you with white glove delivery.</li>
      </ul>
      {receipt ? <OrderReceipt receipt={receipt} /> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <ButtonLink to="/#shop" variant="brand">
          Continue Shopping
        </ButtonLink>
        <ButtonLink to="/" variant="outline">
          Return Home
        </ButtonLink>
      </div>
    </Card>
  );
}

function Failure({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Card role="alert" padding="lg">
      <p className="text-lg">{message}</p>
      {children}
      <ButtonLink to="/" variant="brand" className="mt-6">
        Return Home
      </ButtonLink>
    </Card>
  );
}
