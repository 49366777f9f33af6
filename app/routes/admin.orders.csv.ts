// GET /admin/orders/csv: every order with its buyer and address, what was refunded and any
// dispute's status, for the owner's books.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireOwner } from "~/modules/auth/session.server";
import { ordersCsv } from "~/modules/orders/order-export.server";
import { withPageErrors } from "~/utils/page.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return ordersCsv();
  });
}
