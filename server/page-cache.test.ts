import { randomBytes } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pageCache } from "./page-cache";

// A stand-in for the app: a nonce per request, the cache, then pages that count their renders.
let renders = 0;
let price = 100;
let slowRender: Promise<void> | undefined;
const app = express();
app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  res.set("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
  next();
});
app.use(compression({ threshold: 0 }));
app.use(pageCache({ ttlMs: 60_000, maxEntries: 3, publicHost: () => new URL(baseUrl).host }));
app.get(["/products/:id", "/", "/admin", "/gallery", "/policies/:kind"], async (req, res) => {
  renders++;
  await slowRender;
  if (req.query.toast) res.append("Set-Cookie", "atelier_toast=x");
  if (req.query.missing) res.status(404);
  if (req.query.until)
    res.set("X-Page-Cache-Until", new Date(Date.now() + Number(req.query.until)).toISOString());
  // Streamed in two parts, as Remix does.
  res.type("html").write(`<p>${price}</p>`);
  res.end(`<script nonce="${res.locals.cspNonce}"></script>`);
});
app.post("/api/products/1", (_req, res) => {
  price += 1;
  res.json({ price });
});
// A write refused before it changes anything, as a press on a piece another buyer is paying for.
app.post("/api/create-payment-intent", (_req, res) => {
  res.status(409).json({ message: "Someone is completing a purchase of this piece." });
});

let baseUrl = "";
let server: ReturnType<typeof app.listen>;
beforeAll(async () => {
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());
beforeEach(async () => {
  // Every test starts with an empty cache (a write empties it) and a fresh count.
  await write();
  renders = 0;
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const body = await response.text();
  const nonce = response.headers.get("content-security-policy")?.match(/nonce-([^']+)/)?.[1];
  return { response, body, nonce, cache: response.headers.get("x-page-cache") };
}

/** A write the server carries out: it empties the cache. */
const write = () => fetch(`${baseUrl}/api/products/1`, { method: "POST" });

/**
 * Asks for `paths` at once while their render is held for 50 ms, running `meanwhile` before it is let
 * go; answers their answers and the renders they cost.
 */
async function whileRenderHeld(paths: string[], meanwhile: () => Promise<unknown> = async () => {}) {
  let finishRender = () => {};
  slowRender = new Promise((resolve) => (finishRender = resolve));
  const before = renders;
  const asked = Promise.all(paths.map((path) => get(path)));
  await new Promise((resolve) => setTimeout(resolve, 50));
  await meanwhile();
  finishRender();
  slowRender = undefined;
  return { answers: await asked, renders: renders - before };
}
/** Five visitors asking for `path` at once (a path no earlier test asked for: nothing kept of it). */
const crowdAt = (path: string) => Array.from({ length: 5 }, () => path);

describe("the storefront page cache", () => {
  it("keeps a page that names when it stops being true no later than that instant", async () => {
    const first = await get("/products/7?until=400");
    const second = await get("/products/7?until=400");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const third = await get("/products/7?until=400");
    expect([first.cache, second.cache, third.cache]).toEqual(["miss", "hit", "miss"]);
    expect(renders).toBe(2);
  });

  it("does not keep a page whose instant has already passed", async () => {
    const pages = [await get("/products/8?until=-1000"), await get("/products/8?until=-1000")];
    expect(pages.map((page) => page.cache)).toEqual(["miss", "miss"]);
  });

  it("renders a page once and answers again from memory, each time with the request's own nonce", async () => {
    const first = await get("/products/1");
    const second = await get("/products/1");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(renders).toBe(1);
    expect(second.body).toBe(`<p>${price}</p><script nonce="${second.nonce}"></script>`);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.response.headers.get("content-type")).toMatch(/^text\/html/);
    // gzip, which fetch asks for and decodes, stitched around this answer's own nonce.
    expect(second.response.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends a hit gzipped from parts compressed once, with each answer's nonce, or plain to a client without gzip", async () => {
    await get("/products/1");
    const asked = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        http
          .get(`${baseUrl}/products/1`, { headers: { "Accept-Encoding": encoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const nonceOf = (headers: http.IncomingHttpHeaders) =>
      /nonce-([^']+)/.exec(String(headers["content-security-policy"]))![1];
    const answers = [await asked("gzip, deflate, br"), await asked("gzip")];
    for (const { headers, bytes } of answers) {
      expect(headers["x-page-cache"]).toBe("hit");
      expect(headers["content-encoding"]).toBe("gzip");
      expect(Number(headers["content-length"])).toBe(bytes.length);
      expect(zlib.gunzipSync(bytes).toString()).toBe(
        `<p>${price}</p><script nonce="${nonceOf(headers)}"></script>`,
      );
    }
    expect(nonceOf(answers[0].headers)).not.toBe(nonceOf(answers[1].headers));
    const plain = await asked("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toMatch(/^text\/html/);
    expect(Number(plain.headers["content-length"])).toBe(plain.bytes.length);
    expect(plain.bytes.toString()).toBe(`<p>${price}</p><script nonce="${nonceOf(plain.headers)}"></script>`);
    expect(renders).toBe(1);
  });

  it("shows what a write changed at the next request", async () => {
    await get("/products/1");
    await write();
    const after = await get("/products/1");
    expect(after.cache).toBe("miss");
    expect(after.body).toContain(`<p>${price}</p>`);
  });

  it("keeps its pages through refused writes (4xx), which changed nothing", async () => {
    await get("/products/1");
    for (let press = 0; press < 3; press++) {
      const refused = await fetch(`${baseUrl}/api/create-payment-intent`, { method: "POST" });
      expect(refused.status).toBe(409);
    }
    const before = renders;
    expect((await get("/products/1")).cache).toBe("hit");
    expect(renders).toBe(before);
  });

  it("renders a page once for a crowd asking for it at once, and answers the others from it", async () => {
    const { answers, renders: rendered } = await whileRenderHeld(crowdAt("/products/21"));
    expect(rendered).toBe(1);
    expect(answers.map((answer) => answer.cache).sort()).toEqual(["hit", "hit", "hit", "hit", "miss"]);
    expect(new Set(answers.map((answer) => answer.body.match(/<p>\d+<\/p>/)?.[0])).size).toBe(1);
  });

  it("has a crowd whose render a write overlapped wait for the next render, not render each", async () => {
    const { answers, renders: rendered } = await whileRenderHeld(crowdAt("/products/22"), write);
    expect(rendered).toBe(2);
    expect(answers.map((answer) => answer.cache).sort()).toEqual(["hit", "hit", "hit", "miss", "miss"]);
  });

  it("answers a crowd with the page it had while one render of the changed page is under way", async () => {
    const before = await get("/products/1");
    await write();
    const { answers, renders: rendered } = await whileRenderHeld(crowdAt("/products/1"));
    expect(rendered).toBe(1);
    // The first to ask waits for the render; the others get the page of a moment ago at once.
    expect(answers.map((answer) => answer.cache).sort()).toEqual([
      "miss",
      "stale",
      "stale",
      "stale",
      "stale",
    ]);
    for (const answer of answers.filter((answer) => answer.cache === "stale"))
      expect(answer.body).toBe(before.body.replace(before.nonce!, answer.nonce!));
    expect(answers.find((answer) => answer.cache === "miss")!.body).toContain(`<p>${price}</p>`);
    const after = await get("/products/1");
    expect([after.cache, after.body.includes(`<p>${price}</p>`)]).toEqual(["hit", true]);
  });

  it("never answers a page past the instant it names, even while its next render is under way", async () => {
    await get("/products/9?until=200");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { answers } = await whileRenderHeld(Array.from({ length: 3 }, () => "/products/9?until=200"));
    expect(answers.map((answer) => answer.cache)).not.toContain("stale");
  });

  it("does not keep a page whose render overlapped a write", async () => {
    await whileRenderHeld(["/gallery"], write);
    expect((await get("/gallery")).cache).toBe("miss");
  });

  it("keeps the shop's policy pages, the same for every visitor", async () => {
    const first = await get("/policies/returns");
    const second = await get("/policies/returns");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(renders).toBe(1);
  });

  it("never serves visitors with cookies, owner pages, errors or pages that set cookies from it", async () => {
    await get("/products/1", { Cookie: "atelier_session=owner" });
    await get("/products/1", { Cookie: "atelier_session=owner" });
    await get("/admin");
    await get("/admin");
    await get("/products/2?missing=1");
    await get("/products/2?missing=1");
    await get("/?toast=1");
    await get("/?toast=1");
    expect(renders).toBe(8);
  });

  it("is neither read nor filled by a request for another host", async () => {
    const asEvil = () =>
      new Promise<string | undefined>((resolve, reject) =>
        http
          .get(`${baseUrl}/products/1`, { headers: { Host: "evil.example" } }, (response) => {
            response.resume();
            resolve(response.headers["x-page-cache"] as string | undefined);
          })
          .on("error", reject),
      );
    expect(await asEvil()).toBeUndefined();
    expect((await get("/products/1")).cache).toBe("miss");
    expect(await asEvil()).toBeUndefined();
    expect(renders).toBe(3);
  });

  it("holds a bounded number of pages, dropping the oldest", async () => {
    for (const id of [1, 2, 3, 4]) await get(`/products/${id}`);
    expect((await get("/products/1")).cache).toBe("miss");
    expect((await get("/products/4")).cache).toBe("hit");
  });
});
