// /admin/orders: every sale with its buyer and address, refunded second payments included, and
// 'Mark shipped' (a plain form: works without JavaScript).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { requireOwner } from "~/modules/auth/session.server";
import { listOrders, markShipped } from "~/modules/checkout/orders.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { shippingParts } from "~/modules/checkout/shipping";
import { formatPrice } from "~/utils/money";
import { formFailure } from "~/utils/page.server";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { withPageErrors } from "~/utils/page.server";
import { readForm } from "~/utils/http.server";
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
    const form = await readForm(request);
    try {
      await markShipped(Number(form.get("orderId")));
      return redirectWithToast("/admin/orders", {
        title: "Success",
        description: "Order marked as shipped.",
      });
    } catch (error) {
      return redirectWithToast("/admin/orders", {
        title: "Error",
        description: formFailure(error, "Failed to mark the order shipped.").message,
        variant: "destructive",
      });
    }
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
              {order.status === "paid" ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="orderId" value={order.id} />
                  <SubmitButton variant="outline">Mark shipped</SubmitButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
