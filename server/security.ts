// Express middleware of the security baseline: per-request CSP nonce and headers on every
// response, cross-site writes refused with 403 (app/modules/security/headers.ts), the owner's
// answers kept out of every cache, and connections closed after an answer that left a body unread.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { sessionCookieName } from "../app/modules/auth/cookie-name";
import { isForeignWrite, securityHeaders } from "../app/modules/security/headers";

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

/**
 * An answer given before its request's body was all received (a 413 past a body's cap, a 404 that
 * never read it) closes the connection once written: the rest of the body is neither read into
 * memory nor waited for, and the client reads the answer instead of a reset.
 */
export function closeAfterEarlyAnswers(): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      const body =
        req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
      if (body && !req.complete) res.setHeader("Connection", "close");
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  };
}

export function securityMiddleware(production: boolean, stripeJsUrl: string): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set(securityHeaders({ nonce, pathname: req.path, production, stripeJsUrl }));
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
