// GET /admin/subscribers/csv: the subscribers as a CSV download for a mailing tool (owner only).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDownload } from "~/utils/csv.server";
import { requireOwner } from "~/modules/auth/session.server";
import { listSubscribers } from "~/modules/newsletter/newsletter.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  const subscribers = await listSubscribers();
  return csvDownload(
    "subscribers.csv",
    ["email", "subscribed_at"],
    subscribers.map((row) => [row.email, row.createdAt]),
  );
}
