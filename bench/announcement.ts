// `npm run bench:announcement [-- --subscribers 1000 --per-minute 120]`: the time from the owner's
// "Send" on "Tell subscribers" to the last subscriber's mail accepted by a loopback SMTP server,
// with two instances of the built server (`npm run build` first) on the test PostgreSQL. Without
// --per-minute the outbox runs at its production pace (MAIL_BULK_PER_MINUTE's default).
import { parseArgs } from "node:util";
import { runAnnouncement } from "../tests/support/announcement";

const { values } = parseArgs({
  options: { subscribers: { type: "string", default: "1000" }, "per-minute": { type: "string" } },
});
const subscribers = Number(values.subscribers);
const perMinute = values["per-minute"];

const run = await runAnnouncement({
  name: "announcement_bench",
  subscribers,
  unconfirmed: 0,
  env: perMinute === undefined ? {} : { MAIL_BULK_PER_MINUTE: perMinute },
  timeoutMs: 60 * 60_000,
});
try {
  const once = [...run.receivedPerAddress.values()].every((count) => count === 1);
  console.log(
    JSON.stringify({
      subscribers,
      pacePerMinute: perMinute ?? "production default",
      elapsedMs: run.elapsedMs,
      mailsPerSecond: Number(((subscribers * 1000) / run.elapsedMs).toFixed(1)),
      eachExactlyOnce: once && run.receivedPerAddress.size === subscribers,
    }),
  );
} finally {
  await run.stop();
}
