// /admin/orders: every sale with its buyer and address (or a warning that there is none to ship
// to), refunded second payments included, the mails its buyer was sent, 'Mark shipped' with an
// optional carrier and tracking number, then 'Correct tracking' and 'Refund' (each a link that opens
// its form in the row) with each refund and any dispute shown on its order. Plain forms and links:
// all of it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderMoney } from "~/components/admin/OrderMoney";
import { RefundOrderForm } from "~/components/admin/RefundOrderForm";
import { ShipOrderForm } from "~/components/admin/ShipOrderForm";
import { AdminPage } from "~/components/admin/AdminPage";
import { Badge } from "~/components/ui/Badge";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { useFormAnswer } from "~/components/ui/useFormAnswer";
import { disputeWords, isDisputeOpen } from "~/modules/orders/dispute-words";
import { submitOrderForm } from "~/modules/orders/order-forms.server";
import { listOrderPage } from "~/modules/orders/orders.server";
import { ORDER_STATES } from "~/modules/orders/order-list";
import { ListSearch } from "~/components/admin/ListSearch";
import { PageLinks } from "~/components/admin/PageLinks";
import { shipmentWords, trackingUrl } from "~/modules/orders/carriers";
import {
  billedElsewhere,
  hasShippingAddress,
  NO_ADDRESS,
  shippingLines,
  type BillingAddress,
  type ShippingAddress,
} from "~/modules/orders/shipping";
import { formatPrice } from "~/utils/money";
import { plural } from "~/utils/words";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    return listOrderPage(new URL(request.url).searchParams);
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => submitOrderForm(request, context));
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

const STATUS_TONE = { paid: "live", shipped: "draft", refunded: "sold" } as const;

export default function AdminOrders() {
  const { rows: orders, next, previous, total, search } = useLoaderData<typeof loader>();
  const searching = search.q !== "" || search.state !== "all";
  const replyFor = useFormAnswer();
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
        <ul className="mt-6 space-y-4">
          {orders.map((order) => (
            <Card as="li" key={order.id} id={`order-${order.id}`} className="scroll-mt-32">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="font-serif text-xl">
                  {`#${order.id} · ${order.productName} · ${formatPrice(order.amount)}`}
                </h2>
                <div className="flex flex-wrap gap-2 uppercase">
                  <Badge tone={STATUS_TONE[order.status]}>{order.status}</Badge>
                  {order.refundedAmount > 0 && order.refundedAmount < order.amount ? (
                    <Badge tone="limited">partly refunded</Badge>
                  ) : null}
                  {order.disputeStatus ? (
                    <Badge tone={isDisputeOpen(order.disputeStatus) ? "sold" : "draft"}>
                      {disputeWords(order.disputeStatus)}
                    </Badge>
                  ) : null}
                </div>
              </div>
              <p className="mt-2 text-sm text-gray-700">
                {`${dateTime.format(new Date(order.createdAt))} · ${order.buyerName} <${order.buyerEmail}>`}
              </p>
              <ShipTo order={order} />
              {order.note ? <p className="mt-1 text-sm text-red-800">{order.note}</p> : null}
              <p className="mt-1 text-xs text-gray-500">{`Stripe payment ${order.paymentIntentId}`}</p>
              <Travel carrier={order.carrier} trackingNumber={order.trackingNumber} />
              <OrderMoney order={order} />
              <OrderMails mails={order.mails} />
              <div className="mt-3 flex flex-col items-start gap-3">
                {order.status === "paid" && !order.restockedAt ? (
                  <ShipOrderForm orderId={order.id} lastResult={replyFor("ship", order.id)} />
                ) : null}
                {order.status === "shipped" ? (
                  <ShipOrderForm
                    // Anew once corrected: folded again, its fields filled with what is stored now.
                    key={`${order.carrier}\n${order.trackingNumber}`}
                    orderId={order.id}
                    shipped={order}
                    lastResult={replyFor("tracking", order.id)}
                  />
                ) : null}
                {order.refundedAmount < order.amount ? (
                  <RefundOrderForm order={order} lastResult={replyFor("refund", order.id)} />
                ) : null}
              </div>
            </Card>
          ))}
        </ul>
      )}
      <PageLinks page={{ next, previous }} label="Orders pages" summary={plural(total, "order")} />
    </AdminPage>
  );
}

/**
 * Where the piece goes, as a label reads, and the buyer's own address when it goes elsewhere (a
 * gift); a paid order with nowhere to go says so before "Mark shipped".
 */
function ShipTo({ order }: { order: ShippingAddress & BillingAddress & { status: string } }) {
  if (!hasShippingAddress(order)) {
    return order.status === "paid" ? (
      <p className="mt-2 border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {NO_ADDRESS}
      </p>
    ) : null;
  }
  const billing = billedElsewhere(order);
  return (
    <div className="mt-2 flex flex-wrap gap-x-10 gap-y-2 text-sm text-gray-700">
      <AddressLines title="Ship to" lines={shippingLines(order)} />
      {billing ? <AddressLines title="Billed to (the buyer)" lines={billing} /> : null}
    </div>
  );
}

function AddressLines({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <p className="font-medium">{title}</p>
      <address className="not-italic">
        {lines.map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

/** How it was sent, the number linked to the carrier's tracking page when the carrier is known. */
function Travel({ carrier, trackingNumber }: { carrier: string | null; trackingNumber: string | null }) {
  const words = shipmentWords(carrier, trackingNumber);
  if (!words) return null;
  const url = trackingUrl(carrier, trackingNumber);
  return (
    <p className="mt-1 text-sm text-gray-700">
      {`Shipped: ${words}`}
      {url ? (
        <>
          {" · "}
          <a href={url} target="_blank" rel="noreferrer" className="underline">
            Track it
          </a>
        </>
      ) : null}
    </p>
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
          {`Mail “${mail.subject}”: ${
            mail.sentAt
              ? `sent ${dateTime.format(new Date(mail.sentAt))}`
              : mail.status === "failed"
                ? "failed (see Outbox)"
                : "waiting to be sent"
          }`}
        </li>
      ))}
    </ul>
  );
}
