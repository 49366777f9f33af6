// The Orders page's forms posted to its action, told apart by `intent` and naming their order by
// `id`: "Mark shipped", "Correct tracking" and "Refund". A refusal is shown on that order's form; a
// success is a toast on the page she posted from, at the order's card.
import type { AppLoadContext } from "@remix-run/node";
import { done, ownerForm, readOwnerPost } from "~/modules/auth/owner-form.server";
import { badRequest } from "~/utils/errors";
import { cursorParams, listAddress } from "~/utils/keyset-page";
import { formatPrice } from "~/utils/money";
import { ORDER_PARAM } from "./order-list";
import { correctTracking, markShipped } from "./orders.server";
import { refundOrder } from "./refunds.server";
import { refundOrderSchema, shipOrderSchema } from "./schema";

const ORDERS_PAGE = "/admin/orders";

/** The Orders page she posted from (its search, page and open card kept), scrolled to the order. */
const atOrder = (request: Request, id: number) =>
  `${listAddress(request, ORDERS_PAGE, LIST_PARAMS)}#order-${id}`;

/**
 * What names the list she is on: its search, its page and the order she has open; not the refund
 * question or the tracking correction (the form is done), nor anything else.
 */
const LIST_PARAMS = ["q", "state", ORDER_PARAM, ...Object.values(cursorParams())];

export async function submitOrderForm(request: Request, context: AppLoadContext) {
  const post = await readOwnerPost(request, context);
  switch (post.fields.get("intent")) {
    case "ship":
      return ownerForm(post, {
        schema: shipOrderSchema,
        failure: "Failed to mark the order shipped.",
        act: async (value) => {
          await markShipped(value.id, value);
          return done(atOrder(request, value.id), "Order marked as shipped.");
        },
      });
    case "tracking":
      return ownerForm(post, {
        schema: shipOrderSchema,
        failure: "Failed to correct the tracking.",
        act: async (value) => {
          const { changed } = await correctTracking(value.id, value);
          return done(
            atOrder(request, value.id),
            changed ? "Tracking corrected." : "Nothing to correct: the tracking is as it was.",
          );
        },
      });
    case "refund":
      return ownerForm(post, {
        schema: refundOrderSchema,
        failure: "Failed to refund the order.",
        act: async (value) => {
          const { order, refund, restocked } = await refundOrder({
            ...value,
            orderId: value.id,
            seenRefunded: value.refunded,
          });
          const to = order.buyerName || order.buyerEmail;
          return done(
            atOrder(request, value.id),
            `Refunded ${formatPrice(refund.amount)} to ${to}.${restocked ? " The piece is back on sale." : ""}`,
          );
        },
      });
    default:
      throw badRequest("Unknown action.");
  }
}
