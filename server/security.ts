// Express middleware of the security baseline: per-request CSP nonce and headers on every
// response, and cross-site writes refused with 403 (app/modules/security/headers.ts).
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { isForeignWrite, securityHeaders } from "../app/modules/security/headers";

export function securityMiddleware(production: boolean, stripeJsUrl: string): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set(securityHeaders({ nonce, pathname: req.path, production, stripeJsUrl }));
    if (isForeignWrite(req.method, req.path, req.get("origin"), req.get("host"))) {
      res.status(403).json({ message: "Cross-site requests are not allowed." });
      return;
    }
    next();
  };
}
