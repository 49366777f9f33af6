import { describe, expect, it } from "vitest";
import { safeRedirect } from "./schema";

describe("where sign-in may send the owner", () => {
  it.each([
    "/.//evil.example/phish",
    "/..//evil.example/phish",
    "/%2e//evil.example/phish",
    "/%2E%2E//evil.example",
    "/./\\evil.example",
    "/.\\/evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
  ])("never off the site, whatever the spelling: %s", (to) => {
    const target = safeRedirect(to);
    expect(target).toMatch(/^\/(?![/\\])/);
    expect(new URL(target, "https://shop.example").host).toBe("shop.example");
  });

  it("keeps a local path with its query and fragment", () => {
    expect(safeRedirect("/admin/products?edit=3#photos")).toBe("/admin/products?edit=3#photos");
    expect(safeRedirect("/admin/./orders")).toBe("/admin/orders");
  });

  it("falls back to the dashboard when there is nowhere to go", () => {
    expect(safeRedirect(null)).toBe("/admin");
    expect(safeRedirect("")).toBe("/admin");
  });
});
