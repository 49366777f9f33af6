// An order opened from its line (`?order=<id>`): the sale, when and to whom, where it goes (or a
// warning that there is nowhere to ship to), the Stripe payment, how it travels, each refund and any
// dispute, the mails its buyer was sent, then 'Mark shipped', 'Correct tracking' and 'Refund', and
// Close to fold it back into its line. Plain forms and links: all of it works without JavaScript.
import type { ComponentProps } from "react";
import { ListLink } from "~/components/ui/ListLink";
import { useFormAnswer } from "~/components/ui/useFormAnswer";
import { shipmentWords, trackingUrl } from "~/modules/orders/carriers";
import { orderCardHref } from "~/modules/orders/order-list";
import {
  billedElsewhere,
  hasShippingAddress,
  NO_ADDRESS,
  shippingLines,
  type BillingAddress,
  type ShippingAddress,
} from "~/modules/orders/shipping";
import { dateTime } from "~/utils/date-time";
import { OrderBadges } from "./OrderBadges";
import { orderTitle, type OrderLineOrder } from "./OrderLine";
import { OrderMoney } from "./OrderMoney";
import { RefundOrderForm } from "./RefundOrderForm";
import { ShipOrderForm } from "./ShipOrderForm";

interface Mail {
  id: number;
  subject: string;
  status: string;
  sentAt: Date | string | null;
}

export type OrderCardOrder = OrderLineOrder &
  ShippingAddress &
  BillingAddress &
  ComponentProps<typeof OrderMoney>["order"] & {
    productId: number | null;
    paymentIntentId: string;
    note: string | null;
    carrier: string | null;
    trackingNumber: string | null;
    mails: Mail[];
  };

export function OrderCard({ order, search }: { order: OrderCardOrder; search: string }) {
  const replyFor = useFormAnswer();
  return (
    <li id={`order-${order.id}`} className="scroll-mt-32 border-2 border-ink bg-white p-3 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-serif text-xl">{orderTitle(order)}</h2>
        <div className="flex flex-wrap items-center gap-3">
          <OrderBadges order={order} />
          <ListLink
            to={orderCardHref(search, order.id, false)}
            replace
            preventScrollReset
            aria-label={`Close order #${order.id}`}
            className="flex min-h-11 items-center text-sm underline"
          >
            Close
          </ListLink>
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
    </li>
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
function OrderMails({ mails }: { mails: Mail[] }) {
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
