import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { CHARGEABLE_PRICE_MESSAGE } from "~/modules/stripe/charge-limits";
import * as item from "~/routes/api.products.$id";
import * as list from "~/routes/api.products";
import * as reorder from "~/routes/api.products.reorder";
import { call } from "../support/api";
import { createProduct } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";

const valid = {
  name: "Midnight Tote",
  description: "Hand *stitched*",
  price: 284_000,
  imageUrl: "/uploads/products/a.webp",
  imageUrl2: "https://cdn.example/b.jpg",
  category: "handbags",
  features: "- Strap",
};

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

describe("GET /api/products", () => {
  it("lists live products (sold included, flagged) to the public in display order, never drafts", async () => {
    const second = await createProduct({ displayOrder: 2 });
    const first = await createProduct({ displayOrder: 1, isSold: true });
    await createProduct({ displayOrder: 0, available: false });

    const { status, data } = await call(list, "/api/products");
    expect(status).toBe(200);
    expect(data.map((p: { id: number }) => p.id)).toEqual([first.id, second.id]);
    expect(data[0]).toMatchObject({ isSold: true, available: true, price: first.price });
    expect(data[0]).not.toHaveProperty("reservedUntil");
  });

  it("lists everything, drafts included, to the owner", async () => {
    await createProduct({ available: false });
    await createProduct();
    expect((await call(list, "/api/products", { cookie })).data).toHaveLength(2);
  });

  it("answers each product exactly as its own GET does, every field and date included", async () => {
    await createProduct({
      ...valid,
      category: "travel",
      description: 'Quotes " and \\ back, “curly”, an emoji 👜,\nand a second line',
      imageUrl10: "/demo/ten.jpg",
      dimensions: '13" W',
      isLimitedEdition: true,
    });
    await createProduct({ goesLiveAt: new Date(Date.now() + 3_600_000), showComing: true });
    await createProduct({ isSold: true, available: false });
    const held = await createProduct({ reservedUntil: new Date(Date.now() + 60_000) });

    const { data: listed } = await call(list, "/api/products", { cookie });
    expect(listed).toHaveLength(4);
    for (const product of listed) {
      const own = await call(item, `/api/products/${product.id}`, {
        params: { id: String(product.id) },
        cookie,
      });
      expect(product).toEqual(own.data);
    }
    expect(listed.find((p: { id: number }) => p.id === held.id)).toMatchObject({ beingPurchased: true });
  });

  it("answers an empty array when there is nothing to show", async () => {
    await createProduct({ available: false });
    const { status, data } = await call(list, "/api/products");
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });
});

describe("GET /api/products/{id}", () => {
  it("answers a live product and 404 for a draft, an unknown or a malformed id", async () => {
    const live = await createProduct();
    const draft = await createProduct({ available: false });
    expect(
      (await call(item, `/api/products/${live.id}`, { params: { id: String(live.id) } })).data.name,
    ).toBe(live.name);
    for (const id of [String(draft.id), "999999", "abc", "1.5", "-1", "99999999999"]) {
      const { status, data } = await call(item, `/api/products/${id}`, { params: { id } });
      expect(status, id).toBe(404);
      expect(data.message).toBeTruthy();
    }
    expect(
      (await call(item, `/api/products/${draft.id}`, { params: { id: String(draft.id) }, cookie })).status,
    ).toBe(200);
  });
});

describe("POST /api/products", () => {
  it("creates a product for the owner and answers 201 with it, appended at the end", async () => {
    await createProduct({ displayOrder: 4 });
    const { status, data } = await call(list, "/api/products", {
      method: "POST",
      json: { ...valid, secret: "x" },
      cookie,
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      ...valid,
      id: expect.any(Number),
      available: true,
      isSold: false,
      displayOrder: 5,
    });
    expect(data).not.toHaveProperty("secret");
    expect(await prisma.product.count()).toBe(2);
  });

  it("refuses anonymous callers with 401 and stores nothing", async () => {
    const { status, data } = await call(list, "/api/products", { method: "POST", json: valid });
    expect(status).toBe(401);
    expect(data.message).toBeTruthy();
    expect(await prisma.product.count()).toBe(0);
  });

  it.each([
    [{ name: "" }, "name", "Validation Error: Please fill in all required fields."],
    [{ description: "  " }, "description", "Validation Error: Please fill in all required fields."],
    [{ imageUrl: undefined }, "imageUrl", "Validation Error: Please fill in all required fields."],
    [{ category: "shoes" }, "category", "Validation Error: Please fill in all required fields."],
    [{ price: 0 }, "price", "Please enter a valid price."],
    [{ price: -5 }, "price", "Please enter a valid price."],
    [{ price: 12.5 }, "price", "Please enter a valid price."],
    [{ price: "100" }, "price", "Please enter a valid price."],
    [{ price: 49 }, "price", CHARGEABLE_PRICE_MESSAGE],
    [{ price: 100_000_000 }, "price", CHARGEABLE_PRICE_MESSAGE],
    [{ imageUrl: "javascript:alert(1)" }, "imageUrl", "Enter a URL starting with https:// or /"],
    [{ imageUrl3: "//evil.example/x.png" }, "imageUrl3", "Enter a URL starting with https:// or /"],
  ])("refuses %j with the message of product §5", async (change, field, message) => {
    const { status, data } = await call(list, "/api/products", {
      method: "POST",
      json: { ...valid, ...change },
      cookie,
    });
    expect(status).toBe(400);
    expect(data.errors[field]).toContain(message);
    expect(await prisma.product.count()).toBe(0);
  });
});

describe("PUT and DELETE /api/products/{id}", () => {
  it("updates and deletes for the owner; 404 for unknown ids; 401 anonymously", async () => {
    const product = await createProduct();
    const params = { id: String(product.id) };
    const updated = await call(item, `/api/products/${product.id}`, {
      method: "PUT",
      params,
      json: { ...valid, isSold: true },
      cookie,
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ name: "Midnight Tote", isSold: true });

    expect(
      (await call(item, "/api/products/999", { method: "PUT", params: { id: "999" }, json: valid, cookie }))
        .status,
    ).toBe(404);
    expect((await call(item, `/api/products/${product.id}`, { method: "DELETE", params })).status).toBe(401);
    expect(
      (await call(item, `/api/products/${product.id}`, { method: "DELETE", params, cookie })).status,
    ).toBe(200);
    expect(await prisma.product.count()).toBe(0);
    expect(
      (await call(item, `/api/products/${product.id}`, { method: "DELETE", params, cookie })).status,
    ).toBe(404);
  });
});

describe("PUT /api/products/{id} flags", () => {
  it("leaves available, isSold and isLimitedEdition alone when the update omits them", async () => {
    const product = await createProduct({ available: false, isSold: true, isLimitedEdition: true });
    const updated = await call(item, `/api/products/${product.id}`, {
      method: "PUT",
      params: { id: String(product.id) },
      json: valid, // no flags sent
      cookie,
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      name: "Midnight Tote",
      available: false,
      isSold: true,
      isLimitedEdition: true,
    });
    expect(await prisma.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
      available: false,
      isSold: true,
      isLimitedEdition: true,
    });
  });
});

describe("PUT /api/products/reorder", () => {
  it("applies every position in one go", async () => {
    const [a, b] = [await createProduct(), await createProduct()];
    const items = [
      { id: a.id, displayOrder: 1 },
      { id: b.id, displayOrder: 0 },
    ];
    const { status } = await call(reorder, "/api/products/reorder", {
      method: "PUT",
      json: { items },
      cookie,
    });
    expect(status).toBe(200);
    expect((await call(list, "/api/products")).data.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
  });

  it("changes nothing when one id is unknown", async () => {
    const a = await createProduct({ displayOrder: 0 });
    const items = [
      { id: a.id, displayOrder: 7 },
      { id: 424242, displayOrder: 0 },
    ];
    const { status, data } = await call(reorder, "/api/products/reorder", {
      method: "PUT",
      json: { items },
      cookie,
    });
    expect(status).toBe(404);
    expect(data.message).toContain("424242");
    expect((await prisma.product.findUnique({ where: { id: a.id } }))?.displayOrder).toBe(0);
  });

  it("is not mistaken for a product id, and refuses other methods with 405", async () => {
    expect(
      (await call(reorder, "/api/products/reorder", { method: "PUT", json: { items: [] } })).status,
    ).toBe(401);
    expect((await call(reorder, "/api/products/reorder")).status).toBe(405);
  });
});

describe("bad bodies", () => {
  it("answer 400 for invalid JSON, 415 for another content type, 413 past 1 MB", async () => {
    const invalid = await call(list, "/api/products", {
      method: "POST",
      body: "{nope",
      contentType: "application/json",
      cookie,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data.message).toBe("The body is not valid JSON.");
    expect(
      (
        await call(list, "/api/products", {
          method: "POST",
          body: "name=x",
          contentType: "application/x-www-form-urlencoded",
          cookie,
        })
      ).status,
    ).toBe(415);
    const huge = JSON.stringify({ ...valid, description: "x".repeat(1_100_000) });
    expect(
      (
        await call(list, "/api/products", {
          method: "POST",
          body: huge,
          contentType: "application/json",
          cookie,
        })
      ).status,
    ).toBe(413);
  });
});
