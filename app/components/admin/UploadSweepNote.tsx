// The overview's line on the daily sweep of unused uploads: when it last ran and what it freed.
import { formatBytes } from "~/utils/bytes";
import { plural } from "~/utils/words";
import { Card } from "~/components/ui/Card";

// In UTC with its name: the server's and the browser's clocks may be in different zones.
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function UploadSweepNote({
  sweep,
}: {
  sweep: { finishedAt: Date | string; files: number; bytes: number } | null;
}) {
  return (
    <Card as="p" padding="sm" className="mt-6 text-sm text-gray-700">
      {sweep === null
        ? "Uploads no page uses are removed once a day; the first sweep has not run yet."
        : `Unused uploads swept ${when.format(new Date(sweep.finishedAt))} UTC: ${
            sweep.files === 0
              ? "nothing to remove."
              : `${plural(sweep.files, "file")} removed, ${formatBytes(sweep.bytes)} freed.`
          }`}
    </Card>
  );
}
