// The fourth review's probes, run against the built server at production limits (RATE_LIMIT_SCALE=1)
// with the owner and visitors on separate addresses (X-Forwarded-For from loopback, TRUST_PROXY's
// default): a tiny HEIC declaring a huge image costs a stranger's decode nothing, HEIC decodes have a
// per-network allowance, a drop at a minute the clocks skip is refused naming the change, and a GET
// on the backup download is a plain 405 and one log line.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmptyShop, type EmptyShop } from "../support/owner-api";

let shop: EmptyShop;
let url: string;
beforeAll(async () => {
  shop = await startEmptyShop("e2e_fourth_review", { RATE_LIMIT_SCALE: "1" });
  url = shop.server.url;
});
afterAll(() => shop?.stop());

// Production's rule (the server module that defines it needs a database to import).
const HEIC_PHOTOS_PER_NETWORK = 10;
const OWNER = { "X-Forwarded-For": "192.0.2.10" };
const from = (address: string) => ({ "X-Forwarded-For": address });
const fixture = (name: string) => fs.readFileSync(path.resolve("tests/fixtures", name));

/** POSTs one photo to /api/upload: a visitor's (`image`) or, with the owner's cookie, hers (`photo`). */
async function uploadPhoto(bytes: Buffer, headers: Record<string, string>, owner = false) {
  const form = new FormData();
  form.append(
    owner ? "photo" : "image",
    new Blob([new Uint8Array(bytes)], { type: "image/heic" }),
    "IMG.HEIC",
  );
  const started = Date.now();
  const response = await fetch(`${url}/api/upload`, {
    method: "POST",
    body: form,
    headers: owner ? { ...headers, Cookie: shop.cookie } : headers,
  });
  return { status: response.status, body: await response.json(), ms: Date.now() - started };
}

describe("photos from strangers", () => {
  it("a 24 KB HEIC declaring 7200x5500 pixels is refused from a visitor before it is decoded", async () => {
    const answer = await uploadPhoto(fixture("flat-7200x5500.heic"), from("198.51.100.71"));
    console.log(`tiny 39.6 MP HEIC from a visitor: ${answer.status} in ${answer.ms} ms`);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/at most 25 megapixels/);
  });

  it("a 28 KB HEIC declaring 12 megapixels, no camera's file, is refused from a visitor", async () => {
    const answer = await uploadPhoto(fixture("photo-4032x3024.heic"), from("198.51.100.72"));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/too small for the picture size it declares/);
  });

  it("one network gets its allowance of HEIC decodes, then 429; another network and the owner go on", async () => {
    const photo = fixture("photo-320x240.heic");
    for (let i = 0; i < HEIC_PHOTOS_PER_NETWORK; i++)
      expect((await uploadPhoto(photo, from("198.51.100.73"))).status).toBe(200);
    const refused = await uploadPhoto(photo, from("198.51.100.73"));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/HEIC photos in the last hour/);
    expect((await uploadPhoto(photo, from("198.51.100.74"))).status).toBe(200);
    expect((await uploadPhoto(photo, OWNER, true)).status).toBe(200);
  });
});

describe("the owner's drop", () => {
  it("at 2:30 AM on New York's spring-forward day is refused with the change named", async () => {
    const piece = await shop.createProduct({ available: false });
    const response = await fetch(`${url}/admin/products/drop`, {
      method: "POST",
      headers: { ...OWNER, Cookie: shop.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ids: String(piece.id), goesLiveAt: "2027-03-14T02:30" }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      "2:30 AM does not exist on Sunday, March 14, 2027 in America/New_York: the clocks go forward from 2:00 AM to 3:00 AM.",
    );
  });
});

describe("a GET on the backup download", () => {
  it("answers a plain 405 naming POST and logs one line, no stack", async () => {
    const before = shop.server.output().length;
    const response = await fetch(`${url}/admin/backup`, { headers: { ...OWNER, Cookie: shop.cookie } });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(await response.text()).toMatch(/POST only/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logged = shop.server.output().slice(before).trim().split("\n");
    expect(logged).toEqual([expect.stringContaining('GET "/admin/backup" answered 405')]);
  });
});
