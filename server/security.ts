// Express middleware of the security baseline: per-request CSP nonce and headers on every
// response, cross-site writes refused with 403 (app/modules/security/headers.ts), the owner's
// answers kept out of every cache, and what a body still sends after an early answer dropped.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { sessionCookieName } from "../app/modules/auth/cookie-name";
import { isForeignWrite, securityHeaders, type HeaderOptions } from "../app/modules/security/headers";

const PRIVATE = "private, no-store";

/**
 * Every answer to a request carrying the owner's session cookie, or setting or clearing it (sign-in,
 * sign-out), is `private, no-store`: /admin pages, owner /api answers, whatever the path's
 * spelling. Only what a route declares public (stored files, image variants) keeps its caching.
 */
export function ownerResponsesPrivate(production: boolean): RequestHandler {
  const cookie = new RegExp(`(^|;\\s*)${sessionCookieName(production)}=`);
  const setsCookie = new RegExp(`^${sessionCookieName(production)}=`);
  return (req, res, next) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      const setCookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
      const owners = cookie.test(req.headers.cookie ?? "") || setCookies.some((c) => setsCookie.test(c));
      if (owners && !/\bpublic\b/.test(String(res.getHeader("cache-control") ?? ""))) {
        res.setHeader("Cache-Control", PRIVATE);
      }
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  };
}

/** How long the rest of a body may still be sent after an early answer before the connection is cut. */
const LINGER_MS = 5_000;

/**
 * An answer given before its request's body was all received (a 413 past a body's cap, a 404 that
 * never read it): once it is written, the rest of the body is read and dropped, never kept, so a
 * client still sending reads the answer instead of a reset (closing at once makes its next write
 * fail before it reads); one still sending LINGER_MS later is cut off.
 */
export function dropBodiesAfterEarlyAnswers(): RequestHandler {
  return (req, res, next) => {
    res.on("finish", () => {
      if (req.complete) return;
      // The body's reader (Remix's request stream) gets nothing more.
      req.removeAllListeners("data");
      req.resume();
      const cut = setTimeout(() => req.socket?.destroy(), LINGER_MS);
      req.once("end", () => clearTimeout(cut));
      req.once("close", () => clearTimeout(cut));
    });
    next();
  };
}

export function securityMiddleware(
  options: Pick<HeaderOptions, "production" | "stripeJsUrl" | "imageStoreUrl">,
): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set(securityHeaders({ ...options, nonce, pathname: req.path }));
    // A route's own policy (stored files' sandbox) replaces the page policy instead of joining it:
    // the Remix adapter appends each header of the route's answer.
    const append = res.append.bind(res);
    res.append = (name, value) =>
      name.toLowerCase() === "content-security-policy" ? res.set(name, value) : append(name, value);
    if (isForeignWrite(req.method, req.path, req.get("origin"), req.get("host"))) {
      res.status(403).json({ message: "Cross-site requests are not allowed." });
      return;
    }
    next();
  };
}
