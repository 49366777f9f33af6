import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BackupStatus } from "./BackupStatus";

type Last = Parameters<typeof BackupStatus>[0]["last"];

function render(last: Last) {
  const Stub = createRemixStub([{ path: "/", Component: () => <BackupStatus last={last} /> }]);
  // React separates adjacent text with comment markers; the owner reads the text alone.
  return renderToString(<Stub />).replace(/<!-- -->/g, "");
}

const taken = { takenAt: "2026-11-20T09:30:00.000Z", via: "command", rows: 312, files: 48, restoredAt: null };

describe("BackupStatus", () => {
  it("warns when no backup was ever taken, and offers one", () => {
    const html = render(null);
    expect(html).toContain('role="status"');
    expect(html).toContain("No backup of the shop has been taken yet");
    expect(html).toMatch(/<form method="post" action="\/admin\/backup"[^>]*>.*Download a backup/);
  });

  it("says when the last backup was taken, without a warning while it is recent", () => {
    const html = render({ ...taken, ageDays: 5, old: false });
    expect(html).toContain("Last backup: Nov 20, 2026");
    expect(html).toContain("(5 days ago), written by npm run backup: 312 rows, 48 files.");
    expect(html).not.toContain('role="status"');
  });

  it("warns when the last backup is old", () => {
    const html = render({ ...taken, ageDays: 9, old: true });
    expect(html).toContain('role="status"');
    expect(html).toContain("(9 days ago), written by npm run backup: 312 rows, 48 files. Take a new one.");
  });

  it("says when the shop was restored from it", () => {
    const html = render({
      ...taken,
      via: "dashboard",
      restoredAt: "2026-11-21T10:00:00.000Z",
      ageDays: 1,
      old: false,
    });
    expect(html).toContain("(yesterday), downloaded from the dashboard");
    expect(html).toContain("This shop was restored from that backup on Nov 21, 2026");
  });
});
