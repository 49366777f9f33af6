// The security headers of every response (docs/security.md): an enforced Content-Security-Policy with a
// per-request nonce, allowing exactly what the pages use; Stripe only on the checkout page.

// Relative: the server imports this file outside the app build.
import { STRIPE_JS_ORIGIN, STRIPE_JS_SOURCES } from "../stripe/stripe-js";

export interface HeaderOptions {
  nonce: string;
  pathname: string;
  production: boolean;
  /** Where Stripe.js comes from (STRIPE_JS_URL); another origin than Stripe's is a local fake. */
  stripeJsUrl?: string;
  /** The bucket's public address (S3_PUBLIC_URL), where pages fetch photos: allowed even over http. */
  imageStoreUrl?: string;
}

const STRIPE_PAGES = ["/checkout"];

const onStripePage = (pathname: string) =>
  STRIPE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/**
 * No scripts and a sandbox, should a browser be tricked into opening a stored file as a page. The
 * routes that serve stored files set it (media/serve.server.ts), however the path was spelled, and
 * it replaces the page policy below (server/security.ts).
 */
export const STORED_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function contentSecurityPolicy({
  nonce,
  pathname,
  production,
  stripeJsUrl,
  imageStoreUrl,
}: HeaderOptions) {
  const stripe = onStripePage(pathname);
  const jsOrigin = stripeJsUrl ? new URL(stripeJsUrl).origin : STRIPE_JS_ORIGIN;
  const fake = jsOrigin === STRIPE_JS_ORIGIN ? [] : [jsOrigin];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(stripe ? [...STRIPE_JS_SOURCES, ...fake] : [])],
    "style-src": ["'self'", `'nonce-${nonce}'`],
    // The owner may type image and font addresses of other hosts (product §3 URLs); her dashboard
    // shows a picked file before it is sent, from a blob: URL.
    "img-src": [
      "'self'",
      "data:",
      "https:",
      ...(imageStoreUrl ? [new URL(imageStoreUrl).origin] : []),
      ...(pathname.startsWith("/admin") ? ["blob:"] : []),
    ],
    "font-src": ["'self'", "data:", "https:"],
    // remix dev's live reload talks over a websocket in development only.
    "connect-src": [
      "'self'",
      ...(stripe ? ["https://api.stripe.com", ...fake] : []),
      ...(production ? [] : ["ws:"]),
    ],
    // 3-D Secure and bank pages open in hooks.stripe.com frames.
    "frame-src": stripe ? [...STRIPE_JS_SOURCES, "https://hooks.stripe.com"] : ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * The Payment Request API (Apple Pay, Google Pay) runs in Stripe's frames, which may use it only if
 * the page's policy names their origin: on the checkout page only.
 */
const paymentAllowed = (pathname: string) =>
  ["self", ...(onStripePage(pathname) ? STRIPE_JS_SOURCES.map((source) => `"${source}"`) : [])].join(" ");

export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": `camera=(), microphone=(), geolocation=(), usb=(), payment=(${paymentAllowed(options.pathname)}), interest-cohort=()`,
    ...(options.production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * Paths that take state-changing requests from other sites: Stripe's signed webhook, and the
 * signed unsubscribe link a mail provider may POST to from its own site (RFC 8058).
 */
const CROSS_SITE_WRITES = ["/api/stripe/webhook", "/newsletter/unsubscribe/one-click"];

/** A write whose Origin names another site is refused (browsers always send Origin on those). */
export function isForeignWrite(
  method: string,
  pathname: string,
  origin: string | undefined,
  host: string | undefined,
) {
  if (["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase())) return false;
  if (!origin || CROSS_SITE_WRITES.includes(pathname)) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
