// The policy form's schema and the starting texts made from the studio's details.
import { describe, expect, it } from "vitest";
import { POLICY_KINDS } from "./kinds";
import { POLICY_EMPTY_MESSAGE, POLICY_TOO_LONG_MESSAGE, policyFormSchema } from "./schema";
import { startingPolicyText } from "./starting-texts";

const studio = {
  brandName: "MAISON LUNE",
  studioAddress: "4 Quai des Orfèvres, Paris",
  studioPhone: "+33 1 23 45 67 89",
  studioEmail: "studio@maisonlune.example",
  studioHours: "By appointment only",
};

const message = (value: unknown) => {
  const result = policyFormSchema.safeParse({ intent: "returns", body: value });
  return result.success ? null : result.error.issues[0].message;
};

describe("the policy form's schema", () => {
  it("keeps the text trimmed, with its formatting marks", () => {
    expect(policyFormSchema.parse({ intent: "terms", body: "  *Who we are*\n- A studio  " })).toEqual({
      intent: "terms",
      body: "*Who we are*\n- A studio",
    });
  });

  it("refuses a blank text, a text beyond 15,000 characters and an unknown policy", () => {
    expect(message("   \n ")).toBe(POLICY_EMPTY_MESSAGE);
    expect(message(undefined)).toBe(POLICY_EMPTY_MESSAGE);
    expect(message("x".repeat(15_001))).toBe(POLICY_TOO_LONG_MESSAGE);
    expect(message("x".repeat(15_000))).toBeNull();
    expect(policyFormSchema.safeParse({ intent: "cookies", body: "Text" }).success).toBe(false);
  });
});

describe("the policies' starting texts", () => {
  it("name the studio and give each way to reach it the settings hold", () => {
    for (const kind of POLICY_KINDS) {
      const text = startingPolicyText(kind, studio);
      expect(text, kind).toContain("MAISON LUNE");
      expect(text, kind).toContain("- By email: studio@maisonlune.example");
      expect(text, kind).toContain("- By phone: +33 1 23 45 67 89");
      expect(text, kind).toContain("- By post: 4 Quai des Orfèvres, Paris");
    }
  });

  it("leave out a cleared contact line and still offer the contact form", () => {
    const text = startingPolicyText("returns", { ...studio, studioEmail: "", studioPhone: "" });
    expect(text).not.toContain("By email");
    expect(text).not.toContain("By phone");
    expect(text).toContain("- Through the contact form at the bottom of our home page");
  });

  it("say what a card processor looks for: the return window, the refund, free shipping, the card data", () => {
    expect(startingPolicyText("returns", studio)).toMatch(/within 14 days of delivery/);
    expect(startingPolicyText("returns", studio)).toMatch(/refund the full price/);
    expect(startingPolicyText("shipping", studio)).toMatch(/Shipping is free/);
    expect(startingPolicyText("privacy", studio)).toMatch(/card details go straight to Stripe/);
    expect(startingPolicyText("terms", studio)).toMatch(/Prices are in US dollars/);
  });
});
