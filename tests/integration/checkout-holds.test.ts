// Denial of inventory (OAT-021): a piece is held only while someone pays, a few pieces per visitor,
// and the shop's pages say so while it lasts (decision 070).
import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { getLiveProduct } from "~/modules/catalog/products.server";
import { productsJson } from "~/modules/catalog/products-json.server";
import { releaseExpiredReservations } from "~/modules/checkout/expiry.server";
import {
  ENDED_HOLD_COUNTS_FOR_WINDOWS,
  MAX_HOLDS_PER_ADDRESS,
  RESERVED_MESSAGE,
  TOO_MANY_HOLDS_MESSAGE,
} from "~/modules/checkout/reservation.server";
import * as checkoutPage from "~/routes/checkout";
import { createProduct } from "../support/factories";
import {
  confirm,
  cookieOf,
  intentOf,
  nextIp,
  releaseCheckout,
  withFakeStripe,
  startCheckout,
} from "../support/checkout";
import { DECLINED_CARD, type FakeStripe } from "../fakes/stripe-server";

let stripe: FakeStripe;
// The shop's rule holds even with rate limits off.
withFakeStripe({ RATE_LIMIT_SCALE: "0" }, (started) => (stripe = started));

const heldIds = async () =>
  (await prisma.product.findMany({ where: { reservedUntil: { gt: new Date() } }, select: { id: true } })).map(
    (product) => product.id,
  );

function openCheckoutPage(productId: number, cookie?: string) {
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  const request = new Request(`http://localhost/checkout?productId=${productId}`, { headers });
  return checkoutPage.loader({ request, params: {}, context: {} });
}

/** What a buyer's browser does when the card is declined: Stripe refuses, the hold is given back. */
async function decline(clientSecret: string, cookie: string | undefined, productId: number) {
  const id = intentOf(clientSecret);
  const refused = await fetch(`${stripe.url}/v1/payment_intents/${id}/confirm`, {
    method: "POST",
    body: new URLSearchParams({ client_secret: clientSecret, card_number: DECLINED_CARD }),
  });
  expect(refused.status).toBe(402);
  return releaseCheckout(productId, cookie);
}

describe("looking at checkouts", () => {
  it("holds nothing and creates no payment", async () => {
    const products = await Promise.all([createProduct(), createProduct(), createProduct()]);
    for (const product of products) {
      expect(await openCheckoutPage(product.id)).toMatchObject({ state: "ready" });
    }
    expect(await heldIds()).toEqual([]);
    expect(stripe.requests.filter((request) => request.startsWith("POST /v1/payment_intents"))).toEqual([]);
  });
});

describe("holds per visitor", () => {
  it(`lets one address hold at most ${MAX_HOLDS_PER_ADDRESS} pieces; a buyer elsewhere can buy any other`, async () => {
    const products = await Promise.all(
      Array.from({ length: 9 }, (_, i) => createProduct({ price: 10_000 + i })),
    );
    const bot = "203.0.113.66";
    // Every request without a cookie is a new browser session: only the address ties them together.
    const answers = await Promise.all(products.map((product) => startCheckout(product.id, { ip: bot })));
    const granted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    console.log(
      `one address asking for ${products.length} pieces at once: ${granted.length} holds, ${refused.length}×429`,
    );
    expect(granted).toHaveLength(MAX_HOLDS_PER_ADDRESS);
    expect(refused).toHaveLength(products.length - MAX_HOLDS_PER_ADDRESS);
    expect(refused[0].data.message).toBe(TOO_MANY_HOLDS_MESSAGE);
    expect(Number(refused[0].headers.get("Retry-After"))).toBeGreaterThan(0);
    const held = await heldIds();
    expect(held).toHaveLength(MAX_HOLDS_PER_ADDRESS);

    const held0 = held[0];
    expect(await startCheckout(held0)).toMatchObject({ status: 409, data: { message: RESERVED_MESSAGE } });
    for (const product of products.filter((p) => !held.includes(p.id))) {
      const start = await startCheckout(product.id);
      expect(start.status).toBe(200);
      stripe.succeed(intentOf(start.data.clientSecret));
      expect(await confirm(product.id, intentOf(start.data.clientSecret))).toMatchObject({
        status: 200,
        data: { success: true, status: "paid" },
      });
    }
    expect(await prisma.product.count({ where: { isSold: true } })).toBe(
      products.length - MAX_HOLDS_PER_ADDRESS,
    );
  });

  it(`counts an ended hold against its address for ${ENDED_HOLD_COUNTS_FOR_WINDOWS} more windows: giving holds back and taking them again renews nothing`, async () => {
    const products = await Promise.all(Array.from({ length: 6 }, () => createProduct()));
    const bot = "203.0.113.77";
    const [first, ...rest] = products;
    for (const product of rest) {
      const start = await startCheckout(product.id, { ip: bot });
      expect(start.status).toBe(200);
      expect((await releaseCheckout(product.id, cookieOf(start.headers))).data).toMatchObject({
        released: true,
      });
    }
    expect(await heldIds()).toEqual([]);
    // Every piece is free for everyone else, but this address has used its five.
    expect((await startCheckout(first.id, { ip: bot })).status).toBe(429);
    expect((await startCheckout(rest[0].id, { ip: bot })).status).toBe(429);
    expect((await startCheckout(rest[0].id)).status).toBe(200);

    const windowMs = getEnv().CHECKOUT_RESERVATION_MINUTES * 60_000;
    await prisma.product.updateMany({
      where: { reservedByAddress: bot },
      data: { reservedUntil: new Date(Date.now() - ENDED_HOLD_COUNTS_FOR_WINDOWS * windowMs - 1000) },
    });
    expect((await startCheckout(first.id, { ip: bot })).status).toBe(200);
  });

  it("keeps one live hold per browser session: a new hold releases the previous one and cancels its intent", async () => {
    const [first, second] = await Promise.all([createProduct(), createProduct()]);
    const a = await startCheckout(first.id);
    const cookie = cookieOf(a.headers);
    expect(cookie).toMatch(/^atelier_checkout=/);
    expect(a.headers.get("Set-Cookie")).not.toMatch(/Max-Age/i);
    const b = await startCheckout(second.id, { cookie });
    expect(b.status).toBe(200);
    expect(await heldIds()).toEqual([second.id]);
    expect(stripe.intents.get(intentOf(a.data.clientSecret))?.status).toBe("canceled");
    // Pressing again while the hold lives gets the same intent, not another hold.
    const again = await startCheckout(second.id, { cookie });
    expect(again.data.clientSecret).toBe(b.data.clientSecret);
  });
});

describe("a failed attempt", () => {
  it("frees the piece at once when the card is declined; nobody else can release it", async () => {
    const product = await createProduct();
    const start = await startCheckout(product.id);
    const cookie = cookieOf(start.headers);
    // Someone else's release changes nothing.
    expect((await releaseCheckout(product.id)).data).toMatchObject({ released: false });
    expect((await releaseCheckout(product.id, "atelier_checkout=forged")).data).toMatchObject({
      released: false,
    });
    expect(await heldIds()).toEqual([product.id]);

    expect((await decline(start.data.clientSecret, cookie, product.id)).data).toMatchObject({
      released: true,
    });
    expect(await heldIds()).toEqual([]);
    expect(stripe.intents.get(intentOf(start.data.clientSecret))?.status).toBe("canceled");
    expect((await startCheckout(product.id)).status).toBe(200);
  });

  it("does not release a payment that went through after all", async () => {
    const product = await createProduct();
    const start = await startCheckout(product.id);
    stripe.succeed(intentOf(start.data.clientSecret));
    expect((await releaseCheckout(product.id, cookieOf(start.headers))).data).toMatchObject({
      released: false,
    });
    expect(await heldIds()).toEqual([product.id]);
    expect((await confirm(product.id, intentOf(start.data.clientSecret))).data).toMatchObject({
      status: "paid",
    });
  });
});

describe("honest pages", () => {
  it("say a piece is being purchased while it is held, and offer it again when the hold ends", async () => {
    const product = await createProduct();
    const start = await startCheckout(product.id);
    expect(await getLiveProduct(product.id)).toMatchObject({ beingPurchased: true });
    const listed = async () =>
      (JSON.parse(await productsJson({ owner: false })) as { id: number }[]).find((p) => p.id === product.id);
    expect(await listed()).toMatchObject({ beingPurchased: true });
    expect(await listed()).not.toHaveProperty("reservedUntil");
    expect(await getLiveProduct(product.id)).not.toHaveProperty("reservedUntil");
    expect(await openCheckoutPage(product.id)).toMatchObject({
      state: "error",
      message: RESERVED_MESSAGE,
      taken: true,
    });
    expect(await openCheckoutPage(product.id, cookieOf(start.headers))).toMatchObject({ state: "ready" });

    // The hold's time runs out: offered again before any job has run.
    await prisma.product.update({
      where: { id: product.id },
      data: { reservedUntil: new Date(Date.now() - 1) },
    });
    expect(await getLiveProduct(product.id)).toMatchObject({ beingPurchased: false });
    expect(await listed()).toMatchObject({ beingPurchased: false });
    expect(await openCheckoutPage(product.id)).toMatchObject({ state: "ready" });
  });
});

describe("the expiry job", () => {
  it("acts once on each expired hold when two app instances sweep at the same moment", async () => {
    const products = await Promise.all([createProduct(), createProduct(), createProduct()]);
    const starts = await Promise.all(products.map((product) => startCheckout(product.id, { ip: nextIp() })));
    await prisma.product.updateMany({ data: { reservedUntil: new Date(Date.now() - 1000) } });
    const [one, two] = await Promise.all([releaseExpiredReservations(), releaseExpiredReservations()]);
    expect(one + two).toBe(3);
    for (const start of starts) {
      const id = intentOf(start.data.clientSecret);
      expect(
        stripe.requests.filter((request) => request === `POST /v1/payment_intents/${id}/cancel`),
      ).toHaveLength(1);
      expect(stripe.intents.get(id)?.status).toBe("canceled");
    }
    expect(await prisma.product.count({ where: { reservedByPaymentIntentId: { not: null } } })).toBe(0);
  });
});
