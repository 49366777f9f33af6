import { describe, expect, it } from "vitest";
import { refundOrderSchema, SUB_CENT_REFUND_MESSAGE } from "./schema";

const refund = { id: "7", refunded: "0", reason: "requested_by_customer" };
const amountIssues = (amount: string) =>
  refundOrderSchema
    .safeParse({ ...refund, amount })
    .error?.issues.map(({ path, message }) => [path.join("."), message]);

describe("the refund form", () => {
  it("reads the amount in dollars and cents as she types a price", () => {
    for (const [amount, cents] of [
      ["234", 23_400],
      ["234.5", 23_450],
      ["$1,234.01", 123_401],
    ] as const)
      expect(refundOrderSchema.parse({ ...refund, amount }).amount, amount).toBe(cents);
  });

  it("refuses an amount with more than two decimals instead of rounding it", () => {
    for (const amount of ["234.001", "0.005", "1,200.999"])
      expect(amountIssues(amount), amount).toEqual([["amount", SUB_CENT_REFUND_MESSAGE]]);
    expect(SUB_CENT_REFUND_MESSAGE).toBe(
      "A refund is in dollars and cents: type at most two decimals, like 234.00.",
    );
  });
});
