// Where Stripe.js comes from, in one place. @stripe/stripe-js 10.x is built for one release of
// Stripe.js (its RELEASE_TRAIN, "endive", the train of the server SDK's pinned API version too)
// and warns when the page loaded another; STRIPE_JS_URL replaces it in tests (a local fake).
export const STRIPE_JS_ORIGIN = "https://js.stripe.com";

export const STRIPE_JS_URL_DEFAULT = `${STRIPE_JS_ORIGIN}/endive/stripe.js`;

/** Stripe's list for Stripe.js: its script and frames come from js.stripe.com and its subdomains. */
export const STRIPE_JS_SOURCES = [STRIPE_JS_ORIGIN, "https://*.js.stripe.com"];
