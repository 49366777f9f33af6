// OWASP OAT-021 against the built server with production limits (RATE_LIMIT_SCALE=1): one address
// trying to hold every piece holds five for one payment window, cannot renew them, and never keeps
// a buyer elsewhere from any other piece (decision 070; the figures are in docs/payments.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_PREFIX, queryDatabase } from "../support/postgres";
import type { RunningServer } from "../support/server";
import { startShopWithStripe } from "../support/shop-with-stripe";
import type { FakeStripe } from "../fakes/stripe-server";

const DATABASE = `${DB_PREFIX}_e2e_inventory`;
const BOT = "203.0.113.7";
/** The shop's rule (MAX_HOLDS_PER_ADDRESS), written out: this spec talks to the built server only. */
const MAX_HOLDS_PER_ADDRESS = 5;

describe("a bot holding every piece from one address", () => {
  let stripe: FakeStripe;
  let server: RunningServer;
  let ids: number[];

  beforeAll(async () => {
    ({ stripe, server } = await startShopWithStripe(DATABASE, { RATE_LIMIT_SCALE: "1" }));
    for (let i = 0; i < 20; i++) {
      await queryDatabase(
        DATABASE,
        `INSERT INTO "Product" (name, description, price, "imageUrl", category, "updatedAt")
         VALUES ($1, 'A piece', 100000, '/demo/product-ivory-1.jpg', 'handbags', now())`,
        [`Piece ${i}`],
      );
    }
    const rows = await queryDatabase<{ id: number }>(
      DATABASE,
      `SELECT id FROM "Product" WHERE available AND NOT "isSold" ORDER BY id`,
    );
    ids = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.stop();
  });

  const hold = (ip: string, productId: number) =>
    fetch(`${server.url}/api/create-payment-intent`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify({ productId }),
    });
  const held = async () =>
    (
      await queryDatabase<{ n: number }>(
        DATABASE,
        `SELECT count(*)::int AS n FROM "Product" WHERE "reservedUntil" > now()`,
      )
    )[0].n;

  it("holds nothing by looking, five by asking, and leaves every other piece to other buyers", async () => {
    const pieces = ids.slice(0, 25);
    expect(pieces).toHaveLength(25);
    for (const id of pieces)
      await fetch(`${server.url}/checkout?productId=${id}`, { headers: { "X-Forwarded-For": BOT } });
    expect(await held()).toBe(0);

    const statuses: number[] = [];
    for (const id of pieces) statuses.push((await hold(BOT, id)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_HOLDS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(pieces.length - MAX_HOLDS_PER_ADDRESS);
    expect(await held()).toBe(MAX_HOLDS_PER_ADDRESS);

    const shown = (await (await fetch(`${server.url}/api/products`)).json()) as {
      id: number;
      beingPurchased: boolean;
    }[];
    expect(shown.filter((product) => product.beingPurchased)).toHaveLength(MAX_HOLDS_PER_ADDRESS);
    const heldId = pieces[statuses.indexOf(200)];
    expect(await (await fetch(`${server.url}/products/${heldId}`)).text()).toContain(
      "Someone is completing a purchase of this piece",
    );
    expect((await hold("198.51.100.9", heldId)).status).toBe(409);
    const freeId = pieces[statuses.indexOf(429)];
    expect((await hold("198.51.100.10", freeId)).status).toBe(200);
  });

  it("cannot renew its holds ten minutes later", async () => {
    // Ten minutes on: the holds ended five minutes ago and the request rate limit's window is over.
    await queryDatabase(
      DATABASE,
      `UPDATE "Product" SET "reservedUntil" = now() - interval '5 minutes' WHERE "reservedByAddress" = $1`,
      [BOT],
    );
    await queryDatabase(DATABASE, `DELETE FROM "RateLimitBucket"`);
    const statuses: number[] = [];
    for (const id of ids.slice(0, 25)) statuses.push((await hold(BOT, id)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(0);
  });
});
