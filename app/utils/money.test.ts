import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

describe("formatPrice", () => {
  it("shows cents as dollars with two decimals and thousands separators", () => {
    expect(formatPrice(284_000)).toBe("$2,840.00");
    expect(formatPrice(1_234_567_89)).toBe("$1,234,567.89");
    expect(formatPrice(5)).toBe("$0.05");
    expect(formatPrice(0)).toBe("$0.00");
  });
});
