// The owner's view of sales: every Order, newest first, and marking one shipped.
import { prisma } from "~/db.server";
import { conflict, notFound } from "~/utils/errors";

export function listOrders() {
  return prisma.order.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** Only a paid order can ship; a refunded one never does. */
export async function markShipped(orderId: number) {
  const order = await prisma.order.findUnique({ where: { id: orderId } });
  if (!order) throw notFound("This order does not exist.");
  if (order.status !== "paid") throw conflict("Only a paid order can be marked shipped.");
  return prisma.order.update({ where: { id: orderId }, data: { status: "shipped", shippedAt: new Date() } });
}
