// The overview's warning about payments the buyer's bank disputes, while each is open: Stripe's
// deadline for the owner's evidence, nearest first. Nothing is shown without an open dispute.
import { Card } from "~/components/ui/Card";
import { Link } from "@remix-run/react";
import { reasonWords } from "~/modules/orders/dispute-words";
import { orderHref } from "~/modules/orders/order-list";
import { formatPrice } from "~/utils/money";
import { dateTime } from "~/utils/date-time";

export function DisputeWarnings({
  disputes,
}: {
  disputes: {
    id: number;
    productName: string;
    disputeAmount: number | null;
    disputeReason: string | null;
    disputeEvidenceDue: Date | string | null;
  }[];
}) {
  if (disputes.length === 0) return null;
  return (
    <Card role="status" padding="sm" tone="alert" className="mt-6 text-sm">
      <p>
        <strong>
          {disputes.length === 1 ? "A payment is disputed." : `${disputes.length} payments are disputed.`}
        </strong>{" "}
        Answer in Stripe’s dashboard before the deadline, or the bank decides for the buyer.
      </p>
      <ul className="mt-2 space-y-1">
        {disputes.map((dispute) => (
          <li key={dispute.id}>
            <Link to={orderHref(dispute.id)} className="underline">
              Order #{dispute.id}, {dispute.productName}
            </Link>{" "}
            ({dispute.disputeAmount === null ? "" : `${formatPrice(dispute.disputeAmount)}, `}
            {reasonWords(dispute.disputeReason ?? "no reason given")}):{" "}
            {dispute.disputeEvidenceDue
              ? `evidence due by ${dateTime.format(new Date(dispute.disputeEvidenceDue))}`
              : "no deadline given"}
          </li>
        ))}
      </ul>
    </Card>
  );
}
