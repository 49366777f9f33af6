// Starting a checkout reserves the piece (docs/payments.md): one conditional UPDATE decides which
// buyer holds it, so two buyers never both reach the card form. The holder's browser keeps the
// PaymentIntent id in a signed cookie and gets the same intent back when it reloads.
import { randomUUID } from "node:crypto";
import { createCookie } from "@remix-run/node";
import type Stripe from "stripe";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { conflict, notFound } from "~/utils/errors";
import { requireStripe } from "./stripe.server";

export const SOLD_MESSAGE = "This piece has already been sold.";
export const RESERVED_MESSAGE =
  "Someone else is checking out this piece right now. Please try again in a few minutes.";

let cookie: ReturnType<typeof createCookie> | undefined;

function checkoutCookie() {
  const env = getEnv();
  cookie ??= createCookie("atelier_checkout", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production",
    secrets: [env.SESSION_SECRET],
    maxAge: env.CHECKOUT_RESERVATION_MINUTES * 60,
  });
  return cookie;
}

export interface CheckoutStart {
  clientSecret: string;
  productName: string;
  amount: number;
  paymentIntentId: string;
  /** The cookie that lets this browser resume its checkout. */
  setCookie: string;
}

export async function startCheckout(productId: number, request: Request): Promise<CheckoutStart> {
  const stripe = requireStripe();
  const product = await prisma.product.findFirst({
    where: { id: productId, available: true },
    select: {
      id: true,
      name: true,
      price: true,
      isSold: true,
      reservedUntil: true,
      reservedByPaymentIntentId: true,
    },
  });
  if (!product) throw notFound("This piece does not exist or has been removed.");
  if (product.isSold) throw conflict(SOLD_MESSAGE);

  const held: string | undefined = (await checkoutCookie().parse(request.headers.get("Cookie")))?.[productId];
  const now = new Date();
  if (
    held &&
    held === product.reservedByPaymentIntentId &&
    product.reservedUntil &&
    product.reservedUntil > now
  ) {
    const intent = await stripe.paymentIntents.retrieve(held);
    if (intent.status !== "canceled" && intent.status !== "succeeded" && intent.client_secret) {
      return answer(product, intent, request);
    }
  }

  // Claim the piece with a placeholder, so the slow call to Stripe happens outside any lock.
  const claim = `pending_${randomUUID()}`;
  const until = new Date(now.getTime() + getEnv().CHECKOUT_RESERVATION_MINUTES * 60_000);
  const previous = product.reservedByPaymentIntentId;
  const claimed = await prisma.product.updateMany({
    where: {
      id: productId,
      available: true,
      isSold: false,
      OR: [
        { reservedUntil: null },
        { reservedUntil: { lt: now } },
        ...(held ? [{ reservedByPaymentIntentId: held }] : []),
      ],
    },
    data: { reservedUntil: until, reservedByPaymentIntentId: claim },
  });
  if (claimed.count === 0) {
    const current = await prisma.product.findUnique({ where: { id: productId }, select: { isSold: true } });
    throw conflict(current?.isSold ? SOLD_MESSAGE : RESERVED_MESSAGE);
  }

  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: product.price,
        currency: "usd",
        automatic_payment_methods: { enabled: true },
        description: product.name,
        metadata: { productId: String(product.id), productName: product.name },
      },
      { idempotencyKey: claim },
    );
  } catch (error) {
    await prisma.product.updateMany({
      where: { id: productId, reservedByPaymentIntentId: claim },
      data: { reservedUntil: null, reservedByPaymentIntentId: null },
    });
    throw error;
  }
  await prisma.product.updateMany({
    where: { id: productId, reservedByPaymentIntentId: claim },
    data: { reservedByPaymentIntentId: intent.id },
  });
  // The expired hold of an earlier buyer: its intent can no longer be paid.
  if (previous && !previous.startsWith("pending_") && previous !== held) await cancelQuietly(previous);
  return answer(product, intent, request);
}

async function answer(
  product: { id: number; name: string; price: number },
  intent: Stripe.PaymentIntent,
  request: Request,
): Promise<CheckoutStart> {
  const held = (await checkoutCookie().parse(request.headers.get("Cookie"))) ?? {};
  return {
    clientSecret: intent.client_secret ?? "",
    productName: product.name,
    amount: product.price,
    paymentIntentId: intent.id,
    setCookie: await checkoutCookie().serialize({ ...held, [product.id]: intent.id }),
  };
}

/** Cancels an intent that is no longer wanted; one already paid or cancelled is left alone. */
export async function cancelQuietly(paymentIntentId: string) {
  try {
    const stripe = requireStripe();
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    if (intent.status === "succeeded" || intent.status === "canceled" || intent.status === "processing")
      return intent;
    return await stripe.paymentIntents.cancel(paymentIntentId);
  } catch (error) {
    console.error(
      `Could not cancel payment intent ${paymentIntentId}:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/** Frees the piece held by `paymentIntentId` (payment failed or cancelled). */
export async function releaseReservation(paymentIntentId: string) {
  await prisma.product.updateMany({
    where: { reservedByPaymentIntentId: paymentIntentId, isSold: false },
    data: { reservedUntil: null, reservedByPaymentIntentId: null },
  });
}
