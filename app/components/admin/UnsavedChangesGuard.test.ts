import { describe, expect, it } from "vitest";
import { dropsForm } from "./UnsavedChangesGuard";

const at = (address: string) => {
  const url = new URL(address, "http://shop.example");
  return { pathname: url.pathname, search: url.search, hash: "", state: null, key: "k" };
};
const form = { editor: false };
const editor = { editor: true };

describe("dropsForm", () => {
  it("lets a row's Move, Delete question or just-added mark go by: the page and its forms stay", () => {
    expect(dropsForm(at("/admin/gallery"), at("/admin/gallery"), form)).toBe(false);
    expect(dropsForm(at("/admin/gallery"), at("/admin/gallery?delete=4"), form)).toBe(false);
    expect(dropsForm(at("/admin/gallery?added=7"), at("/admin/gallery?delete=4"), form)).toBe(false);
    expect(dropsForm(at("/admin/gallery?edit=2&delete=4"), at("/admin/gallery?edit=2"), editor)).toBe(false);
  });

  it("keeps the add form while an editor opens or closes, not the editor itself", () => {
    expect(dropsForm(at("/admin/gallery"), at("/admin/gallery?edit=2"), form)).toBe(false);
    expect(dropsForm(at("/admin/gallery?edit=2"), at("/admin/gallery"), form)).toBe(false);
    expect(dropsForm(at("/admin/gallery?edit=2"), at("/admin/gallery"), editor)).toBe(true);
    expect(dropsForm(at("/admin/brand?edit=brandName"), at("/admin/brand?edit=heroTitle"), editor)).toBe(
      true,
    );
  });

  it("stops another page, Sign out or another query of the list", () => {
    expect(dropsForm(at("/admin/products/new"), at("/admin"), form)).toBe(true);
    expect(dropsForm(at("/admin/products/new"), at("/logout"), form)).toBe(true);
    expect(dropsForm(at("/admin/outbox"), at("/admin/outbox?status=failed"), form)).toBe(true);
  });
});
