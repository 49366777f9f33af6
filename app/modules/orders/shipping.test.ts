import { describe, expect, it } from "vitest";
import {
  billedElsewhere,
  hasShippingAddress,
  shippingLines,
  shippingParts,
  type BillingAddress,
  type ShippingAddress,
} from "./shipping";

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

  it("leaves out what the buyer did not give, and writes the town as the country's post does", () => {
    const paris = {
      ...NONE,
      shippingLine1: "5 rue de Rivoli",
      shippingPostalCode: "75001",
      shippingCity: "Paris",
      shippingCountry: "FR",
    };
    expect(shippingLines(paris)).toEqual(["5 rue de Rivoli", "75001 Paris", "France"]);
    const london = {
      ...NONE,
      shippingLine1: "10 Downing Street",
      shippingCity: "London",
      shippingPostalCode: "SW1A 2AA",
      shippingCountry: "GB",
    };
    expect(shippingLines(london)).toEqual(["10 Downing Street", "London", "SW1A 2AA", "United Kingdom"]);
  });

  it("is missing without a street line, whatever else there is", () => {
    expect(hasShippingAddress(AUSTIN)).toBe(true);
    expect(hasShippingAddress({ ...AUSTIN, shippingLine1: "  " })).toBe(false);
    expect(hasShippingAddress(NONE)).toBe(false);
    expect(shippingLines(NONE)).toEqual([]);
  });
});

describe("the buyer's billing address beside it", () => {
  const billedIn = (billing: Partial<BillingAddress>): ShippingAddress & BillingAddress => ({
    ...AUSTIN,
    billingLine1: null,
    billingLine2: null,
    billingCity: null,
    billingState: null,
    billingPostalCode: null,
    billingCountry: null,
    ...billing,
  });

  it("is shown when the piece goes elsewhere (a gift)", () => {
    const london = billedIn({
      billingLine1: "10 Downing Street",
      billingCity: "London",
      billingPostalCode: "SW1A 2AA",
      billingCountry: "GB",
    });
    expect(billedElsewhere(london)).toEqual(["10 Downing Street", "London", "SW1A 2AA", "United Kingdom"]);
  });

  it("is not, when it is the address the piece goes to (case and spacing aside) or the card gave none", () => {
    const same = billedIn({
      billingLine1: "1 main st ",
      billingLine2: "Apt  4",
      billingCity: "AUSTIN",
      billingState: "TX",
      billingPostalCode: "78701",
      billingCountry: "US",
    });
    expect(billedElsewhere(same)).toBeNull();
    expect(billedElsewhere(billedIn({}))).toBeNull();
  });
});
