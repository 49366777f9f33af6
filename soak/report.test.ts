// The soak's arithmetic: percentiles, answers by status and the recovery after each fault.
import { describe, expect, it } from "vitest";
import { answersByStatus, failuresBeforeFaults, latency, recoveries } from "./report";
import type { RequestRecord } from "./visitors";

const request = (start: number, end: number, status: number): RequestRecord => ({
  kind: "GET /",
  start,
  end,
  status,
});

describe("the soak's figures", () => {
  it("takes nearest-rank percentiles of the answered requests' durations", () => {
    const records = Array.from({ length: 100 }, (_, i) => request(1000, 1000 + i + 1, 200));
    const refused = Array.from({ length: 50 }, () => request(0, 1, 0));
    expect(latency([...records, ...refused])).toEqual({ p50Ms: 50, p95Ms: 95, p99Ms: 99 });
  });

  it("counts answers by status, a request without one as 'no answer'", () => {
    expect(
      answersByStatus([request(0, 1, 200), request(0, 1, 0), request(0, 1, 200), request(0, 1, 503)]),
    ).toEqual({ 200: 2, "no answer": 1, 503: 1 });
  });

  it("measures a recovery from the fault's start to the end of its last failed request", () => {
    const faults = [
      { name: "database", start: 10_000, end: 11_000 },
      { name: "file store", start: 30_000, end: 33_000 },
    ];
    const records = [
      request(5_000, 5_100, 200),
      request(9_900, 10_400, 0), // in flight when the fault began
      request(10_500, 12_500, 503),
      request(12_600, 12_700, 409), // an answer the visitor can act on, not a failure
      request(13_000, 13_100, 200),
      request(31_000, 31_200, 500),
      request(33_000, 33_100, 500),
    ];
    expect(recoveries(records, faults, 40_000)).toEqual([
      { fault: "database", atS: 10, serviceDownMs: 1000, failedRequests: 2, recoveryMs: 2500 },
      // Nothing succeeded after its last failure: not recovered by the end of the run.
      { fault: "file store", atS: 30, serviceDownMs: 3000, failedRequests: 2, recoveryMs: null },
    ]);
  });

  it("gives 0 for a fault no request noticed, and counts failures before the first fault apart", () => {
    const faults = [{ name: "mail", start: 10_000, end: 13_000 }];
    const records = [request(1_000, 1_200, 500), request(11_000, 11_050, 200)];
    expect(recoveries(records, faults, 20_000)[0]).toMatchObject({ failedRequests: 0, recoveryMs: 0 });
    expect(failuresBeforeFaults(records, faults)).toBe(1);
  });
});
