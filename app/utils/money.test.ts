import { describe, expect, it } from "vitest";
import { formatPrice, parseDollars } from "./money";

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

describe("parseDollars", () => {
  it("reads dollars typed with thousands separators, a dollar sign or cents, as rounded cents", () => {
    expect(parseDollars("1450")).toBe(145_000);
    expect(parseDollars("1,450")).toBe(145_000);
    expect(parseDollars("$1,450.00")).toBe(145_000);
    expect(parseDollars(" $ 2,840.5 ")).toBe(284_050);
    expect(parseDollars("1,234,567.89")).toBe(123_456_789);
    expect(parseDollars("1234.565")).toBe(123_457);
    expect(parseDollars(".5")).toBe(50);
  });

  it("reads back every price formatPrice writes", () => {
    for (const cents of [1, 99, 100, 145_000, 99_999_999_99])
      expect(parseDollars(formatPrice(cents))).toBe(cents);
  });

  it("refuses what is no price rather than guessing", () => {
    for (const text of [
      "",
      "$",
      "abc",
      "1,45",
      "12,3456",
      ",450",
      "1,450,",
      "12.3.4",
      "-3",
      "1 450",
      "1e3",
      "0x10",
    ])
      expect(parseDollars(text), text).toBeNaN();
  });
});
