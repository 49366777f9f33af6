import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

describe("formatPrice", () => {
  it("shows cents as dollars with two decimals and thousands separators", () => {
    expect(formatPrice(284_000)).toBe("$2,840.00");
    expect(formatPrice(1_234_567_89)).toBe("$1,234,567.89");
    expect(formatPrice(5)).toBe("$0.05");
    expect(formatPrice(0)).toBe("$0.00");
  });

  it("writes every price the way Intl's en-US dollar format does", () => {
    const intl = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
    });
    const prices = [1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456, 10_000_000, 99_999_999_99];
    for (const cents of [...prices, ...prices.map((price) => -price)])
      expect(formatPrice(cents)).toBe(intl.format(cents / 100));
  });
});
