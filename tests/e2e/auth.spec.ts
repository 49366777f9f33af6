// The owner's guard over HTTP on one empty shop of the file's own, with production's limits: every
// owner-only page and API call refused without her session, her sign-in and sign-out, the sign-in
// lockout, and the security headers of every response.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_API, OWNER_PAGES } from "../support/owner-routes";
import { admin, databaseUrl } from "../support/postgres";
import { cookiesFrom, signIn } from "../support/http";
import { OWNER, startEmptyShop, type EmptyShop } from "../support/owner-api";

let shop: EmptyShop;
let server: EmptyShop["server"];
beforeAll(async () => {
  // RATE_LIMIT_SCALE=1: the lockout below is production's.
  shop = await startEmptyShop("auth", { RATE_LIMIT_SCALE: "1" });
  server = shop.server;
  await createWhatTheGuardedRoutesName(shop);
});
afterAll(() => shop?.stop());

/**
 * The rows OWNER_API's paths and bodies name (id 1 of each kind, the handbags collection's photo):
 * made before any test, the first of their kind on this empty database, so a call that got past
 * the guard would change them and the snapshot would show it.
 */
async function createWhatTheGuardedRoutesName(owner: EmptyShop) {
  const ids = [
    (await owner.createProduct()).id,
    (await owner.createGalleryItem()).id,
    (await owner.createScrollingImage()).id,
  ];
  if (ids.some((id) => id !== 1)) throw new Error(`The guarded routes name id 1, the rows got ${ids}`);
  const photo = await fetch(`${owner.server.url}/api/collection-main-photos/handbags`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Cookie: owner.cookie },
    body: JSON.stringify({ imageUrl: "/demo/collection-handbags.jpg" }),
  });
  if (!photo.ok) throw new Error(`PUT /api/collection-main-photos/handbags: ${photo.status}`);
}

/** The address of a piece made for the test, or the path itself. */
const pathOf = async (address: string) =>
  address.startsWith("/") ? address : `/products/${(await shop.createProduct()).id}`;

/** Row contents of the tables an owner call could change. */
async function snapshot(name: string) {
  return admin(async () => {
    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    const tables = ["Product", "GalleryItem", "ScrollingImage", "CollectionMainPhoto", "SiteSetting"];
    const counts: Record<string, unknown> = {};
    for (const table of tables)
      counts[table] = (
        await client.query(`SELECT md5(string_agg(t::text, '|' ORDER BY id)) AS h FROM "${table}" t`)
      ).rows[0].h;
    await client.end();
    return counts;
  });
}

describe("owner-only routes", () => {
  const forged = [
    "__Host-atelier_session=forged",
    "__Host-atelier_session=eyJmYWtlIjoxfQ%3D%3D.c2lnbmF0dXJl",
  ];

  it.each(OWNER_API.flatMap((route) => [undefined, ...forged].map((cookie) => ({ ...route, cookie }))))(
    "$method $path answers 401 JSON without an owner session (cookie: $cookie)",
    async ({ method, path, body, cookie }) => {
      const before = await snapshot(shop.database);
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect((await response.json()).message).toBeTruthy();
      expect(await snapshot(shop.database)).toEqual(before);
    },
  );

  it.each(OWNER_PAGES.flatMap((route) => [undefined, ...forged].map((cookie) => ({ ...route, cookie }))))(
    "$method $path sends an anonymous visitor to /login (cookie: $cookie)",
    async ({ path, cookie }) => {
      const response = await fetch(`${server.url}${path}?tab=1`, {
        redirect: "manual",
        headers: cookie ? { Cookie: cookie } : {},
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(
        `/login?redirectTo=${encodeURIComponent(`${path}?tab=1`)}`,
      );
    },
  );

  it("lets the signed-in owner through, and signing out ends the session on the server", async () => {
    const signedIn = await signIn(server.url, OWNER.email, OWNER.password);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/admin");
    const setCookie = signedIn.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^__Host-atelier_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Secure/i);
    const cookie = cookiesFrom(signedIn);

    expect(
      (await fetch(`${server.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status,
    ).toBe(200);
    const saved = await fetch(`${server.url}/api/settings/heroTitle`, {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ value: "SIGNED IN" }),
    });
    expect(saved.status).toBe(200);

    const out = await fetch(`${server.url}/logout`, {
      method: "POST",
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    // The old cookie names a session that no longer exists.
    expect(
      (await fetch(`${server.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status,
    ).toBe(302);
    const after = await fetch(`${server.url}/api/settings/heroTitle`, {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ value: "SIGNED OUT" }),
    });
    expect(after.status).toBe(401);
  });

  it("follows only a local redirectTo after sign-in", async () => {
    for (const [redirectTo, expected] of [
      ["/admin?section=gallery", "/admin?section=gallery"],
      ["https://evil.example/phish", "/admin"],
      ["//evil.example", "/admin"],
      ["/\\evil.example", "/admin"],
    ]) {
      const response = await signIn(server.url, OWNER.email, OWNER.password, { redirectTo });
      expect(response.headers.get("Location"), redirectTo).toBe(expected);
    }
  });

  it("refuses a wrong password with a clear message and no session", async () => {
    const response = await signIn(server.url, OWNER.email, "wrong password");
    expect(response.status).toBe(401);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain("Invalid email or password.");
  });
});

describe("sign-in attempts", () => {
  // Behind the loopback proxy (TRUST_PROXY's default), X-Forwarded-For names the client address.
  const from = (address: string) => ({ "X-Forwarded-For": address });

  it("lock a stranger guessing the owner's email out after 5 failures, never the owner", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await signIn(server.url, OWNER.email, `guess ${i}`, {}, from("198.51.100.66"))).status);
    expect(statuses).toEqual(Array(5).fill(401));
    const locked = await signIn(server.url, OWNER.email, OWNER.password, {}, from("198.51.100.66"));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await locked.text()).toContain(
      "Too many failed sign-in attempts. Please wait a few minutes and try again.",
    );
    const owner = await signIn(server.url, OWNER.email, OWNER.password, {}, from("203.0.113.5"));
    expect(owner.status).toBe(302);
    expect(server.output()).toContain(`Sign-in failed for "${OWNER.email}" from 198.51.100.66`);
    expect(server.output()).not.toContain("guess 3");
  });

  // Found by the owner: a morning of signing in on two devices, with two typos, locked her out.
  it("never lock the owner out for signing in often: 9 good and 2 wrong sign-ins in a row all answer", async () => {
    const attempts = [true, true, true, false, true, true, true, false, true, true, true];
    const statuses: number[] = [];
    for (const good of attempts) {
      const password = good ? OWNER.password : "a typo";
      statuses.push((await signIn(server.url, OWNER.email, password, {}, from("203.0.113.9"))).status);
    }
    expect(statuses).toEqual(attempts.map((good) => (good ? 302 : 401)));
  });
});

describe("every response", () => {
  it.each(["/", "a piece's page", "/api/products", "/healthz", "/demo/hero.jpg"])(
    "carries the security headers: %s",
    async (address) => {
      const path = await pathOf(address);
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get("Content-Security-Policy")!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
    },
  );

  it("uses a new nonce on each page, the one its scripts carry", async () => {
    const [a, b] = [await fetch(server.url), await fetch(server.url)];
    const nonce = a.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1];
    expect(b.headers.get("Content-Security-Policy")).not.toContain(nonce);
    expect(await a.text()).toContain(`nonce="${nonce}"`);
  });

  it("refuses a write whose Origin is another site with 403", async () => {
    const response = await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.co" }),
    });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBeTruthy();
    const sameSite = await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.co" }),
    });
    expect(sameSite.status).toBe(201);
  });
});
