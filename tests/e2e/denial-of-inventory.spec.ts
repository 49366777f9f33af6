// OWASP OAT-021 against the built server with production limits (RATE_LIMIT_SCALE=1): one address
// trying to hold every piece holds five for one payment window, cannot renew them, and never keeps
// a buyer elsewhere from any other piece (decision 070; the figures are in docs/payments.md). Each
// test is its own bot, from its own address, after 25 pieces of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueName } from "../support/owner-api";
import { queryDatabase } from "../support/postgres";
import { startShopWithStripe, type ShopWithStripe } from "../support/shop-with-stripe";

/** The shop's rule (MAX_HOLDS_PER_ADDRESS), written out: this spec talks to the built server only. */
const MAX_HOLDS_PER_ADDRESS = 5;
const PIECES = 25;

describe("a bot holding every piece from one address", () => {
  let shopWithStripe: ShopWithStripe;
  const url = (path: string) => `${shopWithStripe.shop.server.url}${path}`;

  beforeAll(async () => {
    shopWithStripe = await startShopWithStripe("e2e_inventory", { RATE_LIMIT_SCALE: "1" });
  });
  afterAll(() => shopWithStripe?.stop());

  /**
   * Live pieces of the test's own, written straight to the database: 25 owner API calls would
   * meet the production rate limits this spec runs under.
   */
  const createPieces = async () =>
    (
      await queryDatabase<{ id: number }>(
        shopWithStripe.shop.database,
        `INSERT INTO "Product" (name, description, price, "imageUrl", category, "updatedAt")
         SELECT $1 || ' ' || n, 'A piece', 100000, '/demo/product-ivory-1.jpg', 'handbags', now()
         FROM generate_series(1, ${PIECES}) AS n RETURNING id`,
        [uniqueName("Piece")],
      )
    ).map((row) => row.id);
  const hold = (ip: string, productId: number) =>
    fetch(url("/api/create-payment-intent"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify({ productId }),
    });
  const holdEach = async (ip: string, pieces: number[]) => {
    const statuses: number[] = [];
    for (const id of pieces) statuses.push((await hold(ip, id)).status);
    return statuses;
  };
  /** How many of the pieces are held right now. */
  const held = async (pieces: number[]) =>
    (
      await queryDatabase<{ n: number }>(
        shopWithStripe.shop.database,
        `SELECT count(*)::int AS n FROM "Product" WHERE "reservedUntil" > now() AND id = ANY($1)`,
        [pieces],
      )
    )[0].n;

  it("holds nothing by looking, five by asking, and leaves every other piece to other buyers", async () => {
    const bot = "203.0.113.7";
    const pieces = await createPieces();
    expect(pieces).toHaveLength(PIECES);
    for (const id of pieces)
      await fetch(url(`/checkout?productId=${id}`), { headers: { "X-Forwarded-For": bot } });
    expect(await held(pieces)).toBe(0);

    const statuses = await holdEach(bot, pieces);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_HOLDS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(pieces.length - MAX_HOLDS_PER_ADDRESS);
    expect(await held(pieces)).toBe(MAX_HOLDS_PER_ADDRESS);

    const shown = (await (await fetch(url("/api/products"))).json()) as {
      id: number;
      beingPurchased: boolean;
    }[];
    expect(shown.filter((product) => pieces.includes(product.id) && product.beingPurchased)).toHaveLength(
      MAX_HOLDS_PER_ADDRESS,
    );
    const heldId = pieces[statuses.indexOf(200)];
    expect(await (await fetch(url(`/products/${heldId}`))).text()).toContain(
      "Someone is completing a purchase of this piece",
    );
    expect((await hold("198.51.100.9", heldId)).status).toBe(409);
    const freeId = pieces[statuses.indexOf(429)];
    expect((await hold("198.51.100.10", freeId)).status).toBe(200);
  });

  it("cannot renew its holds ten minutes later", async () => {
    const bot = "203.0.113.8";
    const pieces = await createPieces();
    const first = await holdEach(bot, pieces);
    expect(first.filter((status) => status === 200)).toHaveLength(MAX_HOLDS_PER_ADDRESS);
    // Ten minutes on: the holds ended five minutes ago and the request rate limit's window is over.
    await queryDatabase(
      shopWithStripe.shop.database,
      `UPDATE "Product" SET "reservedUntil" = now() - interval '5 minutes' WHERE "reservedByAddress" = $1`,
      [bot],
    );
    await queryDatabase(shopWithStripe.shop.database, `DELETE FROM "RateLimitBucket"`);
    const statuses = await holdEach(bot, pieces);
    expect(statuses.filter((status) => status === 200)).toHaveLength(0);
  });
});
