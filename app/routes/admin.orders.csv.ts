// GET /admin/orders/csv: every order with its buyer and address, what was refunded and any
// dispute's status, for the owner's books.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDownload } from "~/utils/csv.server";
import { requireOwner } from "~/modules/auth/session.server";
import { listOrders } from "~/modules/orders/orders.server";
import { shippingParts } from "~/modules/orders/shipping";
import { withPageErrors } from "~/utils/page.server";

const COLUMNS = [
  "order",
  "date",
  "status",
  "product",
  "amount",
  "currency",
  "refunded",
  "buyer_name",
  "buyer_email",
  "ship_to_name",
  "address_line1",
  "address_line2",
  "city",
  "state",
  "postal_code",
  "country",
  "shipped_at",
  "stripe_payment",
  "dispute",
];

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return ordersCsv(await listOrders());
  });
}

function ordersCsv(orders: Awaited<ReturnType<typeof listOrders>>) {
  return csvDownload(
    "orders.csv",
    COLUMNS,
    orders.map((order) => [
      order.id,
      order.createdAt,
      order.status,
      order.productName,
      (order.amount / 100).toFixed(2),
      order.currency.toUpperCase(),
      (order.refundedAmount / 100).toFixed(2),
      order.buyerName,
      order.buyerEmail,
      ...shippingParts(order),
      order.shippedAt,
      order.paymentIntentId,
      order.disputeStatus,
    ]),
  );
}
