import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE } from "../app/modules/media/serve.server";
import { cachedVariantFile } from "../app/modules/media/variant-cache.server";
import { STORED_FILE_POLICY } from "../app/modules/security/headers";
import { cachedVariants } from "./cached-variants";

const KEY = "products/0123456789abcdef0123456789abcdef.jpg";
const BYTES = Buffer.from("an avif variant");
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-cached-variants-"));

// The middleware, then a stand-in for the /images route that says it was reached.
const app = express();
app.use(cachedVariants(cacheDir));
app.use((_req, res) => {
  res.status(404).type("text").send("route");
});
let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  const file = cachedVariantFile(cacheDir, KEY, 828, "avif");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, BYTES);
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

describe("cachedVariants", () => {
  it("answers a variant this instance holds with the /images route's headers", async () => {
    const response = await fetch(`${baseUrl}/images/828/avif/uploads/${KEY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(response.headers.get("content-security-policy")).toBe(STORED_FILE_POLICY);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES);
    const head = await fetch(`${baseUrl}/images/828/avif/uploads/${KEY}`, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(BYTES.length)]);
  });

  it("leaves to the route what it does not hold or what names no variant", async () => {
    for (const address of [
      `/images/828/webp/uploads/${KEY}`,
      `/images/480/avif/uploads/${KEY}`,
      `/images/827/avif/uploads/${KEY}`,
      "/images/828/avif/demo/hero.jpg",
      "/images/828/avif/uploads/products/../../package.json",
      `/images/828/avif/uploads/fonts/0123456789abcdef0123456789abcdef.jpg`,
      `/uploads/${KEY}`,
    ]) {
      const response = await fetch(`${baseUrl}${address}`);
      expect([address, response.status, await response.text()]).toEqual([address, 404, "route"]);
      expect(response.headers.get("content-security-policy")).toBeNull();
    }
    const post = await fetch(`${baseUrl}/images/828/avif/uploads/${KEY}`, { method: "POST" });
    expect(await post.text()).toBe("route");
  });
});
