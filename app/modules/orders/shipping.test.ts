import { describe, expect, it } from "vitest";
import { hasShippingAddress, shippingLines, shippingParts, type ShippingAddress } from "./shipping";

const NONE: ShippingAddress = {
  shippingName: null,
  shippingLine1: null,
  shippingLine2: null,
  shippingCity: null,
  shippingState: null,
  shippingPostalCode: null,
  shippingCountry: null,
};

const AUSTIN: ShippingAddress = {
  shippingName: "Grace Hopper",
  shippingLine1: "1 Main St",
  shippingLine2: "Apt 4",
  shippingCity: "Austin",
  shippingState: "TX",
  shippingPostalCode: "78701",
  shippingCountry: "US",
};

describe("an order's shipping address", () => {
  it("reads as a label, the country in words", () => {
    expect(shippingLines(AUSTIN)).toEqual([
      "Grace Hopper",
      "1 Main St",
      "Apt 4",
      "Austin, TX 78701",
      "United States",
    ]);
    expect(shippingParts(AUSTIN).at(-1)).toBe("United States");
  });

  it("leaves out what the buyer did not give", () => {
    const paris = {
      ...NONE,
      shippingLine1: "5 rue de Rivoli",
      shippingPostalCode: "75001",
      shippingCity: "Paris",
      shippingCountry: "FR",
    };
    expect(shippingLines(paris)).toEqual(["5 rue de Rivoli", "Paris 75001", "France"]);
  });

  it("is missing without a street line, whatever else there is", () => {
    expect(hasShippingAddress(AUSTIN)).toBe(true);
    expect(hasShippingAddress({ ...AUSTIN, shippingLine1: "  " })).toBe(false);
    expect(hasShippingAddress(NONE)).toBe(false);
    expect(shippingLines(NONE)).toEqual([]);
  });
});
