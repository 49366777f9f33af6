// GET /admin/subscribers/csv?status=...: the subscribers as a CSV download for a mailing tool (owner
// only), with each one's status; the confirmed ones unless another status (or `all`) is asked for.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ownerLoader } from "~/modules/auth/owner-action.server";
import { subscriberExportSchema } from "~/modules/newsletter/schema";
import { subscribersCsv } from "~/modules/newsletter/subscriber-export.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const status = subscriberExportSchema.parse(new URL(request.url).searchParams.get("status") ?? undefined);
    return subscribersCsv(status);
  });
}
