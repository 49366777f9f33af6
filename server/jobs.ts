// Periodic housekeeping while the server runs. Timers are unref'd so they never hold the process
// open, and a failing run is logged and retried at the next tick.

import { getEnv } from "../app/utils/env.server";

interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/** The jobs, read when they start: after the configuration has been checked. */
const jobs = (): Job[] => [
  {
    // Every MAIL_POLL_MS; one run sends what is due for at most that long (decision 141).
    name: "mail delivery",
    everyMs: getEnv().MAIL_POLL_MS,
    run: async () => (await import("../app/modules/mail/delivery.server")).deliverPendingMail(),
  },
  {
    // Contact photos uploaded for a message that was never sent go after 24 hours.
    name: "contact photo cleanup",
    everyMs: 60 * 60_000,
    run: async () => {
      const { deleteOrphanContactPhotos } = await import("../app/modules/media/cleanup.server");
      const deleted = await deleteOrphanContactPhotos();
      if (deleted.length > 0) console.log(`Deleted ${deleted.length} unsent contact photo(s).`);
    },
  },
  {
    // The owner's uploads no row uses: swept once a UTC day, by whichever instance ticks first.
    name: "unused upload sweep",
    everyMs: 60 * 60_000,
    run: async () => {
      const { runDailyUploadSweep } = await import("../app/modules/media/upload-sweep.server");
      const swept = await runDailyUploadSweep();
      if (swept) console.log(`Swept ${swept.files} unused upload(s), ${swept.bytes} bytes.`);
    },
  },
  {
    // A checkout left open past its reservation frees the piece for the next buyer.
    name: "expired checkout release",
    everyMs: 60_000,
    run: async () => (await import("../app/modules/checkout/expiry.server")).releaseExpiredReservations(),
  },
  {
    // A drop's side effects (its announcement) start within a second of its minute; being live
    // needs no job (decision 240). Every instance runs it; a claim makes each happen once.
    name: "drop release",
    everyMs: 1_000,
    run: async () =>
      (await import("../app/modules/newsletter/announcements.server")).announceReleasedPieces(),
  },
  {
    // Old sent mails' bodies and cancelled mails go; who was sent what stays (docs/operations.md).
    name: "outbox pruning",
    everyMs: 6 * 60 * 60_000,
    run: async () => {
      const { pruneOutbox } = await import("../app/modules/mail/retention.server");
      const pruned = await pruneOutbox();
      if (pruned.bodies + pruned.cancelled > 0)
        console.log(
          `Outbox: emptied ${pruned.bodies} old sent body(ies), removed ${pruned.cancelled} cancelled mail(s).`,
        );
    },
  },
  {
    name: "rate limit pruning",
    everyMs: 60 * 60_000,
    run: async () => (await import("../app/modules/security/rate-limit.server")).pruneRateLimits(),
  },
];

/** Starts the jobs; the returned function stops them and waits for the runs under way to end. */
export function startJobs() {
  const runs = jobs().map((job) => {
    let running: Promise<void> | undefined;
    const tick = () => {
      running ??= job
        .run()
        .then(
          () => undefined,
          (error) =>
            console.error(`Job "${job.name}" failed:`, error instanceof Error ? error.message : error),
        )
        .finally(() => (running = undefined));
    };
    tick();
    const timer = setInterval(tick, job.everyMs).unref();
    return { timer, current: () => running };
  });
  return async () => {
    runs.forEach((run) => clearInterval(run.timer));
    await Promise.all(runs.map((run) => run.current()));
  };
}
