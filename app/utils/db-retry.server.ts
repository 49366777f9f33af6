// Database outages made invisible where it is safe (decision 092): a pg pool that retries, with
// backoff and for a bounded time, what cannot have reached the database (opening a connection)
// and plain reads whose connection dropped. A write whose outcome is unknown is never retried here.
import pg from "pg";
import { serviceUnavailable } from "./errors";

/** How long an operation keeps retrying a lost database before the visitor is told (503). */
export function retryBudgetMs() {
  const configured = Number(process.env.DB_RETRY_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 5_000;
}
/** Retry-After of the 503: about when trying again is worth it. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  "We can't reach our records right now. Please try again in a few seconds.";

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01", // admin_shutdown: the server is restarting
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: still starting
  "08000",
  "08001",
  "08003",
  "08006",
]);
// Prisma's names for the same: can't reach, timed out, server closed the connection.
const PRISMA_CONNECTION_CODES = new Set(["P1001", "P1002", "P1008", "P1017"]);
const CONNECTION_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout"]);

/** Whether `error` (from pg, the Prisma adapter or Prisma) means the database could not be reached. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, kind, message, cause } = current as Record<string, unknown>;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || PRISMA_CONNECTION_CODES.has(code)))
      return true;
    if (typeof kind === "string" && CONNECTION_KINDS.has(kind)) return true;
    if (
      typeof message === "string" &&
      /Connection terminated|connection error|ECONNREFUSED|ECONNRESET/i.test(message)
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** The 503 a visitor gets once the budget is spent. */
export const databaseUnavailable = () =>
  serviceUnavailable(DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` again after connection errors, 50 ms doubling to 1 s, until the budget is spent. */
export async function retryConnection<T>(attempt: () => Promise<T>, budgetMs = retryBudgetMs()): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let delay = 50; ; delay = Math.min(delay * 2, 1_000)) {
    try {
      return await attempt();
    } catch (error) {
      const left = deadline - Date.now();
      if (!isConnectionError(error) || left <= 0) throw error;
      await sleep(Math.min(delay, left));
    }
  }
}

const READ = /^\s*(SELECT|WITH\s[^;]*\bSELECT\b(?![\s\S]*\b(INSERT|UPDATE|DELETE)\b))/i;

type Callback = (error: Error | undefined, client?: pg.PoolClient, release?: () => void) => void;
type Query = (...args: unknown[]) => Promise<pg.QueryResult>;

/**
 * A pg pool whose connections are retried (nothing was sent, so any statement may wait for one)
 * and whose single read statements are re-run when the connection drops under them. Transactions
 * take a connection once and are never re-run: their outcome is the caller's to know.
 */
export function retryingPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle connection dropped by an outage: the pool discards it; unheard, the event would crash.
  pool.on("error", (error) => console.warn("Database connection lost:", error.message));
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const query = pool.query.bind(pool) as Query;
  return Object.assign(pool, {
    // pg's own query() asks for its connection through the callback form.
    connect(callback?: Callback) {
      const connected = retryConnection(connect);
      if (!callback) return connected;
      connected.then(
        (client) => callback(undefined, client, () => client.release()),
        (error: Error) => callback(error),
      );
    },
    query(...args: unknown[]) {
      const [config] = args;
      const text = typeof config === "string" ? config : (config as { text?: string } | undefined)?.text;
      return text && READ.test(text) ? retryConnection(() => query(...args)) : query(...args);
    },
  });
}
