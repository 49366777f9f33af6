import { describe, expect, it } from "vitest";
import { formatBytes } from "./bytes";

describe("formatBytes", () => {
  it("says bytes below a kilobyte, then one decimal in the largest unit that fits", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(999)).toBe("999 bytes");
    expect(formatBytes(1000)).toBe("1 KB");
    expect(formatBytes(4_240_000)).toBe("4.2 MB");
    expect(formatBytes(123_456_789)).toBe("123 MB");
    expect(formatBytes(2_500_000_000)).toBe("2.5 GB");
  });
});
