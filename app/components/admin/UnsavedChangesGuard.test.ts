import { describe, expect, it } from "vitest";
import { keepsTheForms } from "./UnsavedChangesGuard";

const at = (address: string) => {
  const url = new URL(address, "http://shop.example");
  return { pathname: url.pathname, search: url.search, hash: "", state: null, key: "k" };
};

describe("keepsTheForms", () => {
  it("lets a row's Move or Delete question go by: the page and its forms stay", () => {
    expect(keepsTheForms(at("/admin/gallery"), at("/admin/gallery"))).toBe(true);
    expect(keepsTheForms(at("/admin/gallery"), at("/admin/gallery?delete=4"))).toBe(true);
    expect(keepsTheForms(at("/admin/gallery?edit=2&delete=4"), at("/admin/gallery?edit=2"))).toBe(true);
  });

  it("stops another page, Sign out or another editor", () => {
    expect(keepsTheForms(at("/admin/products/new"), at("/admin"))).toBe(false);
    expect(keepsTheForms(at("/admin/products/new"), at("/logout"))).toBe(false);
    expect(keepsTheForms(at("/admin/brand?edit=brandName"), at("/admin/brand?edit=heroTitle"))).toBe(false);
  });
});
