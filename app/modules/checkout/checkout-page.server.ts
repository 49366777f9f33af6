// What the checkout page shows before any payment exists. Looking holds nothing: the piece is held
// only when the buyer presses "Complete Purchase" (POST /api/create-payment-intent).
import { liveWhere } from "~/modules/catalog/products.server";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { createPaymentIntentSchema } from "./schema";
import { readCheckoutSession } from "./checkout-session.server";
import { heldByAnother, RESERVED_MESSAGE, SOLD_MESSAGE } from "./reservation.server";
import { paymentsConfigured } from "~/modules/stripe/stripe.server";
import { STRIPE_JS_URL_DEFAULT } from "~/modules/stripe/stripe-js";

export type CheckoutPage =
  | { state: "error"; message: string; taken?: boolean }
  | { state: "unconfigured" }
  | {
      state: "ready";
      product: { id: number; name: string; price: number; imageUrl: string };
      publishableKey: string;
      stripeJsUrl: string;
    };

export async function loadCheckoutPage(request: Request): Promise<CheckoutPage> {
  const url = new URL(request.url);
  const parsed = createPaymentIntentSchema.safeParse({
    productId: url.searchParams.get("productId") ?? undefined,
  });
  if (!parsed.success) return { state: "error", message: "No product selected for checkout" };
  if (!paymentsConfigured()) return { state: "unconfigured" };
  const product = await prisma.product.findFirst({
    where: { id: parsed.data.productId, ...liveWhere() },
    select: {
      id: true,
      name: true,
      price: true,
      imageUrl: true,
      isSold: true,
      reservedUntil: true,
      reservedBySession: true,
    },
  });
  if (!product) return { state: "error", message: "This piece does not exist or has been removed." };
  if (product.isSold) return { state: "error", message: SOLD_MESSAGE, taken: true };
  if (heldByAnother(product, await readCheckoutSession(request))) {
    return { state: "error", message: RESERVED_MESSAGE, taken: true };
  }
  const env = getEnv();
  return {
    state: "ready",
    product: { id: product.id, name: product.name, price: product.price, imageUrl: product.imageUrl },
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? "",
    stripeJsUrl: env.STRIPE_JS_URL ?? STRIPE_JS_URL_DEFAULT,
  };
}
