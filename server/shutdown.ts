// Stopping on SIGTERM or SIGINT without losing acknowledged work: no new connections, requests in
// flight finish (for a bounded time, so one stuck request cannot hold the process forever), then
// the caller's resources close and the process exits.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net from "node:net";

const DRAIN_MS = 10_000;
// Past the drain, closing the jobs and the database takes a moment; a job stuck on a remote
// service (an SMTP server that never answers) must not keep the process up either.
const STOP_LIMIT_MS = DRAIN_MS + 10_000;

/**
 * Stops accepting, answers every request that reaches an open connection (a keep-alive one included)
 * with `Connection: close`, so each connection ends after its answer, and cuts whatever is left
 * after `drainMs`. A connection waiting between requests is not destroyed: a request its client sent
 * meanwhile would meet a reset (seen under load: a visitor's message stored, then "failed"). It ends
 * after its next answer, or at the keep-alive timeout its client was told, well within the drain.
 */
export function drainServer(server: Server, drainMs = DRAIN_MS): Promise<void> {
  return new Promise((resolve) => {
    server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) =>
      response.setHeader("Connection", "close"),
    );
    const deadline = setTimeout(() => {
      console.warn(`Requests still running after ${drainMs / 1000} s: closing their connections.`);
      server.closeAllConnections();
    }, drainMs);
    // net.Server's close: it stops listening and waits for the connections. http.Server's own
    // close would also destroy every connection idle at that instant.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(deadline);
      resolve();
    });
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
