// An order's receipt, one set of facts for the buyer's confirmation mail and the success page: the
// order's number, the piece with its photo, the amount, where it ships, and how to reach the studio
// (her own details from the settings). Plain, so the success page's component can read its shape.
import type { Order } from "@prisma/client";
import type { SiteSettings } from "~/modules/site/schema";
import { studioDetailsOf, type StudioDetails } from "~/modules/site/studio";
import { hasShippingAddress, shippingLines, type ShippingAddress } from "./shipping";

export interface Receipt {
  orderId: number;
  productName: string;
  /** The piece's main photo, as the shop serves it; null once the piece is deleted. */
  imageUrl: string | null;
  amount: number;
  email: string;
  /** The address as a label reads it; null when the buyer gave none. */
  shipTo: string[] | null;
  /** How a buyer reaches the studio: each only as she has given it. */
  studio: StudioDetails;
}

export type ReceiptOrder = Pick<Order, "id" | "productId" | "productName" | "amount" | "buyerEmail"> &
  ShippingAddress;

export function receiptOf(order: ReceiptOrder, imageUrl: string | null, settings: SiteSettings): Receipt {
  return {
    orderId: order.id,
    productName: order.productName,
    imageUrl,
    amount: order.amount,
    email: order.buyerEmail,
    shipTo: hasShippingAddress(order) ? shippingLines(order) : null,
    studio: studioDetailsOf(settings),
  };
}
