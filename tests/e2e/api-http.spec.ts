// The JSON API over real HTTP on the built server: routing and answers that only the router decides.
// The shared server's demo rows are never named: a test that needs a piece makes its own.
import { describe, expect, inject, it } from "vitest";
import { sharedShopOwner } from "../support/shared-shop";

const baseUrl = inject("baseUrl");

describe("the /api over HTTP", () => {
  it("answers JSON 404 for paths no endpoint serves, with any method, never the HTML fallback page", async () => {
    const piece = await sharedShopOwner().createProduct();
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nope"],
      ["GET", `/api/products/${piece.id}/extra`],
      ["DELETE", "/api/settings/brandName/x"],
    ]) {
      const response = await fetch(`${baseUrl}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-type"), `${method} ${path}`).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ message: "No such API endpoint." });
    }
  });

  it("routes PUT /api/products/reorder to the reorder endpoint, not to /api/products/{id}", async () => {
    const piece = await sharedShopOwner().createProduct();
    const response = await fetch(`${baseUrl}/api/products/reorder`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ items: [{ id: piece.id, displayOrder: 0 }] }),
    });
    expect(response.status).toBe(401);
    const wrongMethod = await fetch(`${baseUrl}/api/products/reorder`);
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({ message: "Method not allowed." });
  });

  it("serves the public reads as JSON arrays and objects", async () => {
    const owner = sharedShopOwner();
    const piece = await owner.createProduct();
    const draft = await owner.createProduct({ available: false });
    const products = await fetch(`${baseUrl}/api/products`);
    expect(products.status).toBe(200);
    const list = (await products.json()) as { id: number; available: boolean }[];
    const ids = list.map((product) => product.id);
    expect(ids).toContain(piece.id);
    expect(ids).not.toContain(draft.id);
    expect(list.every((product) => product.available)).toBe(true);
    const settings = await (await fetch(`${baseUrl}/api/settings`)).json();
    expect(settings).toHaveProperty("brandName");
  });
});

describe("odd addresses and bodies over HTTP", () => {
  it("answers /api paths with undecodable escapes as JSON, and pages with their 4xx page", async () => {
    for (const method of ["GET", "PUT", "POST", "DELETE"]) {
      for (const path of ["/api/gallery/%ZZ", "/api/products/%E0%A4%A", "/api/%ZZ", "/api/settings/%00"]) {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: method === "GET" ? {} : { "Content-Type": "application/json" },
          body: method === "GET" ? undefined : "{}",
        });
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        expect(response.headers.get("content-type"), `${method} ${path}`).toMatch(/application\/json/);
        expect(typeof ((await response.json()) as { message: unknown }).message).toBe("string");
      }
    }
    for (const path of ["/products/%ZZ", "/gallery/%E0%A4%A", "/%ZZ"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("</html>");
    }
  });

  it("answers a JSON body or no body posted to a page form with the page's 400, never 500", async () => {
    const piece = await sharedShopOwner().createProduct();
    for (const path of ["/login", "/?index", `/products/${piece.id}/inquire`]) {
      for (const init of [
        { headers: { "Content-Type": "application/json" }, body: '{"email":"a@example.com"}' },
        { headers: { "Content-Type": "text/plain" }, body: "hello" },
        { body: undefined },
      ]) {
        const response = await fetch(`${baseUrl}${path}`, { method: "POST", redirect: "manual", ...init });
        expect(response.status, `${path} ${init.body}`).toBe(400);
      }
    }
  });
});
