// The retry schedule of a refused mail: doubling delays, capped, over the 48 hours it is retried.
import { describe, expect, it } from "vitest";
import { retryDelay } from "./backoff";

describe("retryDelay", () => {
  const production = { retryFirstMs: 60_000, retryMaxMs: 6 * 60 * 60_000 };

  it("doubles from one minute and stops growing at six hours", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, production) / 60_000)).toEqual([1, 2, 4, 8]);
    expect(retryDelay(9, production) / 60_000).toBe(256);
    expect(retryDelay(10, production)).toBe(production.retryMaxMs);
    expect(retryDelay(40, production)).toBe(production.retryMaxMs);
  });

  it("tries sixteen times in 48 hours, where it used to give up after five", () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed + retryDelay(attempts + 1, production) <= 48 * 60 * 60_000)
      elapsed += retryDelay(++attempts, production);
    // The first try, then one after each delay.
    expect(attempts + 1).toBe(16);
  });
});
