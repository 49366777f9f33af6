// A few seconds' cache of the storefront's HTML for visitors without cookies, so a busy product
// page renders once per interval instead of once per request (docs/decisions/051-page-cache.md).
// Each hit is sent with the request's own CSP nonce, gzipped from parts compressed once (decision
// 352: ./stitched-gzip); any write the server carries out empties it.
// Only requests for the shop's own host (PUBLIC_URL's) use it: another Host never reads or fills it.
// A page that names when it stops being true (a drop's "Coming" page) is kept no later than that.
// While a page's next render is under way (after a write, or its five seconds), others asking for it
// get the page as it was a moment ago rather than wait (decision 353), unless it is no longer true.
import type { RequestHandler, Response } from "express";
import { PAGE_CACHE_UNTIL } from "../app/utils/page-cache-header";
import { gzipWithNonce, plainWithNonce, stitchable, type StitchedPage } from "./stitched-gzip";

/** The storefront pages: the same for every anonymous visitor of a URL. */
const STOREFRONT_PAGE =
  /^\/(|gallery(\/\d+)?|shop(\/[\w-]+)?|category\/[\w-]+|products\/\d+(\/inquire)?|policies\/[a-z]+)$/;
const MAX_BODY_BYTES = 512 * 1024;
/** Headers of how one response travelled (compression among them), set again for each hit. */
const TRANSPORT_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "vary",
  "etag",
  "x-page-cache",
]);

interface Entry {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  nonce: string;
  expiresAt: number;
  /** The instant it stops being true (a drop's minute), never sent after; Infinity for most pages. */
  trueUntil: number;
  /** The body cut at its nonce, each part compressed once, made at the first hit. */
  parts?: StitchedPage;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The shop's host and port, as PUBLIC_URL names them (known once the server listens). */
  publicHost: () => string;
}

export function pageCache({ ttlMs, maxEntries, publicHost }: PageCacheOptions): RequestHandler {
  const entries = new Map<string, Entry>();
  /** A page's render under way: other misses of it wait for it rather than render it again. */
  const rendering = new Map<string, Promise<RenderOutcome>>();
  // Bumped by every finished write: a page rendered while one was under way is not kept.
  let generation = 0;

  const handle: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Emptied as the write's answer is ended, before any of it can reach the client: on "finish"
      // (once the answer is flushed) a client quick to ask again could still be served the old page.
      // A refused write (4xx) changed nothing, so the pages stay: at a drop, a hundred presses on
      // a piece someone is paying for are answered 409 and would otherwise empty it a hundred times.
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        if (res.statusCode < 400 || res.statusCode >= 500) {
          generation++;
          // Out of date, kept only for those who ask while the page's next render is under way.
          for (const entry of entries.values()) entry.expiresAt = 0;
        }
        return end(...args);
      }) as Response["end"];
      return next();
    }
    if (
      req.method !== "GET" ||
      req.headers.cookie ||
      req.headers.host !== publicHost() ||
      !STOREFRONT_PAGE.test(req.path)
    )
      return next();

    const key = req.originalUrl;
    const nonce: string = res.locals.cspNonce;
    const fresh = () => {
      const entry = entries.get(key);
      return entry && entry.expiresAt > Date.now() ? entry : undefined;
    };
    const send = (hit: Entry, kind: "hit" | "stale" = "hit") => {
      res.status(hit.status).set(hit.headers).set({ "X-Page-Cache": kind, Vary: "Accept-Encoding" });
      hit.parts ??= stitchable(hit.body, hit.nonce);
      const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
      const body = gzip ? gzipWithNonce(hit.parts, nonce) : plainWithNonce(hit.parts, nonce);
      // Already encoded: the compression middleware lets it through as it is. Plain, it would
      // compress it (a client asking for deflate or Brotli only).
      if (gzip) res.set("Content-Encoding", "gzip");
      res.set("Content-Length", String(body.length)).end(body);
    };
    const hit = fresh();
    if (hit) return send(hit);
    // A crowd arriving at once (a drop's minute) costs one render: the others are answered from
    // it, or render for themselves when it is not to be kept (an error page, a cookie).
    const underWay = rendering.get(key);
    // The page as it was a moment ago, while the render that replaces it is under way: a crowd at a
    // drop asked for it faster than a render behind the presses of Complete Purchase finished.
    const previous = entries.get(key);
    if (underWay && previous && previous.trueUntil > Date.now()) return send(previous, "stale");
    if (underWay) {
      void underWay.then((outcome) => {
        const kept = fresh();
        if (kept) send(kept);
        // Out of date as it ended (a write meanwhile, the minute of a drop passed): the next render
        // is kept, so the crowd waits for one again instead of each rendering (once: a page written
        // to without pause is rendered by each).
        else if (outcome === "stale" && !res.locals.waitedForStaleRender) {
          res.locals.waitedForStaleRender = true;
          handle(req, res, next);
        } else next();
      });
      return;
    }
    let rendered = (_outcome: RenderOutcome) => {};
    rendering.set(key, new Promise<RenderOutcome>((resolve) => (rendered = resolve)));
    let settled = false;
    const settle = (outcome: RenderOutcome) => {
      if (settled) return;
      settled = true;
      rendering.delete(key);
      rendered(outcome);
    };
    res.once("close", () => settle("not kept"));

    const startedIn = generation;
    const securityHeaders = new Set(Object.keys(res.getHeaders()));
    res.set("X-Page-Cache", "miss");
    captureBody(res, (body) => {
      const headers = res.getHeaders();
      const keepable =
        res.statusCode === 200 &&
        String(headers["content-type"]).startsWith("text/html") &&
        !headers["set-cookie"] &&
        !/no-store|private/.test(String(headers["cache-control"] ?? "")) &&
        body.length <= MAX_BODY_BYTES;
      const until = Date.parse(String(headers[PAGE_CACHE_UNTIL.toLowerCase()] ?? ""));
      const trueUntil = Number.isNaN(until) ? Infinity : until;
      const expiresAt = Math.min(Date.now() + ttlMs, trueUntil);
      if (!keepable) return settle("not kept");
      if (generation !== startedIn || expiresAt <= Date.now()) return settle("stale");
      if (!entries.has(key) && entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const routeHeaders = Object.entries(headers).filter(
        ([name]) => !securityHeaders.has(name) && !TRANSPORT_HEADERS.has(name),
      );
      entries.set(key, {
        status: res.statusCode,
        headers: Object.fromEntries(routeHeaders.map(([name, value]) => [name, valueOf(value)])),
        body: body.toString("utf8"),
        nonce,
        expiresAt,
        trueUntil,
      });
      settle("kept");
    });
    next();
  };
  return handle;
}

/** How a render the crowd waited for ended: kept, out of date as it ended, or not to be kept at all. */
type RenderOutcome = "kept" | "stale" | "not kept";

function valueOf(value: string | number | string[] | undefined) {
  return Array.isArray(value) ? value : String(value);
}

/** Calls `onEnd` with everything written to `res` (before compression, which wraps it too). */
function captureBody(res: Response, onEnd: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown) => {
    if (typeof chunk === "string" || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk);
    onEnd(Buffer.concat(chunks));
    return end(chunk, ...rest);
  }) as Response["end"];
}
