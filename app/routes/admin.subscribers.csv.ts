// GET /admin/subscribers/csv: the subscribers as a CSV download (owner only).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireOwner } from "~/modules/auth/session.server";
import { subscribersCsv } from "~/modules/newsletter/newsletter.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return new Response(await subscribersCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="subscribers.csv"',
      "Cache-Control": "no-store",
    },
  });
}
