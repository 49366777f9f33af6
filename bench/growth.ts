// How the home page and GET /api/products grow with the catalog: latency at the demo's dozen
// products, then at 1,000 (added through the owner's API, as she would). Pages are rendered for
// every request: the page cache would hide what the catalog's size costs.
import { measure, RENDER_EVERY_TIME, type LoadRow } from "./load";

async function signIn(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`Sign-in failed (${response.status})`);
  return cookie;
}

async function productCount(baseUrl: string) {
  return ((await (await fetch(`${baseUrl}/api/products`)).json()) as unknown[]).length;
}

export async function measureGrowth(
  baseUrl: string,
  owner: { email: string; password: string },
  seconds: number,
) {
  const targets: [string, string][] = [
    ["home page", "/"],
    ["GET /api/products", "/api/products"],
  ];
  const small = await productCount(baseUrl);
  const before: LoadRow[] = [];
  for (const [target, path] of targets)
    before.push(await measure(baseUrl, target, path, seconds, RENDER_EVERY_TIME));

  const cookie = await signIn(baseUrl, owner.email, owner.password);
  const missing = 1000 - small;
  for (let i = 0; i < missing; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, missing - i) }, (_, j) =>
        fetch(`${baseUrl}/api/products`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify({
            name: `Bench piece ${i + j}`,
            description: "A piece added by the benchmark.",
            price: 10_000 + i + j,
            imageUrl: "/demo/about.jpg",
            category: "handbags",
          }),
        }).then((response) => {
          if (response.status !== 201) throw new Error(`Adding a product answered ${response.status}`);
        }),
      ),
    );
  }
  const large = await productCount(baseUrl);
  const after: LoadRow[] = [];
  for (const [target, path] of targets)
    after.push(await measure(baseUrl, target, path, seconds, RENDER_EVERY_TIME));

  return targets.map(([target], i) => ({
    target,
    products: [small, large] as const,
    p50Ms: [before[i].p50Ms, after[i].p50Ms] as const,
    requestsPerSec: [before[i].requestsPerSec, after[i].requestsPerSec] as const,
    // Cost per request: the inverse of throughput, which is steadier than one latency percentile.
    costRatio: +(before[i].requestsPerSec / Math.max(after[i].requestsPerSec, 1)).toFixed(2),
  }));
}
