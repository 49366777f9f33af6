// "Tell subscribers" with two instances running their outbox jobs on one database: each of 1,000
// confirmed subscribers gets the announcement exactly once, and no unconfirmed address gets it.
import { afterAll, describe, expect, it } from "vitest";
import { runAnnouncement, type AnnouncementRun } from "../support/announcement";

describe("an announcement sent by two instances", () => {
  let run: AnnouncementRun | undefined;
  afterAll(() => run?.stop());

  it("reaches each of 1,000 confirmed subscribers exactly once, and no unconfirmed one", async () => {
    run = await runAnnouncement({
      name: "announcement_instances",
      subscribers: 1000,
      unconfirmed: 50,
      // No pace, and a short poll: the pace has its own test (mail-delivery.test.ts).
      env: { MAIL_BULK_PER_MINUTE: "0", MAIL_POLL_MS: "1000" },
      timeoutMs: 240_000,
    });
    console.log(
      `1,000 announcement mails accepted ${run.elapsedMs} ms after "Send" (two instances, no pace).`,
    );
    expect([...run.receivedPerAddress.keys()].sort()).toEqual([...run.confirmed].sort());
    expect([...run.receivedPerAddress.values()].every((count) => count === 1)).toBe(true);
    // Several more polls of both instances send nothing more.
    expect(await run.settle(3_000)).toBe(1000);
  }, 300_000);
});
