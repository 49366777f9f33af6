// Server throughput and latency under load (npm autocannon), each target measured on its own.
import autocannon from "autocannon";

export interface LoadRow {
  target: string;
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** Any cookie makes the server render the page instead of answering from its page cache. */
export const RENDER_EVERY_TIME = { Cookie: "bench=render" };

export async function measure(
  baseUrl: string,
  target: string,
  path: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadRow> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: 10,
    duration: seconds,
    headers,
  });
  return {
    target,
    path,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export type LoadTarget = [target: string, path: string, headers?: Record<string, string>];

export async function measureAll(baseUrl: string, targets: LoadTarget[], seconds: number) {
  const rows: LoadRow[] = [];
  // One after the other: they share the machine's two cores.
  for (const [target, path, headers] of targets)
    rows.push(await measure(baseUrl, target, path, seconds, headers));
  return rows;
}

/** Throughput of `target` as a share of the static asset's, measured in the same run. */
export function shareOfStatic(rows: LoadRow[], target: string) {
  const rate = (name: string) => rows.find((row) => row.target === name)?.requestsPerSec ?? 0;
  return +(rate(target) / Math.max(rate("static asset"), 1)).toFixed(3);
}
