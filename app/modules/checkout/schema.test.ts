// The checkout's payloads: countries by name, every refusal in the checkout's own words, and a
// payment confirmation's fields checked before Stripe is asked.
import { describe, expect, it } from "vitest";
import { countryOptions, likelyCountry } from "~/modules/orders/countries";
import { buyerSchema, MISSING_INFORMATION, paymentSuccessSchema } from "./schema";

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

const buyer = { name: "Ada Lovelace", email: "ada@example.co.uk", country: "GB" };
const messagesOf = (input: Record<string, unknown>) => {
  const parsed = buyerSchema.safeParse(input);
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
    expect(buyerSchema.parse(buyer).country).toBe("GB");
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
