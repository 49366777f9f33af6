// The checkout's payloads: countries by name, every refusal in the checkout's own words, and a
// payment confirmation's fields checked before Stripe is asked.
import { describe, expect, it } from "vitest";
import { countryOptions, likelyCountry } from "~/modules/orders/countries";
import { GIFT_TO_AUSTIN } from "../../../tests/support/checkout-forms";
import {
  checkoutSchema,
  isMissingMessage,
  MISSING_INFORMATION,
  paymentSuccessSchema,
  shippingOf,
} from "./schema";

const confirmation = { productId: 7, paymentIntentId: "pi_3MtwBwLkdIwHu7ix28a3tqPa" };

describe("a payment confirmation", () => {
  it("keeps the buyer's email hint when it is one valid address", () => {
    const parsed = paymentSuccessSchema.parse({ ...confirmation, customerEmail: " grace@example.com " });
    expect(parsed.customerEmail).toBe("grace@example.com");
  });

  it.each([
    "first@example.com, second@example.net\r\nX-Injected: yes",
    "first@example.com,second@example.net",
    "grace@example.com\r\nBcc: x@evil.example",
    "Grace <grace@example.com>",
    "not an address",
    "",
  ])("ignores a hint that is not exactly one valid address, and still confirms: %j", (customerEmail) => {
    const parsed = paymentSuccessSchema.safeParse({ ...confirmation, customerEmail });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.customerEmail).toBeUndefined();
  });

  it.each([
    ["nothing after pi_", "pi_"],
    ["a dash", "pi_abc-def"],
    ["100,000 characters", `pi_${"a".repeat(100_000)}`],
    ["another object's prefix", "pm_123"],
    ["spaces", "pi_1 OR 1=1"],
  ])("refuses an intent id of the wrong shape before anything is asked: %s", (_, paymentIntentId) => {
    expect(paymentSuccessSchema.safeParse({ ...confirmation, paymentIntentId }).success).toBe(false);
  });
});

const buyer = {
  name: "Ada Lovelace",
  email: "ada@example.co.uk",
  line1: "10 Downing Street",
  city: "London",
  postalCode: "SW1A 2AA",
  country: "GB",
};
const AUSTIN = { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" };
const messagesOf = (input: Record<string, unknown>) => {
  const parsed = checkoutSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("the checkout's countries", () => {
  it("names each country in English, in alphabetical order, with its ISO code behind it", () => {
    const options = countryOptions();
    expect(options.find((option) => option.name === "United Kingdom")?.code).toBe("GB");
    expect(options.find((option) => option.code === "US")?.name).toBe("United States");
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(options.every((option) => option.name !== option.code)).toBe(true);
  });

  it("preselects the region of the browser's language, else the shop's own United States", () => {
    expect(likelyCountry(["en-GB", "en"])).toBe("GB");
    expect(likelyCountry(["fr"])).toBe("FR");
    expect(likelyCountry(["en-US"])).toBe("US");
    expect(likelyCountry([])).toBe("US");
    expect(likelyCountry(["not a language tag"])).toBe("US");
  });
});

describe("the buyer's details", () => {
  it("accepts a buyer from abroad by country code", () => {
    expect(checkoutSchema.parse(buyer).billing.country).toBe("GB");
  });

  it("keeps the 'Missing Information' text for a missing name or email", () => {
    expect(messagesOf({ ...buyer, name: " " })).toEqual([MISSING_INFORMATION]);
    expect(messagesOf({ ...buyer, email: undefined })).toEqual([MISSING_INFORMATION]);
  });

  it("says what to do in the checkout's words, never a validator's", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ country: "United Kingdom" }, "Please choose your country from the list."],
      [{ email: "ada@" }, "Please enter a valid email address, like name@example.com."],
      [{ line1: "x".repeat(201) }, "Please shorten the street address to 200 characters."],
      [{ city: "x".repeat(101) }, "Please shorten the city to 100 characters."],
      [{ state: "x".repeat(101) }, "Please shorten the state or region to 100 characters."],
      [{ postalCode: "x".repeat(21) }, "Please shorten the ZIP or postal code to 20 characters."],
      [{ name: "x".repeat(201) }, "Please shorten your name to 200 characters."],
    ];
    for (const [change, message] of cases) expect(messagesOf({ ...buyer, ...change })).toEqual([message]);
  });
});

describe("an address that fits its country", () => {
  it("asks a US buyer for the product's street, city, state and ZIP, each by its label", () => {
    const us = { name: "Grace Hopper", email: "grace@example.com", ...AUSTIN };
    expect(messagesOf(us)).toEqual([]);
    const cases: [string, string][] = [
      ["line1", "Please fill in your Street Address."],
      ["city", "Please fill in your City."],
      ["state", "Please fill in your State."],
      ["postalCode", "Please fill in your ZIP Code."],
    ];
    for (const [part, message] of cases) expect(messagesOf({ ...us, [part]: "" })).toEqual([message]);
    expect(messagesOf({ ...us, postalCode: "SW1A 2AA" })).toEqual([
      "Please check your ZIP Code: it looks like 78701.",
    ]);
    expect(messagesOf({ ...us, postalCode: "78701-1234" })).toEqual([]);
  });

  it("asks a UK buyer for a postcode, not a state, and leaves the county to her", () => {
    expect(messagesOf(buyer)).toEqual([]);
    expect(messagesOf({ ...buyer, state: "Greater London" })).toEqual([]);
    expect(messagesOf({ ...buyer, postalCode: "" })).toEqual(["Please fill in your Postcode."]);
    expect(messagesOf({ ...buyer, city: "" })).toEqual(["Please fill in your Town or City."]);
    expect(messagesOf({ ...buyer, postalCode: "78701" })).toEqual([
      "Please check your Postcode: it looks like SW1A 2AA.",
    ]);
  });

  it("asks a Canadian buyer for a province and a postal code of Canada's shape", () => {
    const toronto = { ...buyer, city: "Toronto", postalCode: "M5H 2N2", country: "CA" };
    expect(messagesOf(toronto)).toEqual(["Please fill in your Province."]);
    expect(messagesOf({ ...toronto, state: "ON" })).toEqual([]);
    expect(messagesOf({ ...toronto, state: "ON", postalCode: "12345" })).toEqual([
      "Please check your Postal code: it looks like M5H 2N2.",
    ]);
  });

  it("drops a region a country's post does not use, and asks the rest of the world for a street and town only", () => {
    const paris = { ...buyer, city: "Paris", state: "Île-de-France", postalCode: "75001", country: "FR" };
    expect(checkoutSchema.parse(paris).billing).toEqual({
      line1: "10 Downing Street",
      city: "Paris",
      state: undefined,
      postalCode: "75001",
      country: "FR",
    });
    expect(messagesOf({ ...buyer, postalCode: "", country: "PE" })).toEqual([]);
    expect(messagesOf({ ...buyer, city: "", country: "PE" })).toEqual(["Please fill in your City."]);
  });

  it("tells every part left empty under 'Missing Information', and a wrong one under another title", () => {
    expect(isMissingMessage(MISSING_INFORMATION)).toBe(true);
    expect(isMissingMessage("Please fill in your Postcode.")).toBe(true);
    expect(isMissingMessage("Please check your Postcode: it looks like SW1A 2AA.")).toBe(false);
  });
});

describe("a different address to ship to", () => {
  const gift = { ...buyer, ...GIFT_TO_AUSTIN };

  it("is checked only when the box is ticked", () => {
    expect(messagesOf({ ...buyer, shipLine1: "", shipCountry: "US" })).toEqual([]);
    expect(checkoutSchema.parse({ ...gift, shipElsewhere: undefined }).shipTo).toBeUndefined();
  });

  it("is checked as its own country writes it, when ticked", () => {
    expect(messagesOf(gift)).toEqual([]);
    expect(messagesOf({ ...gift, shipName: "" })).toEqual([
      "Please fill in the name of the person it goes to.",
    ]);
    expect(messagesOf({ ...gift, shipPostalCode: "" })).toEqual(["Please fill in the ZIP Code to ship to."]);
    expect(messagesOf({ ...gift, shipState: "", shipCountry: "GB", shipPostalCode: "SW1A 2AA" })).toEqual([]);
  });

  it("is where Stripe's PaymentIntent ships to; without it, the billing address is", () => {
    expect(shippingOf(checkoutSchema.parse(gift))).toEqual({
      name: "Grace Hopper",
      address: { line1: "1 Main St", city: "Austin", state: "TX", postal_code: "78701", country: "US" },
    });
    expect(shippingOf(checkoutSchema.parse(buyer))).toEqual({
      name: "Ada Lovelace",
      address: { line1: "10 Downing Street", city: "London", postal_code: "SW1A 2AA", country: "GB" },
    });
  });
});
