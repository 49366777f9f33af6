// The owner's view of sales: every Order, newest first, with its refunds and the mails its buyer
// was sent, and marking one shipped, which tells the buyer (with the carrier and tracking number,
// if given).
import { prisma } from "~/db.server";
import { absoluteUrl } from "~/modules/mail/links.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { conflict, notFound } from "~/utils/errors";

export function listOrders() {
  return prisma.order.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: {
      refunds: { orderBy: { id: "asc" } },
      mails: {
        orderBy: { id: "asc" },
        select: { id: true, subject: true, status: true, sentAt: true, createdAt: true },
      },
    },
  });
}

export interface Shipment {
  carrier?: string;
  trackingNumber?: string;
}

/**
 * Only a paid order can ship; a refunded one never does, nor one whose piece went back on sale. The
 * buyer's notice is queued with it.
 */
export async function markShipped(orderId: number, shipment: Shipment = {}) {
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId } });
    if (!order) throw notFound("This order does not exist.");
    // Conditional: of two "Mark shipped" at once, one ships it and tells the buyer.
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: "paid", restockedAt: null },
      data: {
        status: "shipped",
        shippedAt: new Date(),
        carrier: shipment.carrier ?? null,
        trackingNumber: shipment.trackingNumber ?? null,
      },
    });
    if (count === 0) throw conflict("Only a paid order can be marked shipped.");
    if (order.buyerEmail) {
      await queueMail({ ...shippedNotice(order.productName, shipment), to: order.buyerEmail, orderId }, tx);
    }
    return order;
  });
}

function shippedNotice(productName: string, { carrier, trackingNumber }: Shipment) {
  const travel = [carrier && `Carrier: ${carrier}`, trackingNumber && `Tracking number: ${trackingNumber}`]
    .filter(Boolean)
    .join("\n");
  return {
    subject: `Your ${productName} is on its way`,
    text: `Good news: ${productName} has shipped and is on its way to you.${travel ? `\n\n${travel}` : ""}\n\nThank you for your order. If anything is not as it should be, write to us at ${absoluteUrl("/#contact")}`,
  };
}
