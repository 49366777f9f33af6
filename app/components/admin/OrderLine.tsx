// One order in the Orders list, folded: its number, piece and price (a link that opens its card in
// place, `?order=<id>`), its state, when and to whom it sold. Details and forms live in the card
// (decision 364), so a page of 50 orders stays small and quick.
import { ListLink } from "~/components/ui/ListLink";
import { orderCardHref } from "~/modules/orders/order-list";
import { formatPrice } from "~/utils/money";
import { OrderBadges } from "./OrderBadges";
import { dateTime } from "~/utils/date-time";

export interface OrderLineOrder {
  id: number;
  productName: string;
  amount: number;
  buyerName: string;
  buyerEmail: string;
  status: "paid" | "shipped" | "refunded";
  refundedAmount: number;
  disputeStatus: string | null;
  createdAt: Date | string;
}

/** The order's title, on its line and its card: `#12 · Lilac Tote · $1,200.00`. */
export const orderTitle = (order: Pick<OrderLineOrder, "id" | "productName" | "amount">) =>
  `#${order.id} · ${order.productName} · ${formatPrice(order.amount)}`;

export function OrderLine({ order, search }: { order: OrderLineOrder; search: string }) {
  return (
    <li id={`order-${order.id}`} className="scroll-mt-32 px-3 py-2 sm:px-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 className="font-serif text-lg">
          <ListLink
            to={orderCardHref(search, order.id, true)}
            replace
            preventScrollReset
            className="flex min-h-11 items-center underline decoration-sand underline-offset-4 hover:decoration-ink"
          >
            {orderTitle(order)}
          </ListLink>
        </h2>
        <OrderBadges order={order} />
      </div>
      <p className="text-sm text-gray-700">
        {`${dateTime.format(new Date(order.createdAt))} · ${order.buyerName || order.buyerEmail}`}
      </p>
    </li>
  );
}
