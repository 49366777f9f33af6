// A buyer's bank disputing a payment, as Stripe's `charge.dispute.*` events tell it: the order
// shows the dispute and, once closed, its outcome; the owner is mailed when one opens, and the
// dashboard's overview lists the open ones with Stripe's deadline for her evidence.
import type Stripe from "stripe";
import { prisma } from "~/db.server";
import { ownerAddress, queueMail } from "~/modules/mail/outbox.server";
import { formatPrice } from "~/utils/money";
import { CLOSED_DISPUTE_STATUSES as CLOSED, isAppeal, isDisputeOpen, reasonWords } from "./dispute-words";
import { idOf } from "./refunds.server";

const dueDate = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" });

/**
 * Records a dispute event on its order. Disputes are told apart by id: a new one (a chargeback
 * after a closed inquiry) becomes the order's current dispute and mails her; the earlier ones'
 * late events change nothing. For the current dispute a closed status is reopened only by an
 * appeal, and an appeal only by its outcome, so events arriving out of order cannot step back.
 */
export async function recordDispute(dispute: Stripe.Dispute) {
  const paymentIntentId = idOf(dispute.payment_intent);
  if (!paymentIntentId) return null;
  return prisma.$transaction(async (tx) => {
    const [order] = await tx.$queryRaw<
      { id: number; disputeId: string | null; disputeStatus: string | null; pastDisputeIds: string[] }[]
    >`
      SELECT id, "disputeId", "disputeStatus", "pastDisputeIds" FROM "Order"
      WHERE "paymentIntentId" = ${paymentIntentId} FOR UPDATE`;
    if (!order) return null;
    const current = order.disputeId === dispute.id;
    if (order.pastDisputeIds.includes(dispute.id)) return null;
    if (current && !followsOn(order.disputeStatus ?? "", dispute.status)) return null;
    // Another dispute while the current one is open: the older of the two is a late event.
    if (
      !current &&
      order.disputeId &&
      isDisputeOpen(order.disputeStatus ?? "") &&
      !isDisputeOpen(dispute.status)
    ) {
      return null;
    }
    const closed = !isDisputeOpen(dispute.status);
    const due = dispute.evidence_details?.due_by;
    const updated = await tx.order.update({
      where: { id: order.id },
      data: {
        disputeId: dispute.id,
        disputeStatus: dispute.status,
        disputeReason: dispute.reason,
        disputeAmount: dispute.amount,
        disputeEvidenceDue: due ? new Date(due * 1000) : null,
        disputedAt: new Date(dispute.created * 1000),
        disputeClosedAt: closed
          ? current && order.disputeStatus === dispute.status
            ? undefined
            : new Date()
          : null,
        ...(!current && order.disputeId && { pastDisputeIds: { push: order.disputeId } }),
      },
    });
    const owner = ownerAddress();
    if (!current && !closed && owner) {
      const deadline = updated.disputeEvidenceDue
        ? ` Send Stripe your evidence (the order, photos of the piece, its delivery) by ${dueDate.format(updated.disputeEvidenceDue)} UTC, in Stripe's dashboard: https://dashboard.stripe.com/payments/${paymentIntentId}`
        : "";
      await queueMail(
        {
          to: owner,
          subject: `A payment is disputed: ${updated.productName}`,
          text: `The buyer's bank disputes the payment for order #${updated.id} (${updated.productName}, ${formatPrice(updated.amount)}, ${updated.buyerName} <${updated.buyerEmail}>). Reason given: ${reasonWords(dispute.reason)}. Stripe holds ${formatPrice(dispute.amount)} until the bank decides.${deadline}`,
        },
        tx,
      );
    }
    return updated;
  });
}

/** Whether the current dispute's status may move from `was` to `now` (Stripe's events come in any order). */
function followsOn(was: string, now: string) {
  if (!isDisputeOpen(was)) return !isDisputeOpen(now) || isAppeal(now);
  if (isAppeal(was)) return isAppeal(now) || !isDisputeOpen(now);
  return true;
}

/**
 * The disputes still open, the nearest deadline first, for the overview's warning: a closed one
 * leaves the list, so it holds the few a bank is deciding now, not years of them.
 */
export function openDisputes() {
  return prisma.order.findMany({
    where: { disputeId: { not: null }, disputeStatus: { notIn: CLOSED } },
    orderBy: [{ disputeEvidenceDue: "asc" }, { id: "asc" }],
    select: {
      id: true,
      productName: true,
      disputeAmount: true,
      disputeReason: true,
      disputeEvidenceDue: true,
    },
  });
}
