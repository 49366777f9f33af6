import { describe, expect, it } from "vitest";
import { paymentSuccessSchema } from "./schema";

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
