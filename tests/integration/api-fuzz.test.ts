// Throws seeded malformed requests at every /api endpoint: whatever arrives (any method, body,
// content type, id), the answer is JSON {message, errors?} or a record, and never 5xx.
import { describe, expect, it } from "vitest";
import * as catchAll from "~/routes/api.$";
import * as collectionPhoto from "~/routes/api.collection-main-photos.$collection";
import * as collectionPhotos from "~/routes/api.collection-main-photos";
import * as contact from "~/routes/api.contact";
import * as createPaymentIntent from "~/routes/api.create-payment-intent";
import * as galleryItem from "~/routes/api.gallery.$id";
import * as gallery from "~/routes/api.gallery";
import * as galleryReorder from "~/routes/api.gallery.reorder";
import * as inquiries from "~/routes/api.inquiries";
import * as newsletter from "~/routes/api.newsletter";
import * as paymentSuccess from "~/routes/api.payment-success";
import * as product from "~/routes/api.products.$id";
import * as products from "~/routes/api.products";
import * as productsReorder from "~/routes/api.products.reorder";
import * as scrollingItem from "~/routes/api.scrolling-images.$id";
import * as scrolling from "~/routes/api.scrolling-images";
import * as scrollingReorder from "~/routes/api.scrolling-images.reorder";
import * as setting from "~/routes/api.settings.$key";
import * as settings from "~/routes/api.settings";
import * as webhook from "~/routes/api.stripe.webhook";
import * as uploadFont from "~/routes/api.upload-font";
import * as uploadMultiple from "~/routes/api.upload-multiple";
import * as upload from "~/routes/api.upload";
import { call } from "../support/api";
import { fuzzWorld } from "../support/fuzz-world";
import { body, METHODS, PARAMS, random } from "../support/fuzz";

// Valid bodies, fuzzed one field at a time so odd text gets past the other fields' rules.
const SAMPLES = {
  product: {
    name: "Tote",
    description: "Reworked",
    price: 12_000,
    imageUrl: "/demo/a.jpg",
    category: "handbags",
  },
  galleryItem: { title: "Work", description: "Studio", imageUrl: "/demo/a.jpg" },
  scrollingImage: { title: "Strip", imageUrl: "/demo/a.jpg" },
  collectionPhoto: { imageUrl: "/demo/a.jpg" },
  settings: { brandName: "Atelier", heroTitle: "Hello", contactEmail: "a@example.com" },
  setting: { value: "Atelier" },
  contact: { name: "Ann", email: "ann@example.com", subject: "other", message: "A long enough message." },
  newsletter: { email: "ann@example.com" },
  inquiry: { customerName: "Ann", customerEmail: "ann@example.com", message: "Is it free?", productId: 1 },
};

const endpoints: {
  route: Parameters<typeof call>[0];
  path: string;
  param: string | null;
  sample?: Record<string, string | number>;
}[] = [
  { route: products, path: "/api/products", param: null, sample: SAMPLES.product },
  { route: product, path: "/api/products/:id", param: "id", sample: SAMPLES.product },
  { route: productsReorder, path: "/api/products/reorder", param: null },
  { route: gallery, path: "/api/gallery", param: null, sample: SAMPLES.galleryItem },
  { route: galleryItem, path: "/api/gallery/:id", param: "id", sample: SAMPLES.galleryItem },
  { route: galleryReorder, path: "/api/gallery/reorder", param: null },
  { route: scrolling, path: "/api/scrolling-images", param: null, sample: SAMPLES.scrollingImage },
  { route: scrollingItem, path: "/api/scrolling-images/:id", param: "id", sample: SAMPLES.scrollingImage },
  { route: scrollingReorder, path: "/api/scrolling-images/reorder", param: null },
  { route: collectionPhotos, path: "/api/collection-main-photos", param: null },
  {
    route: collectionPhoto,
    path: "/api/collection-main-photos/:collection",
    param: "collection",
    sample: SAMPLES.collectionPhoto,
  },
  { route: settings, path: "/api/settings", param: null, sample: SAMPLES.settings },
  { route: setting, path: "/api/settings/:key", param: "key", sample: SAMPLES.setting },
  { route: contact, path: "/api/contact", param: null, sample: SAMPLES.contact },
  { route: newsletter, path: "/api/newsletter", param: null, sample: SAMPLES.newsletter },
  { route: inquiries, path: "/api/inquiries", param: null, sample: SAMPLES.inquiry },
  { route: upload, path: "/api/upload", param: null },
  { route: uploadMultiple, path: "/api/upload-multiple", param: null },
  { route: uploadFont, path: "/api/upload-font", param: null },
  { route: createPaymentIntent, path: "/api/create-payment-intent", param: null },
  { route: paymentSuccess, path: "/api/payment-success", param: null },
  { route: webhook, path: "/api/stripe/webhook", param: null },
  { route: catchAll, path: "/api/:rest", param: "*" },
];

describe("malformed requests to every /api endpoint", () => {
  const world = fuzzWorld("atelier-fuzz-");

  it("never answer 5xx, and always answer JSON", async () => {
    const next = random(20261123);
    const statuses = new Map<number, number>();
    for (let round = 0; round < 30; round++) {
      for (const endpoint of endpoints) {
        for (const method of METHODS) {
          const param = PARAMS[Math.floor(next() * PARAMS.length)];
          const params: Record<string, string> = endpoint.param ? { [endpoint.param]: param } : {};
          const path = endpoint.path.replace(/:\w+/, encodeURIComponent(param));
          const payload = method === "GET" ? { label: "none" } : body(next, endpoint.sample);
          const { status, data } = await call(endpoint.route, path, {
            method,
            params,
            body: payload.body,
            contentType: payload.contentType,
            cookie: next() > 0.3 ? world.cookie : undefined,
          });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const what = `${method} ${path} ${payload.label.slice(0, 200)}`;
          expect(status, what).toBeLessThan(500);
          expect(typeof data, what).toBe("object");
          if (status >= 400) expect(typeof data.message, what).toBe("string");
        }
      }
    }
    expect([...statuses.values()].reduce((a, b) => a + b)).toBeGreaterThan(1000);
    // Successes too: the fuzz reaches past validation, not only into it.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  });

  it("refuses text with NUL or a lone surrogate with the field's message, once", async () => {
    for (const text of ["Ann\u0000e", "Ann\uD800e"]) {
      const { status, data } = await call(contact, "/api/contact", {
        method: "POST",
        json: { name: text, email: "ann@example.com", subject: "other", message: "A long enough message." },
      });
      expect(status).toBe(400);
      expect(data).toEqual({
        message: "This text contains characters that cannot be stored.",
        errors: { name: ["This text contains characters that cannot be stored."] },
      });
    }
  });
});
