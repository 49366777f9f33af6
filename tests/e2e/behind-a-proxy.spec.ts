// The deployment's proxy hop: docker-compose.yml trusts exactly the hop its app is reached
// through, so limits and holds count visitors and not the proxy. Here the built server runs
// behind one HTTP proxy that adds the visitor's address to X-Forwarded-For, as the host's HTTPS
// proxy does, with TRUST_PROXY naming that hop; visitors come from distinct loopback addresses.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmptyShop, type EmptyShop } from "../support/owner-api";

const HOP = "127.0.0.1";
const VISITOR_A = "127.0.0.2";
const VISITOR_B = "127.0.0.3";

let shop: EmptyShop;
let proxy: http.Server;
let proxyPort: number;

/** One proxy hop: forwards to the shop from HOP, appending the client's address to X-Forwarded-For. */
function startProxy(target: URL) {
  const server = http.createServer((incoming, outgoing) => {
    const forwarded = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress].filter(Boolean);
    const upstream = http.request(
      {
        host: HOP,
        port: target.port,
        localAddress: HOP,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": forwarded.join(", ") },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  return new Promise<http.Server>((resolve) => server.listen(0, HOP, () => resolve(server)));
}

/** A POST from `localAddress`, to the proxy or (direct) to the shop itself. */
function post(
  path: string,
  body: string,
  {
    localAddress,
    direct = false,
    headers = {},
  }: { localAddress: string; direct?: boolean; headers?: Record<string, string> },
) {
  const port = direct ? Number(new URL(shop.server.url).port) : proxyPort;
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: HOP,
        port,
        localAddress,
        method: "POST",
        path,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const signUp = (email: string, options: Parameters<typeof post>[2]) =>
  post("/api/newsletter", JSON.stringify({ email }), {
    ...options,
    headers: { "Content-Type": "application/json", ...options.headers },
  });

const failSignIn = (email: string, options: Parameters<typeof post>[2]) =>
  post("/login", new URLSearchParams({ email, password: "not the password" }).toString(), options);

beforeAll(async () => {
  shop = await startEmptyShop("e2e_proxy", { TRUST_PROXY: HOP, RATE_LIMIT_SCALE: "1" });
  proxy = await startProxy(new URL(shop.server.url));
  proxyPort = (proxy.address() as AddressInfo).port;
});
afterAll(async () => {
  proxy?.close();
  await shop?.stop();
});

describe("docker-compose.yml", () => {
  const compose = fs.readFileSync("docker-compose.yml", "utf8");

  it("publishes the app on the host's loopback only, for the host's proxy to reach", () => {
    expect(compose).toContain('- "127.0.0.1:3000:3000"');
  });

  it("trusts exactly its network's gateway, the one hop Docker hands the proxy's connections over from", () => {
    const gateway = /gateway: ([\d.]+)/.exec(compose)?.[1];
    expect(gateway).toBeDefined();
    expect(compose).toContain(`TRUST_PROXY: \${TRUST_PROXY:-${gateway}}`);
  });
});

describe("behind one proxy hop", () => {
  it("the app sees the visitor's address, not the proxy's", async () => {
    expect(await failSignIn("seen@example.com", { localAddress: VISITOR_B })).toBe(401);
    await expect
      .poll(() => shop.server.output())
      .toContain(`Sign-in failed for "seen@example.com" from ${VISITOR_B}`);
  });

  it("each visitor has limits of their own, and a forged X-Forwarded-For does not escape them", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(await signUp(`a${i}@example.com`, { localAddress: VISITOR_A }));
    expect(statuses.slice(0, 5).every((status) => status < 300)).toBe(true);
    expect(statuses[5]).toBe(429);
    const forged = { localAddress: VISITOR_A, headers: { "X-Forwarded-For": "203.0.113.99" } };
    expect(await signUp("a7@example.com", forged)).toBe(429);
    expect(await signUp("b1@example.com", { localAddress: VISITOR_B })).toBeLessThan(300);
  });

  it("a visitor reaching the app around the proxy is not trusted to name an address", async () => {
    const around = { localAddress: VISITOR_A, direct: true, headers: { "X-Forwarded-For": "203.0.113.98" } };
    expect(await failSignIn("around@example.com", around)).toBe(401);
    await expect
      .poll(() => shop.server.output())
      .toContain(`Sign-in failed for "around@example.com" from ${VISITOR_A}`);
    expect(shop.server.output()).not.toContain("203.0.113.98");
  });
});
