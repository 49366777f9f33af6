// The soak's figures from its request records: answers by status, latency percentiles, how long
// each fault kept requests failing, and what the database checks found; printed as tables.
import type { DatabaseChecks } from "./checks";
import type { ServerExit } from "./supervisor";
import { failed, type RequestRecord } from "./visitors";

export interface Fault {
  name: string;
  /** ms since the load started: when the fault began, and when the service was back. */
  start: number;
  end: number;
}

const statusName = (status: number) => (status === 0 ? "no answer" : String(status));

export function answersByStatus(records: RequestRecord[]) {
  const counts: Record<string, number> = {};
  for (const record of records)
    counts[statusName(record.status)] = (counts[statusName(record.status)] ?? 0) + 1;
  return counts;
}

/**
 * Nearest-rank percentiles of the durations of answered requests, in ms (a refused connection
 * fails in a millisecond and would pull them down).
 */
export function latency(records: RequestRecord[]) {
  const durations = records
    .filter((record) => record.status !== 0)
    .map((record) => record.end - record.start)
    .sort((a, b) => a - b);
  const at = (p: number) =>
    durations.length ? Math.round(durations[Math.max(0, Math.ceil((p / 100) * durations.length) - 1)]) : NaN;
  return { p50Ms: at(50), p95Ms: at(95), p99Ms: at(99) };
}

export function byKind(records: RequestRecord[]) {
  const kinds = [...new Set(records.map((record) => record.kind))].sort();
  return kinds.map((kind) => {
    const own = records.filter((record) => record.kind === kind);
    const share = (test: (status: number) => boolean) => own.filter((record) => test(record.status)).length;
    return {
      kind,
      requests: own.length,
      "2xx": share((status) => status >= 200 && status < 300),
      "3xx/4xx": share((status) => status >= 300 && status < 500),
      "5xx": share((status) => status >= 500),
      "no answer": share((status) => status === 0),
      ...latency(own),
    };
  });
}

/**
 * Recovery after each fault: from the fault's start to the end of the last failed request that
 * overlapped its window (until the next fault, or the end of the run), provided a request
 * succeeded after that within the window (null otherwise). 0 when no request failed.
 */
export function recoveries(records: RequestRecord[], faults: Fault[], runEnd: number) {
  return faults.map((fault, i) => {
    const windowEnd = faults[i + 1]?.start ?? runEnd;
    const failures = records.filter(
      (record) => failed(record) && record.end >= fault.start && record.start < windowEnd,
    );
    const lastFailure = Math.max(fault.start, ...failures.map((record) => record.end));
    const succeededAfter = records.some(
      (record) => !failed(record) && record.start >= lastFailure && record.end < windowEnd,
    );
    return {
      fault: fault.name,
      atS: +(fault.start / 1000).toFixed(1),
      serviceDownMs: Math.round(fault.end - fault.start),
      failedRequests: failures.length,
      recoveryMs: succeededAfter ? Math.round(lastFailure - fault.start) : null,
    };
  });
}

/** Failed requests outside every fault's window: the baseline the faults are measured against. */
export function failuresBeforeFaults(records: RequestRecord[], faults: Fault[]) {
  const first = faults[0]?.start ?? Infinity;
  return records.filter((record) => failed(record) && record.end < first).length;
}

export interface SoakOutcome {
  records: RequestRecord[];
  faults: Fault[];
  runEnd: number;
  connections: number;
  database: string;
  serverExits: ServerExit[];
  /** GET /healthz after the load, 0 for no answer. */
  healthzAfterRun: number;
  checks: DatabaseChecks;
  /** Payments whose buyer got the sale confirmed by POST /api/payment-success. */
  confirmedOrders: number;
  webhooksRefused: number;
  mailsReceivedBySmtp: number;
}

export function summarize(outcome: SoakOutcome) {
  const { records, faults, runEnd } = outcome;
  return {
    date: new Date().toISOString(),
    durationS: +(runEnd / 1000).toFixed(1),
    connections: outcome.connections,
    database: outcome.database,
    requests: records.length,
    requestsPerSec: Math.round(records.length / (runEnd / 1000)),
    answers: answersByStatus(records),
    latency: latency(records),
    byKind: byKind(records),
    failedBeforeFirstFault: failuresBeforeFaults(records, faults),
    recoveries: recoveries(records, faults, runEnd),
    serverExits: outcome.serverExits.map((exit) => ({
      atS: +(exit.atMs / 1000).toFixed(1),
      code: exit.code,
      answeringAgainAfterMs: exit.backAtMs === null ? null : Math.round(exit.backAtMs - exit.atMs),
    })),
    healthzAfterRun: outcome.healthzAfterRun || "no answer",
    checks: outcome.checks,
    confirmedOrders: outcome.confirmedOrders,
    webhooksRefused: outcome.webhooksRefused,
    mailsReceivedBySmtp: outcome.mailsReceivedBySmtp,
  };
}

export function printSummary(results: ReturnType<typeof summarize>) {
  const { checks } = results;
  console.log(
    `\n${results.requests} requests in ${results.durationS} s (${results.requestsPerSec}/s), ${results.connections} connections, on ${results.database}`,
  );
  console.log(
    `The server exited ${results.serverExits.length} time(s) and was started again; GET /healthz after the run: ${results.healthzAfterRun}`,
  );
  if (results.serverExits.length) console.table(results.serverExits);
  console.log("Answers by status");
  console.table(results.answers);
  console.log("Latency of answered requests");
  console.table(results.latency);
  console.table(results.byKind);
  console.log(`Faults (failed requests before the first: ${results.failedBeforeFirstFault})`);
  console.table(results.recoveries);
  console.log("Acknowledged writes and what the database holds");
  console.table(checks.acknowledged);
  console.table({
    "acknowledged writes missing": checks.missingWrites,
    "pieces sold twice": checks.piecesSoldTwice,
    "sold pieces without a paid order": checks.soldPiecesWithoutPaidOrder,
    "payments taken": checks.paymentsTaken,
    "payments the buyer saw confirmed": results.confirmedOrders,
    "Stripe webhooks refused after the run": results.webhooksRefused,
    "payments without an order after the webhooks": checks.paymentsWithoutOrder,
    "orders without a payment": checks.ordersWithoutPayment,
    "orders paid": checks.orders.paid,
    "orders refunded": checks.orders.refunded,
    "refunded orders without a refund": checks.orders.refundedWithoutRefund,
  });
  console.log(
    `Mail outbox: ${JSON.stringify(checks.outbox)}, ${checks.mailsWithFailedAttempt} with a failed attempt; received by SMTP: ${results.mailsReceivedBySmtp}`,
  );
}
