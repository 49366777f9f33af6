// The crowd at the drop, driven from `--clients` processes (bench/drop/crowd-client.ts): from one
// process, 3,000 visitors due over 10 s took 24 s to come and go, its loop too busy with the answers
// of those already in to start the next visits on time. Visitor i is client i % N's; every client
// keeps the same arrival schedule against the minute, an epoch each is sent, and sends back its
// timings, its presses' answers and how late it started its last visit.
import { once } from "node:events";
import { forkChild } from "./child";
import type { Drop, PurchaseAnswer, Timed } from "./visitor";

export interface CrowdPlan extends Drop {
  visitors: number;
  buyers: number;
  /** The crowd arrives evenly over this many ms from the minute. */
  arrivalsMs: number;
  /** The first buyers, every other visitor, press within this many ms of the minute. */
  buyersWithinMs: number;
  /** Which client this is, of how many. */
  client: number;
  clients: number;
}

export interface ClientReport {
  timings: Timed[];
  purchases: PurchaseAnswer[];
  /** How long after its due time the client started its last visit. */
  lastVisitLateMs: number;
  /** When its last visit ended, in ms from the minute. */
  doneAt: number;
}

/** When visitor `index` arrives, in ms from the minute. */
export const arrivalOf = (index: number, plan: CrowdPlan) => (index * plan.arrivalsMs) / plan.visitors;

/** Whether visitor `index` presses Complete Purchase: every other one of the first seconds, up to `buyers`. */
export const isBuyer = (index: number, plan: CrowdPlan) =>
  index % 2 === 0 && index / 2 < plan.buyers && arrivalOf(index, plan) < plan.buyersWithinMs;

/** Forks the clients now, so they have loaded and are idle well before the minute. */
export async function startCrowd(clients: number) {
  const children = await Promise.all(
    Array.from({ length: clients }, () => forkChild(new URL("./crowd-client.ts", import.meta.url))),
  );
  return {
    clients,
    /** Sends each client its share of `plan` and waits for every one's report. */
    async arrive(plan: Omit<CrowdPlan, "client" | "clients">) {
      const reports = await Promise.all(
        children.map(async (child, client) => {
          const reported = once(child.process, "message");
          child.process.send({ ...plan, client, clients } satisfies CrowdPlan);
          return (await reported)[0] as ClientReport;
        }),
      );
      return {
        timings: reports.flatMap((report) => report.timings),
        ...winnerAndLosers(reports.flatMap((report) => report.purchases)),
        lastVisitLateMs: Math.max(...reports.map((report) => report.lastVisitLateMs)),
        doneAt: Math.max(...reports.map((report) => report.doneAt)),
      };
    },
    close: () => Promise.all(children.map((child) => child.close())),
  };
}

/**
 * The first hold answered is the winner's, as in one process; every other answer is a loser's (a
 * second hold among them fails the report's last target: the shop held the piece for two buyers).
 */
function winnerAndLosers(purchases: PurchaseAnswer[]) {
  const [winner] = purchases.filter((answer) => answer.intent).sort((a, b) => a.answeredAt - b.answeredAt);
  return { winner, losers: purchases.filter((answer) => answer !== winner) };
}
