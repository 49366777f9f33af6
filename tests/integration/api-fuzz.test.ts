// Throws malformed requests at every JSON endpoint: whatever arrives, the answer is JSON and never 5xx.
import { beforeAll, describe, expect, it } from "vitest";
import * as collectionPhoto from "~/routes/api.collection-main-photos.$collection";
import * as collectionPhotos from "~/routes/api.collection-main-photos";
import * as contact from "~/routes/api.contact";
import * as galleryItem from "~/routes/api.gallery.$id";
import * as gallery from "~/routes/api.gallery";
import * as galleryReorder from "~/routes/api.gallery.reorder";
import * as inquiries from "~/routes/api.inquiries";
import * as newsletter from "~/routes/api.newsletter";
import * as product from "~/routes/api.products.$id";
import * as products from "~/routes/api.products";
import * as productsReorder from "~/routes/api.products.reorder";
import * as scrollingItem from "~/routes/api.scrolling-images.$id";
import * as scrolling from "~/routes/api.scrolling-images";
import * as scrollingReorder from "~/routes/api.scrolling-images.reorder";
import * as setting from "~/routes/api.settings.$key";
import * as settings from "~/routes/api.settings";
import { call } from "../support/api";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";

const endpoints = [
  { route: products, path: "/api/products", methods: ["GET", "POST", "PUT"], param: null },
  { route: product, path: "/api/products/:id", methods: ["GET", "PUT", "DELETE", "POST"], param: "id" },
  { route: productsReorder, path: "/api/products/reorder", methods: ["PUT", "GET"], param: null },
  { route: gallery, path: "/api/gallery", methods: ["GET", "POST"], param: null },
  { route: galleryItem, path: "/api/gallery/:id", methods: ["PUT", "DELETE"], param: "id" },
  { route: galleryReorder, path: "/api/gallery/reorder", methods: ["POST"], param: null },
  { route: scrolling, path: "/api/scrolling-images", methods: ["GET", "POST"], param: null },
  { route: scrollingItem, path: "/api/scrolling-images/:id", methods: ["PUT", "DELETE"], param: "id" },
  { route: scrollingReorder, path: "/api/scrolling-images/reorder", methods: ["POST"], param: null },
  { route: collectionPhotos, path: "/api/collection-main-photos", methods: ["GET", "DELETE"], param: null },
  {
    route: collectionPhoto,
    path: "/api/collection-main-photos/:collection",
    methods: ["PUT", "DELETE"],
    param: "collection",
  },
  { route: settings, path: "/api/settings", methods: ["GET", "PATCH"], param: null },
  { route: setting, path: "/api/settings/:key", methods: ["PUT"], param: "key" },
  { route: contact, path: "/api/contact", methods: ["POST", "GET"], param: null },
  { route: newsletter, path: "/api/newsletter", methods: ["POST"], param: null },
  { route: inquiries, path: "/api/inquiries", methods: ["POST"], param: null },
];

// A small deterministic generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const PARAMS = ["1", "0", "-1", "1.5", "abc", "99999999999", "%00", "brandFont", "customs", "../etc", ""];
const STRINGS = [
  "",
  " ",
  "x".repeat(10_000),
  "<script>",
  "javascript:alert(1)",
  "é",
  "\u0000",
  "1",
  "true",
  "//evil",
];

function value(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * (depth > 2 ? 6 : 9));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return next() > 0.5;
    case 2:
      return [0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER, 42][Math.floor(next() * 6)];
    case 3:
    case 4:
    case 5:
      return STRINGS[Math.floor(next() * STRINGS.length)];
    case 6:
      return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
    default: {
      const keys = [
        "name",
        "price",
        "items",
        "value",
        "imageUrl",
        "email",
        "title",
        "productId",
        "id",
        "displayOrder",
        "__proto__",
      ];
      return Object.fromEntries(keys.filter(() => next() > 0.5).map((key) => [key, value(next, depth + 1)]));
    }
  }
}

function body(next: () => number): { body?: string; contentType?: string } {
  const kind = Math.floor(next() * 6);
  if (kind === 0) return { body: "{not json", contentType: "application/json" };
  if (kind === 1) return { body: "a=1&b=2", contentType: "application/x-www-form-urlencoded" };
  if (kind === 2) return {};
  return { body: JSON.stringify(value(next)), contentType: "application/json" };
}

describe("malformed requests to every endpoint", () => {
  let cookie: string;
  beforeAll(async () => {
    process.env.RATE_LIMIT_SCALE = "0";
    globalThis.__atelierEnv = undefined;
    await resetDatabase();
    cookie = (await createOwnerCookie()).cookie;
  });

  it("never answer 5xx, and always answer JSON", async () => {
    const next = random(20261122);
    let requests = 0;
    for (let round = 0; round < 20; round++) {
      for (const endpoint of endpoints) {
        for (const method of endpoint.methods) {
          const param = PARAMS[Math.floor(next() * PARAMS.length)];
          const params: Record<string, string> = endpoint.param ? { [endpoint.param]: param } : {};
          const path = endpoint.path.replace(/:\w+/, encodeURIComponent(param));
          const payload = method === "GET" ? {} : body(next);
          const { status, data } = await call(endpoint.route, path, {
            method,
            params,
            ...payload,
            cookie: next() > 0.3 ? cookie : undefined,
          });
          requests++;
          expect(status, `${method} ${path} ${payload.body?.slice(0, 200)}`).toBeLessThan(500);
          expect(typeof data, `${method} ${path}`).toBe("object");
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
  });
});
