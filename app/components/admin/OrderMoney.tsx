// What an order's money went through after the sale: each refund (how much, when, why, where it
// was made, and Stripe's word on it unless it went through), whether the piece went back on sale,
// and a dispute with Stripe's deadline for evidence or its outcome.
import { disputeWords, isDisputeOpen, reasonWords } from "~/modules/orders/dispute-words";
import { REFUND_REASONS } from "~/modules/orders/schema";
import { formatPrice } from "~/utils/money";
import { dateTime } from "~/utils/date-time";

const when = (date: Date | string) => dateTime.format(new Date(date));

const REFUND_STATUS: Record<string, string> = {
  requested: "waiting for Stripe's answer",
  pending: "pending at Stripe",
  requires_action: "Stripe needs an action from you",
  failed: "failed at Stripe: the money was not given back",
  canceled: "canceled",
};

interface Refund {
  id: number;
  amount: number;
  reason: string | null;
  note: string | null;
  origin: string;
  status: string;
  createdAt: Date | string;
}

export function OrderMoney({
  order,
}: {
  order: {
    amount: number;
    refundedAmount: number;
    restockedAt: Date | string | null;
    refunds: Refund[];
    disputeStatus: string | null;
    disputeReason: string | null;
    disputeAmount: number | null;
    disputeEvidenceDue: Date | string | null;
    disputedAt: Date | string | null;
    disputeClosedAt: Date | string | null;
  };
}) {
  return (
    <>
      {order.refunds.length > 0 ? (
        <ul aria-label="Refunds" className="mt-2 space-y-1 text-sm text-red-900">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              {[
                `Refunded ${formatPrice(refund.amount)} on ${when(refund.createdAt)}`,
                refund.reason &&
                  (REFUND_REASONS[refund.reason as keyof typeof REFUND_REASONS] ??
                    reasonWords(refund.reason)),
                refund.note && `“${refund.note}”`,
                refund.origin === "stripe" && "made in Stripe's dashboard",
                REFUND_STATUS[refund.status],
              ]
                .filter(Boolean)
                .join(" · ")}
            </li>
          ))}
        </ul>
      ) : null}
      {order.refundedAmount > 0 ? (
        <p className="mt-1 text-sm font-medium text-red-900">
          {order.refundedAmount >= order.amount
            ? `Refunded in full: ${formatPrice(order.refundedAmount)}`
            : `Refunded ${formatPrice(order.refundedAmount)} of ${formatPrice(order.amount)}`}
        </p>
      ) : null}
      {order.restockedAt ? (
        <p className="mt-1 text-sm text-gray-700">
          The piece went back on sale on {when(order.restockedAt)}: this order is closed and does not ship.
        </p>
      ) : null}
      {order.disputeStatus ? <DisputeLine order={order} status={order.disputeStatus} /> : null}
    </>
  );
}

function DisputeLine({
  order,
  status,
}: {
  order: Parameters<typeof OrderMoney>[0]["order"];
  status: string;
}) {
  const what = `${formatPrice(order.disputeAmount ?? order.amount)}, reason: ${reasonWords(order.disputeReason ?? "unknown")}`;
  if (isDisputeOpen(status)) {
    return (
      <p className="mt-1 text-sm font-medium text-red-900">
        The buyer’s bank disputes this payment ({what}) since{" "}
        {order.disputedAt ? when(order.disputedAt) : "now"}.
        {order.disputeEvidenceDue
          ? ` Send Stripe your evidence by ${when(order.disputeEvidenceDue)}.`
          : " Answer it in Stripe's dashboard."}
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm text-gray-700">
      Dispute ({what}) closed{order.disputeClosedAt ? ` on ${when(order.disputeClosedAt)}` : ""}:{" "}
      {disputeWords(status)}
      {status === "won"
        ? ", the money stays yours."
        : status === "lost"
          ? ", the buyer's bank took the money back."
          : "."}
    </p>
  );
}
