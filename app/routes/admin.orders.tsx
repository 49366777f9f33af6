// /admin/orders: every sale with its buyer and address, refunded second payments included, the
// mails its buyer was sent, and 'Mark shipped' with an optional carrier and tracking number (a
// plain form: works without JavaScript).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ShipOrderForm } from "~/components/admin/ShipOrderForm";
import { requireOwner } from "~/modules/auth/session.server";
import { listOrders } from "~/modules/checkout/orders.server";
import { submitShipForm } from "~/modules/checkout/ship-form.server";
import { shippingParts } from "~/modules/checkout/shipping";
import { formatPrice } from "~/utils/money";
import { withPageErrors } from "~/utils/page.server";
import { ButtonLink } from "~/components/ui/Button";

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return { orders: await listOrders() };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return submitShipForm(request);
  });
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

const STATUS_STYLE = {
  paid: "bg-emerald-100 text-emerald-900",
  shipped: "bg-sand text-ink",
  refunded: "bg-red-100 text-red-900",
};

export default function AdminOrders() {
  const { orders } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl tracking-widest">Orders</h1>
        <ButtonLink to="/admin/orders/csv" reloadDocument download variant="outline">
          Export CSV
        </ButtonLink>
      </div>
      {orders.length === 0 ? (
        <p className="mt-6 text-gray-600">No orders yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {orders.map((order) => (
            <li key={order.id} className="border border-sand bg-white p-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="font-serif text-xl">
                  #{order.id} · {order.productName} · {formatPrice(order.amount)}
                </h2>
                <span className={`px-3 py-1 text-xs uppercase tracking-widest ${STATUS_STYLE[order.status]}`}>
                  {order.status}
                </span>
              </div>
              <p className="mt-2 text-sm text-gray-700">
                {dateTime.format(new Date(order.createdAt))} · {order.buyerName} &lt;{order.buyerEmail}&gt;
              </p>
              {order.shippingLine1 ? (
                <p className="mt-1 text-sm text-gray-700">
                  Ship to: {shippingParts(order).filter(Boolean).join(", ")}
                </p>
              ) : null}
              {order.note ? <p className="mt-1 text-sm text-red-800">{order.note}</p> : null}
              <p className="mt-1 text-xs text-gray-500">
                Stripe payment {order.paymentIntentId}
                {order.refundId ? `, refund ${order.refundId}` : ""}
              </p>
              {order.carrier || order.trackingNumber ? (
                <p className="mt-1 text-sm text-gray-700">
                  Shipped with {[order.carrier, order.trackingNumber].filter(Boolean).join(", tracking ")}
                </p>
              ) : null}
              <OrderMails mails={order.mails} />
              {order.status === "paid" ? (
                <ShipOrderForm
                  orderId={order.id}
                  lastResult={
                    answer && "orderId" in answer && answer.orderId === order.id ? answer.result : undefined
                  }
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the buyer was sent about the order, and whether it has gone yet. */
function OrderMails({
  mails,
}: {
  mails: { id: number; subject: string; status: string; sentAt: Date | null }[];
}) {
  if (mails.length === 0) return null;
  return (
    <ul aria-label="Mails to the buyer" className="mt-2 space-y-1 text-sm text-gray-700">
      {mails.map((mail) => (
        <li key={mail.id}>
          Mail “{mail.subject}”:{" "}
          {mail.sentAt
            ? `sent ${dateTime.format(new Date(mail.sentAt))}`
            : mail.status === "failed"
              ? "failed (see Outbox)"
              : "waiting to be sent"}
        </li>
      ))}
    </ul>
  );
}
