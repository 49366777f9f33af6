import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { STRIPE_JS_URL_DEFAULT } from "./stripe-js";

// @stripe/stripe-js loads, and warns unless it finds, the release it was built for.
const source = readFileSync(
  createRequire(import.meta.url).resolve("@stripe/stripe-js/dist/index.mjs"),
  "utf8",
);
const releaseTrain = /var RELEASE_TRAIN = '([a-z]+)';/.exec(source)?.[1];

describe("Stripe.js", () => {
  it("is the release @stripe/stripe-js pins, the same as the server SDK's API version", () => {
    expect(releaseTrain).toBeTruthy();
    expect(STRIPE_JS_URL_DEFAULT).toBe(`https://js.stripe.com/${releaseTrain}/stripe.js`);
    expect(Stripe.API_VERSION.split(".")[1]).toBe(releaseTrain);
  });
});
