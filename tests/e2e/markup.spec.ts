// Valid HTML: every page, the visitor's and the owner's, as the server sends it, passes the Nu Html
// Checker with no error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopWithEverything, type ShopWithEverything } from "../support/every-page";
import { nuErrors } from "../support/nu-checker";

describe("the markup of every page", () => {
  let shop: ShopWithEverything;
  let errors: Map<string, string[]>;

  beforeAll(async () => {
    shop = await startShopWithEverything("e2e_markup");
    const documents = new Map<string, string>();
    for (const { path, owner } of shop.pages) {
      const response = await fetch(`${shop.server.url}${path}`, {
        headers: owner ? { Cookie: shop.ownerCookie } : {},
        redirect: "manual",
      });
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      const html = await response.text();
      // What Remix streams after </html> (deferred data, its scripts) is the framework's business.
      const end = html.indexOf("</html>");
      expect(end, path).toBeGreaterThan(0);
      documents.set(path, html.slice(0, end + "</html>".length));
    }
    errors = await nuErrors(documents);
  }, 240_000);
  afterAll(() => shop?.stop());

  it("checks the visitor's pages and every owner page", () => {
    const paths = [...errors.keys()];
    expect(paths).toEqual(expect.arrayContaining(["/", "/no-such-page", "/admin/brand", "/admin/inbox"]));
    expect(paths.length).toBeGreaterThan(30);
  });

  it("finds no error on any page", () => {
    const invalid = Object.fromEntries([...errors].filter(([, messages]) => messages.length > 0));
    expect(invalid).toEqual({});
  });
});
