// The JSON API over real HTTP on the built server: routing and answers that only the router decides.
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

describe("the /api over HTTP", () => {
  it("answers JSON 404 for paths no endpoint serves, with any method, never the HTML fallback page", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nope"],
      ["GET", "/api/products/1/extra"],
      ["DELETE", "/api/settings/brandName/x"],
    ]) {
      const response = await fetch(`${baseUrl}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-type"), `${method} ${path}`).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ message: "No such API endpoint." });
    }
  });

  it("routes PUT /api/products/reorder to the reorder endpoint, not to /api/products/{id}", async () => {
    const response = await fetch(`${baseUrl}/api/products/reorder`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ items: [{ id: 1, displayOrder: 0 }] }),
    });
    expect(response.status).toBe(401);
    const wrongMethod = await fetch(`${baseUrl}/api/products/reorder`);
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({ message: "Method not allowed." });
  });

  it("serves the public reads as JSON arrays and objects", async () => {
    const products = await fetch(`${baseUrl}/api/products`);
    expect(products.status).toBe(200);
    const list = (await products.json()) as { available: boolean }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((product) => product.available)).toBe(true);
    const settings = await (await fetch(`${baseUrl}/api/settings`)).json();
    expect(settings).toHaveProperty("brandName");
  });
});
