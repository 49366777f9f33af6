// The payment hold (docs/payments.md, decision 070): taken when the buyer presses "Complete
// Purchase", not when a page is viewed. One conditional UPDATE decides which buyer holds a piece,
// so two buyers never both pay for it; a browser session holds one piece at most, an address five
// (ended holds counting a while longer), and a hold lasts CHECKOUT_RESERVATION_MINUTES unless the
// payment fails or succeeds first.
import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { AppError, notFound, tooManyRequests } from "~/utils/errors";
import { NEXT_PIECE_URL } from "./next-piece";
import { shippingOf, type CheckoutDetails } from "./schema";
import { checkoutSession, readCheckoutSession } from "./checkout-session.server";
import { OFFERED_PAYMENT_METHODS } from "~/modules/stripe/payment-methods";
import { callStripe } from "~/modules/stripe/stripe.server";
import { isLive, liveWhere } from "~/modules/catalog/products.server";

export const SOLD_MESSAGE = "This piece has already been sold.";
export const RESERVED_MESSAGE =
  "Someone is completing a purchase of this piece. If they do not, it will be offered again in a few minutes.";
export const TOO_MANY_HOLDS_MESSAGE =
  "Several purchases are already under way from your network. Please finish one, or try again in a few minutes.";
/** Holds one address may have at a time: a rule of the shop, not scaled like rate limits. */
export const MAX_HOLDS_PER_ADDRESS = 5;
/**
 * An ended hold still counts against its address for this many hold windows, so letting holds
 * lapse (or giving them back) and taking them again cannot keep pieces off the market.
 */
export const ENDED_HOLD_COUNTS_FOR_WINDOWS = 3;
const UNKNOWN_INTENT = "This payment does not exist.";

/** Sold or held by another buyer: 409, with where to subscribe to hear of the next piece. */
const taken = (message: string) =>
  new AppError(409, message, undefined, undefined, { subscribeUrl: NEXT_PIECE_URL });

/** A claim whose intent was never made: as if it had not happened. */
const UNCLAIMED = {
  reservedUntil: null,
  reservedByPaymentIntentId: null,
  reservedBySession: null,
  reservedByAddress: null,
  paymentProcessingSince: null,
};

/** A hold that ends now; its address and end stay for the count above. */
export const endedHold = () => ({
  reservedUntil: new Date(),
  reservedByPaymentIntentId: null,
  reservedBySession: null,
  paymentProcessingSince: null,
});

export interface CheckoutStart {
  clientSecret: string;
  productName: string;
  amount: number;
  paymentIntentId: string;
  /** The cookie that starts this browser's checkout session, when it had none. */
  setCookie?: string;
}

/** What the PaymentIntent carries of the checkout's form: the receipt's address and where to ship. */
const intentDetails = (buyer: CheckoutDetails | undefined) =>
  buyer && { receipt_email: buyer.email, shipping: shippingOf(buyer) };

/**
 * Holds the piece for this session and answers the PaymentIntent the browser confirms, carrying
 * the `buyer`'s details when the checkout's form sent them.
 */
export async function startCheckout(
  productId: number,
  request: Request,
  address: string,
  buyer?: CheckoutDetails,
): Promise<CheckoutStart> {
  const session = await checkoutSession(request);
  const now = new Date();
  const product = await readPressedPiece(productId, session.id, now);
  if (!product || !isLive(product, now)) throw notFound("This piece does not exist or has been removed.");
  if (product.isSold) throw taken(SOLD_MESSAGE);

  const held = product.reservedByPaymentIntentId;
  const live = product.reservedUntil !== null && product.reservedUntil > now;
  if (product.reservedBySession === session.id && held?.startsWith("pi_") && live) {
    // A second press while the first attempt's hold lives: the same intent, and no longer a hold.
    const intent = await callStripe((stripe) => stripe.paymentIntents.retrieve(held), UNKNOWN_INTENT);
    if (intent.status !== "canceled" && intent.status !== "succeeded" && intent.client_secret) {
      // The details may have changed since the first press (a corrected address).
      const details = intentDetails(buyer);
      if (details) await callStripe((stripe) => stripe.paymentIntents.update(held, details), UNKNOWN_INTENT);
      return { ...answer(product, intent), setCookie: session.setCookie };
    }
  }

  // Another buyer's hold: told at once (readPressedPiece counted the attempt), without queueing for
  // a transaction behind the crowd that presses at a drop's minute (there, waiting for a connection
  // ended in 500s). Races are still decided by takeHold's conditional UPDATE.
  if (product.refused) throw taken(RESERVED_MESSAGE);

  // Claim with a placeholder, so the slow call to Stripe happens outside any lock.
  const claim = `pending_${randomUUID()}`;
  const outcome = await takeHold({ productId, claim, session: session.id, address, now });
  await recordAttempt(productId, outcome.result === "held");
  if (outcome.result === "too many") throw tooManyRequests(outcome.retryAfterSeconds, TOO_MANY_HOLDS_MESSAGE);
  if (outcome.result === "taken") {
    const current = await prisma.product.findUnique({ where: { id: productId }, select: { isSold: true } });
    throw taken(current?.isSold ? SOLD_MESSAGE : RESERVED_MESSAGE);
  }

  let intent: Stripe.PaymentIntent;
  try {
    intent = await callStripe(
      (stripe) =>
        stripe.paymentIntents.create(
          {
            amount: product.price,
            currency: "usd",
            // Not payment_method_types: the pinned API version refuses it (decision 330).
            allowed_payment_method_types: OFFERED_PAYMENT_METHODS,
            description: product.name,
            metadata: { productId: String(product.id), productName: product.name },
            ...intentDetails(buyer),
          },
          { idempotencyKey: claim },
        ),
      UNKNOWN_INTENT,
    );
  } catch (error) {
    await prisma.product.updateMany({ where: { reservedByPaymentIntentId: claim }, data: UNCLAIMED });
    throw error;
  }
  await prisma.product.updateMany({
    where: { id: productId, reservedByPaymentIntentId: claim },
    data: { reservedByPaymentIntentId: intent.id },
  });
  // Intents that can no longer be paid: this session's earlier attempts, an earlier buyer's expired one.
  const stale = [...outcome.previous, held !== intent.id ? held : null];
  for (const id of stale) if (id?.startsWith("pi_")) await cancelQuietly(id);
  return { ...answer(product, intent), setCookie: session.setCookie };
}

/** Counted for the owner's view of a drop (how many tried); a failed count never fails a purchase. */
interface PressedPiece {
  id: number;
  name: string;
  price: number;
  isSold: boolean;
  available: boolean;
  goesLiveAt: Date | null;
  reservedUntil: Date | null;
  reservedByPaymentIntentId: string | null;
  reservedBySession: string | null;
  /** Another buyer's live hold refused this press, which the statement counted. */
  refused: boolean;
}

/**
 * The piece as a press of Complete Purchase finds it. A press that another buyer's live hold
 * refuses is counted in the same statement: at a drop's minute a hundred presses come within two
 * seconds, nearly all of them refused, and two queries Prisma compiles cost each about 2.7 ms of
 * the instance's CPU where this raw one costs 0.4 ms.
 */
async function readPressedPiece(productId: number, session: string, now: Date) {
  const [piece] = await prisma.$queryRaw<PressedPiece[]>`
    WITH piece AS (
      SELECT id, name, price, "isSold", available, "goesLiveAt",
             "reservedUntil", "reservedByPaymentIntentId", "reservedBySession"
      FROM "Product" WHERE id = ${productId}
    ), refused AS (
      INSERT INTO "PurchaseAttempt" ("productId", held)
      SELECT id, false FROM piece
      WHERE available AND ("goesLiveAt" IS NULL OR "goesLiveAt" <= ${now}) AND NOT "isSold"
        AND "reservedUntil" > ${now} AND "reservedBySession" IS DISTINCT FROM ${session}
      RETURNING 1
    )
    SELECT *, EXISTS (SELECT 1 FROM refused) AS refused FROM piece`;
  return piece;
}

async function recordAttempt(productId: number, held: boolean) {
  await prisma.purchaseAttempt
    .create({ data: { productId, held } })
    .catch((error) => console.error("Could not record a purchase attempt:", error));
}

type HoldOutcome =
  | { result: "held"; previous: (string | null)[] }
  | { result: "taken" }
  | { result: "too many"; retryAfterSeconds: number };

/**
 * One transaction: the address's holds (live, or ended within the memory above) are counted under
 * an advisory lock on the address (so parallel requests cannot overshoot), the piece is claimed by the conditional UPDATE, and the
 * session's earlier hold ends. Answers the ended holds' intents, to cancel outside the transaction.
 */
function takeHold({
  productId,
  claim,
  session,
  address,
  now,
}: {
  productId: number;
  claim: string;
  session: string;
  address: string;
  now: Date;
}): Promise<HoldOutcome> {
  const windowMs = getEnv().CHECKOUT_RESERVATION_MINUTES * 60_000;
  const until = new Date(now.getTime() + windowMs);
  const memoryMs = ENDED_HOLD_COUNTS_FOR_WINDOWS * windowMs;
  // A drop's first presses arrive together: they may wait longer than Prisma's 2 s for a connection.
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`checkout-hold:${address}`}))`;
      // This address's recent holds: the allowance keeps them to a few.
      const holds = await tx.product.findMany({
        where: {
          reservedByAddress: address,
          reservedUntil: { gt: new Date(now.getTime() - memoryMs) },
          isSold: false,
        },
        select: { reservedUntil: true },
      });
      if (holds.length >= MAX_HOLDS_PER_ADDRESS) {
        const firstFree = Math.min(...holds.map((hold) => (hold.reservedUntil?.getTime() ?? 0) + memoryMs));
        return {
          result: "too many",
          retryAfterSeconds: Math.max(1, Math.ceil((firstFree - now.getTime()) / 1000)),
        };
      }
      const claimed = await tx.product.updateMany({
        where: {
          id: productId,
          isSold: false,
          // Live (a drop only from its minute) and free, or already this session's.
          AND: [
            liveWhere(now),
            { OR: [{ reservedUntil: null }, { reservedUntil: { lt: now } }, { reservedBySession: session }] },
          ],
        },
        data: {
          reservedUntil: until,
          reservedByPaymentIntentId: claim,
          reservedBySession: session,
          reservedByAddress: address,
          paymentProcessingSince: null,
        },
      });
      if (claimed.count === 0) return { result: "taken" };
      // What this session held before: one piece at a time, so one row or none. A payment Stripe
      // said is processing keeps its piece: it may still go through (decision 340).
      const earlier = {
        reservedBySession: session,
        id: { not: productId },
        isSold: false,
        paymentProcessingSince: null,
      };
      const previous = await tx.product.findMany({
        where: earlier,
        select: { reservedByPaymentIntentId: true },
      });
      await tx.product.updateMany({ where: earlier, data: endedHold() });
      return { result: "held", previous: previous.map((hold) => hold.reservedByPaymentIntentId) };
    },
    { maxWait: 10_000 },
  );
}

function answer(product: { id: number; name: string; price: number }, intent: Stripe.PaymentIntent) {
  return {
    clientSecret: intent.client_secret ?? "",
    productName: product.name,
    amount: product.price,
    paymentIntentId: intent.id,
  };
}

/**
 * Ends this session's hold on a piece after a failed attempt: its intent is cancelled and the piece
 * offered again at once. A payment that went through after all keeps its hold (it is being sold);
 * Stripe unreachable leaves everything as it was (a 503) for the expiry job.
 */
export async function releaseHold(productId: number, request: Request) {
  const session = await readCheckoutSession(request);
  if (!session) return { released: false };
  const product = await prisma.product.findFirst({
    where: { id: productId, reservedBySession: session, isSold: false },
    select: { reservedByPaymentIntentId: true },
  });
  const id = product?.reservedByPaymentIntentId;
  if (!id) return { released: false };
  if (id.startsWith("pi_")) {
    const intent = await cancelIntent(id);
    if (intent.status === "succeeded" || intent.status === "processing") return { released: false };
  }
  await releaseReservation(id);
  return { released: true };
}

/**
 * Cancels an intent that is no longer wanted; one paid, processing or cancelled is left alone, and
 * so is one `spare` answers true for.
 */
export async function cancelIntent(
  paymentIntentId: string,
  spare: (intent: Stripe.PaymentIntent) => boolean = () => false,
) {
  const intent = await callStripe(
    (stripe) => stripe.paymentIntents.retrieve(paymentIntentId),
    UNKNOWN_INTENT,
  );
  if (
    intent.status === "succeeded" ||
    intent.status === "canceled" ||
    intent.status === "processing" ||
    spare(intent)
  )
    return intent;
  return callStripe((stripe) => stripe.paymentIntents.cancel(paymentIntentId), UNKNOWN_INTENT);
}

/** `cancelIntent` for clean-ups that must not fail their caller: null when Stripe did not answer. */
export async function cancelQuietly(paymentIntentId: string) {
  try {
    return await cancelIntent(paymentIntentId);
  } catch {
    console.error(`Could not cancel payment intent ${paymentIntentId}.`);
    return null;
  }
}

/**
 * Frees the piece held by `paymentIntentId` (payment failed or cancelled) and tells nobody: the
 * webhook and the expiry end a hold through `endFailedPayment`, which tells the buyer and the owner
 * when she had been told her payment was received.
 */
export async function releaseReservation(paymentIntentId: string) {
  await prisma.product.updateMany({
    where: { reservedByPaymentIntentId: paymentIntentId, isSold: false },
    data: endedHold(),
  });
}

/**
 * Holds the piece of a payment under way for another window from `now`; the next sweep asks again.
 * `processing`: Stripe says the payment is processing, and the hold is marked so from the first
 * time it says so (the buyer has been told her payment was received).
 */
export async function keepHold(paymentIntentId: string, { now = new Date(), processing = false } = {}) {
  const until = new Date(now.getTime() + getEnv().CHECKOUT_RESERVATION_MINUTES * 60_000);
  const held = { reservedByPaymentIntentId: paymentIntentId, isSold: false };
  await prisma.product.updateMany({ where: held, data: { reservedUntil: until } });
  if (processing) {
    await prisma.product.updateMany({
      where: { ...held, paymentProcessingSince: null },
      data: { paymentProcessingSince: now },
    });
  }
}

/** Whether a piece is held, right now, by a session other than `session`. */
export function heldByAnother(
  product: { isSold: boolean; reservedUntil: Date | null; reservedBySession: string | null },
  session: string | undefined,
  now = new Date(),
) {
  return (
    !product.isSold &&
    product.reservedUntil !== null &&
    product.reservedUntil > now &&
    product.reservedBySession !== session
  );
}
