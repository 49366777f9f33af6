import { describe, expect, it } from "vitest";
import { OUTBOX_COUNT_CAP, outboxCountText } from "./outbox-counts";

describe("an outbox count as she reads it", () => {
  it("is the number up to the cap, and 10,000+ past it", () => {
    expect(outboxCountText(0)).toBe("0");
    expect(outboxCountText(OUTBOX_COUNT_CAP)).toBe("10000");
    expect(outboxCountText(OUTBOX_COUNT_CAP + 1)).toBe("10,000+");
  });
});
