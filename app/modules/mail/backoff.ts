// How long a refused mail waits before its next try (decision 141): pure, so its schedule is tested
// without a database.

/** The delay before the next try after `attempts` failures: doubling from the first, capped. */
export function retryDelay(attempts: number, timing: { retryFirstMs: number; retryMaxMs: number }) {
  return Math.min(timing.retryFirstMs * 2 ** Math.max(0, attempts - 1), timing.retryMaxMs);
}
