// /admin/orders: every sale, a line each (number, piece, price, state, when and to whom), a page at
// a time, searched by buyer or number and by state. A line opens its order's card in place
// (`?order=<id>`) with the address, payment, refunds, dispute and mails, and its forms: 'Mark
// shipped', 'Correct tracking' and 'Refund'. Plain forms and links: all of it works without
// JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { ListSearch } from "~/components/admin/ListSearch";
import { OrderCard } from "~/components/admin/OrderCard";
import { OrderLine } from "~/components/admin/OrderLine";
import { PageLinks } from "~/components/admin/PageLinks";
import { ButtonLink } from "~/components/ui/Button";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { submitOrderForm } from "~/modules/orders/order-forms.server";
import { ORDER_STATES } from "~/modules/orders/order-list";
import { listOrderPage } from "~/modules/orders/orders.server";
import { plural } from "~/utils/words";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    return listOrderPage(new URL(request.url).searchParams);
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => submitOrderForm(request, context));
}

export default function AdminOrders() {
  const { rows: orders, open, next, previous, total, search } = useLoaderData<typeof loader>();
  const searching = search.q !== "" || search.state !== "all";
  const location = useLocation();
  return (
    <AdminPage
      title="Orders"
      width="full"
      actions={
        <ButtonLink to="/admin/orders/csv" reloadDocument download variant="outline">
          Export CSV
        </ButtonLink>
      }
    >
      <ListSearch
        label="Buyer’s name, email or order number"
        q={search.q}
        state={{ label: "Show", name: "state", value: search.state, choices: ORDER_STATES, all: "all" }}
        clearTo="/admin/orders"
      />
      {orders.length === 0 ? (
        <p className="mt-6 text-gray-600">{searching ? "No orders match this search." : "No orders yet."}</p>
      ) : (
        <ul className="mt-6 divide-y divide-sand border border-sand bg-white">
          {orders.map((order) =>
            open?.id === order.id ? (
              <OrderCard key={order.id} order={open} search={location.search} />
            ) : (
              <OrderLine key={order.id} order={order} search={location.search} />
            ),
          )}
        </ul>
      )}
      <PageLinks page={{ next, previous }} label="Orders pages" summary={plural(total, "order")} />
    </AdminPage>
  );
}
