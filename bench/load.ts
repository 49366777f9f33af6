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

export async function measure(
  baseUrl: string,
  target: string,
  path: string,
  seconds: number,
): Promise<LoadRow> {
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: 10, duration: seconds });
  return {
    target,
    path,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function measureAll(baseUrl: string, targets: [string, string][], seconds: number) {
  const rows: LoadRow[] = [];
  // One after the other: they share the machine's two cores.
  for (const [target, path] of targets) rows.push(await measure(baseUrl, target, path, seconds));
  return rows;
}
