// The overview's line about backups: when the last one was taken (a warning when there is none or
// it is old), and a button that downloads a new one made by the server itself, which works while the
// shop runs on either database. The post answers with the archive: the browser saves it.
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { plural } from "~/utils/words";
import { dateTime } from "~/utils/date-time";

/** The last backup as the overview's loader reads it, or null when none was ever taken. */
type LastBackup = {
  takenAt: string;
  via: string;
  rows: number;
  files: number;
  restoredAt: string | null;
  ageDays: number;
  old: boolean;
} | null;

function age(days: number) {
  if (days <= 0) return "today";
  return days === 1 ? "yesterday" : `${days} days ago`;
}

function describe(last: NonNullable<LastBackup>) {
  const how = last.via === "dashboard" ? "downloaded from the dashboard" : "written by npm run backup";
  return `Last backup: ${dateTime.format(new Date(last.takenAt))} (${age(last.ageDays)}), ${how}: ${plural(last.rows, "row")}, ${plural(last.files, "file")}.`;
}

export function BackupStatus({ last }: { last: LastBackup }) {
  const warn = !last || last.old;
  return (
    <Card
      as="section"
      aria-labelledby="backup-heading"
      padding="sm"
      tone={warn ? "alert" : "plain"}
      className="mt-6 text-sm"
    >
      <h2 id="backup-heading" className="sr-only">
        Backups
      </h2>
      <p role={warn ? "status" : undefined}>
        {last
          ? describe(last)
          : "No backup of the shop has been taken yet: if this server's disk or database were lost, its orders, photos and subscribers would be lost with it."}
        {last?.old ? " Take a new one." : null}
      </p>
      {last?.restoredAt ? (
        <p className="mt-1">
          This shop was restored from that backup on {dateTime.format(new Date(last.restoredAt))}.
        </p>
      ) : null}
      {/* A document post: the answer is a file to save, not a page for the router. */}
      <Form method="post" action="/admin/backup" reloadDocument className="mt-3">
        <Button type="submit" variant="subtle" size="sm">
          Download a backup
        </Button>
      </Form>
    </Card>
  );
}
