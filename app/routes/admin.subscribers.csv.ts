// GET /admin/subscribers/csv?status=...: the subscribers as a CSV download for a mailing tool (owner
// only), with each one's status; the confirmed ones unless another status (or `all`) is asked for.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ownerLoader } from "~/modules/auth/owner-action.server";
import { csvDownload } from "~/utils/csv.server";
import { listSubscribers } from "~/modules/newsletter/newsletter.server";
import { subscriberExportSchema } from "~/modules/newsletter/schema";
import { subscriberStatus } from "~/modules/newsletter/status";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const status = subscriberExportSchema.parse(new URL(request.url).searchParams.get("status") ?? undefined);
    const subscribers = await listSubscribers(status);
    return csvDownload(
      status === "confirmed" ? "subscribers.csv" : `subscribers-${status}.csv`,
      ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"],
      subscribers.map((row) => [
        row.email,
        subscriberStatus(row),
        row.createdAt,
        row.confirmedAt,
        row.unsubscribedAt,
      ]),
    );
  });
}
