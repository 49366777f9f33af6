// What a visitor's own headers and spellings can do to the built server: never change an address
// the shop prints (for them or anyone after them), never skip a stored file's sandbox, never make
// an owner's answer cacheable.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_API, OWNER_PAGES } from "../support/owner-routes";
import { cookiesFrom, signIn } from "../support/http";
import { jpeg } from "../support/media";
import { OWNER, startEmptyShop, type EmptyShop } from "../support/owner-api";

// An empty shop: a test that needs a piece's page makes the piece.
let shop: EmptyShop;
let server: EmptyShop["server"];
beforeAll(async () => {
  shop = await startEmptyShop("hostile");
  server = shop.server;
});
afterAll(() => shop?.stop());

/** The address of a piece made for the test, or the path itself. */
const pathOf = async (address: string) =>
  address.startsWith("/") ? address : `/products/${(await shop.createProduct()).id}`;

/** A GET with headers fetch will not send (Host), answered as text. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ headers: response.headers, body }));
      })
      .on("error", reject);
  });
}

const EVIL = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };

describe("the shop's own address", () => {
  it.each(["/gallery", "a piece's page", "/robots.txt", "/sitemap.xml"])(
    "%s prints PUBLIC_URL's address whatever Host and forwarded headers say",
    async (address) => {
      const path = await pathOf(address);
      const forged = await rawGet(path, EVIL);
      expect(forged.body).not.toContain("evil.example");
      expect(forged.body).toContain(server.url);
      // Another host never reads or fills the page cache.
      expect(forged.headers["x-page-cache"]).toBeUndefined();
      const next = await rawGet(path, { "X-Forwarded-Host": "evil.example" });
      expect(next.body).not.toContain("evil.example");
    },
  );

  it("prints canonical and og:url on PUBLIC_URL for the next visitor after a forged Host", async () => {
    await rawGet("/gallery", EVIL);
    const page = await (await fetch(`${server.url}/gallery`)).text();
    expect(page).toContain(`<link rel="canonical" href="${server.url}/gallery"/>`);
    expect(page).toContain(`content="${server.url}/gallery"`);
  });
});

describe("stored files", () => {
  it.each(["/uploads/", "/UPLOADS/", "/%75ploads/", "/Uploads/"])(
    "carry their sandbox policy however the path is spelled: %s",
    async (prefix) => {
      const body = new FormData();
      body.append("image", new Blob([new Uint8Array(await jpeg())]), "photo.jpg");
      const { url } = await (await fetch(`${server.url}/api/upload`, { method: "POST", body })).json();
      const file = await fetch(`${server.url}${url.replace("/uploads/", prefix)}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-security-policy")).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );
});

describe("the owner's answers", () => {
  let cookie = "";
  beforeAll(async () => {
    const response = await signIn(server.url, OWNER.email, OWNER.password);
    expect(response.status).toBe(302);
    // Sign-in's own answer carries her new session.
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    cookie = cookiesFrom(response);
  });

  it.each(OWNER_PAGES)("$method $path is private, no-store", async ({ path }) => {
    const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(response.status).not.toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each(OWNER_API)("$method $path is private, no-store", async ({ method, path, body }) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).not.toBe(401);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is private on /login once signed in, and on the storefront she browses", async () => {
    for (const path of ["/login", "/", await pathOf("a piece's page"), "/ADMIN"]) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // A visitor's storefront page stays cacheable by the server.
    expect((await fetch(`${server.url}/`)).headers.get("cache-control") ?? "").not.toContain("private");
  });
});
