// POST /api/payment-success {productId, paymentIntentId, customerEmail, customerName} (public):
// the server reads the intent from Stripe itself and records the sale once (confirm.server.ts).
import { confirmPayment } from "~/modules/checkout/confirm.server";
import { paymentSuccessSchema } from "~/modules/checkout/schema";
import { apiRoute } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const { productId, paymentIntentId, ...hint } = await readJson(request, paymentSuccessSchema);
    const order = await confirmPayment(paymentIntentId, productId, hint);
    return Response.json({
      success: order.status !== "refunded",
      orderId: order.id,
      status: order.status,
      productName: order.productName,
      amount: order.amount,
    });
  },
});
