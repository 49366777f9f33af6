// The owner's search of her orders: by state and by buyer (name, email or order number). Shared by
// the page's loader and its filter form; anything unknown in the address falls back to all orders.
import { z } from "zod";

export const ORDER_STATES = {
  all: "All orders",
  "to-ship": "To ship",
  shipped: "Shipped",
  refunded: "Refunded",
  disputed: "Disputed",
} as const;
export type OrderState = keyof typeof ORDER_STATES;

export const orderSearchSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  state: z.enum(Object.keys(ORDER_STATES) as [OrderState, ...OrderState[]]).catch("all"),
});
export type OrderSearch = z.infer<typeof orderSearchSchema>;

/** The search an address asks for (`?q=&state=`). */
export const readOrderSearch = (params: URLSearchParams) =>
  orderSearchSchema.parse({ q: params.get("q") ?? "", state: params.get("state") ?? "all" });

/** The address parameter that opens an order's card in its line (`?order=<id>`). */
export const ORDER_PARAM = "order";

/**
 * An order's place in her dashboard: the Orders page searched for that order alone (`#N` finds it
 * on whichever page it falls), its card open and scrolled to.
 */
export const orderHref = (id: number) => `/admin/orders?q=%23${id}&${ORDER_PARAM}=${id}#order-${id}`;

/** The address parameter that opens an order's refund question in its row (`?refund=<order>`). */
export const REFUND_PARAM = "refund";

/** The address parameter that opens a shipped order's tracking correction in its row (`?tracking=<id>`). */
export const TRACKING_PARAM = "tracking";

/**
 * The order whose card is open: the one the address names, or the one whose refund question or
 * tracking correction it opens (those live in the card).
 */
export function openOrderId(params: URLSearchParams): number | null {
  for (const name of [ORDER_PARAM, REFUND_PARAM, TRACKING_PARAM]) {
    const id = /^\d{1,9}$/.exec(params.get(name) ?? "")?.[0];
    if (id) return Number(id);
  }
  return null;
}

/** Her page's query (search and page kept) with this order's card open and none of its forms. */
function withCardOpen(search: string, orderId: number) {
  const params = new URLSearchParams(search);
  params.delete(REFUND_PARAM);
  params.delete(TRACKING_PARAM);
  params.set(ORDER_PARAM, String(orderId));
  return params;
}

/**
 * The Orders page she is on (her search and page kept) with an order's card open at its line or,
 * `open` false, every card folded: the addresses of an order's line and of its card's Close.
 */
export function orderCardHref(search: string, orderId: number, open: boolean) {
  const params = withCardOpen(search, orderId);
  if (!open) params.delete(ORDER_PARAM);
  return `?${params}#order-${orderId}`;
}

/**
 * The Orders page she is on at an order's open card, with one of its forms (`param`: the refund
 * question or the tracking correction) open or, `open` false, closed: the addresses of "Refund",
 * "Correct tracking" and their Cancel.
 */
export function orderFormHref(
  search: string,
  param: typeof REFUND_PARAM | typeof TRACKING_PARAM,
  orderId: number,
  open: boolean,
) {
  const params = withCardOpen(search, orderId);
  if (open) params.set(param, String(orderId));
  return `?${params}#order-${orderId}`;
}
