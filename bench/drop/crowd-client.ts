// One client of the drop bench's crowd (startCrowd forks `--clients` of them): it waits for its
// plan, starts each of its visitors (i % clients === client) at her time from the shared minute,
// and sends back what they measured.
import os from "node:os";
import type { ClientReport, CrowdPlan } from "./crowd";
import { arrivalOf, isBuyer } from "./crowd";
import { onBenchGone } from "./child";
import { createVisitors, epochNow } from "./visitor";

onBenchGone();
// The crowd's phones are not the shop's machine: at the default priority a client waits its turn
// behind the instances it keeps busy and starts its visitors late. Ahead of them it keeps the
// schedule; where the bench may not raise it (neither root nor CAP_SYS_NICE), lastVisitLateMs says
// what that cost.
try {
  os.setPriority(-5);
} catch {
  // Left at the default priority.
}
process.send!({ ready: true });
const plan = await new Promise<CrowdPlan>((resolve) =>
  process.once("message", (message) => resolve(message as CrowdPlan)),
);
const visitors = createVisitors(plan);
const visits: Promise<void>[] = [];
let lastVisitLateMs = 0;
for (let index = plan.client; index < plan.visitors; index += plan.clients) {
  const due = plan.minuteAt + arrivalOf(index, plan);
  const wait = due - epochNow();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastVisitLateMs = epochNow() - due;
  visits.push(visitors.visit(index, isBuyer(index, plan)));
}
await Promise.all(visits);
process.send!({
  timings: visitors.timings,
  purchases: visitors.purchases,
  lastVisitLateMs,
  doneAt: epochNow() - plan.minuteAt,
} satisfies ClientReport);
