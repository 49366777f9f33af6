// Stopping on SIGTERM or SIGINT without losing acknowledged work: no new connections, requests in
// flight finish (for a bounded time, so one stuck request cannot hold the process forever), then
// the caller's resources close and the process exits.
import type { Server } from "node:http";

const DRAIN_MS = 10_000;
// Past the drain, closing the jobs and the database takes a moment; a job stuck on a remote
// service (an SMTP server that never answers) must not keep the process up either.
const STOP_LIMIT_MS = DRAIN_MS + 10_000;

/** Stops accepting, waits for the requests in flight, and cuts whatever is left after `drainMs`. */
export function drainServer(server: Server, drainMs = DRAIN_MS): Promise<void> {
  return new Promise((resolve) => {
    // A keep-alive connection whose request finishes during the drain would otherwise stay open.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      console.warn(`Requests still running after ${drainMs / 1000} s: closing their connections.`);
      server.closeAllConnections();
    }, drainMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Runs `stop` once on the first SIGTERM or SIGINT (`remix dev` sends Ctrl-C twice), then exits. */
export function onShutdownSignal(stop: () => Promise<void>) {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // `remix dev` pipes our output and may exit first: a broken pipe must not end the shutdown.
    for (const output of [process.stdout, process.stderr]) output.on("error", () => {});
    console.log(`${signal}: finishing the requests in flight, then stopping.`);
    setTimeout(() => {
      console.error(`Still stopping after ${STOP_LIMIT_MS / 1000} s: exiting without waiting further.`);
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      console.error("Shutdown failed:", error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
