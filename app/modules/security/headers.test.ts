import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isForeignWrite, securityHeaders } from "./headers";

describe("Content-Security-Policy", () => {
  it("allows scripts only from the site and with this request's nonce", () => {
    const csp = contentSecurityPolicy({ nonce: "abc", pathname: "/", production: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("stripe");
    expect(csp).not.toContain("ws:");
  });

  it("lets Stripe.js in on the checkout page only, as Stripe lists it", () => {
    const csp = contentSecurityPolicy({ nonce: "n", pathname: "/checkout", production: true });
    expect(csp).toContain("script-src 'self' 'nonce-n' https://js.stripe.com https://*.js.stripe.com;");
    expect(csp).toContain(
      "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;",
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
  });

  it("lets pictures come from the bucket's public address, even over http", () => {
    const csp = contentSecurityPolicy({
      nonce: "n",
      pathname: "/",
      production: true,
      imageStoreUrl: "http://minio.local:9000/atelier",
    });
    expect(csp).toContain("img-src 'self' data: https: http://minio.local:9000;");
  });

  it("allows the live-reload websocket in development", () => {
    expect(contentSecurityPolicy({ nonce: "n", pathname: "/", production: false })).toContain(
      "connect-src 'self' ws:",
    );
  });
});

describe("security headers", () => {
  it("let Stripe's frames ask for a payment (Apple Pay, Google Pay) on the checkout page only", () => {
    const policy = (pathname: string) =>
      securityHeaders({ nonce: "n", pathname, production: true })["Permissions-Policy"];
    expect(policy("/checkout")).toContain('payment=(self "https://js.stripe.com" "https://*.js.stripe.com")');
    expect(policy("/")).toContain("payment=(self)");
    expect(policy("/")).not.toContain("stripe");
  });

  it("add HSTS in production only", () => {
    expect(
      securityHeaders({ nonce: "n", pathname: "/", production: true })["Strict-Transport-Security"],
    ).toBeTruthy();
    expect(securityHeaders({ nonce: "n", pathname: "/", production: false })).not.toHaveProperty(
      "Strict-Transport-Security",
    );
  });
});

describe("cross-site writes", () => {
  it.each([
    ["POST", "/api/contact", "https://evil.example", "shop.example", true],
    ["DELETE", "/api/products/1", "null", "shop.example", true],
    ["POST", "/api/contact", "https://shop.example", "shop.example", false],
    ["POST", "/api/contact", undefined, "shop.example", false],
    ["GET", "/", "https://evil.example", "shop.example", false],
    ["POST", "/api/stripe/webhook", "https://stripe.com", "shop.example", false],
    ["POST", "/newsletter/unsubscribe/one-click", "https://mail.example", "shop.example", false],
    ["POST", "/newsletter/confirm", "https://evil.example", "shop.example", true],
  ])("%s %s from %s to %s: refused = %s", (method, path, origin, host, refused) => {
    expect(isForeignWrite(method, path, origin, host)).toBe(refused);
  });
});
