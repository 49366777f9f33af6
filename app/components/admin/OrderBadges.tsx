// An order's state in words, on its line and on its card: paid, shipped or refunded, partly
// refunded, and a dispute's state.
import { Badge } from "~/components/ui/Badge";
import { disputeWords, isDisputeOpen } from "~/modules/orders/dispute-words";

const STATUS_TONE = { paid: "live", shipped: "draft", refunded: "sold" } as const;

export function OrderBadges({
  order,
}: {
  order: {
    status: keyof typeof STATUS_TONE;
    amount: number;
    refundedAmount: number;
    disputeStatus: string | null;
  };
}) {
  return (
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
  );
}
