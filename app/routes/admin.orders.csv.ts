// GET /admin/orders/csv: every order with its buyer and address, what was refunded and any
// dispute's status, for the owner's books.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ownerLoader } from "~/modules/auth/owner-action.server";
import { ordersCsv } from "~/modules/orders/order-export.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    return ordersCsv();
  });
}
