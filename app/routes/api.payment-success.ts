// POST /api/payment-success {productId, paymentIntentId, customerEmail, customerName} (public):
// the server reads the intent from Stripe itself and records the sale once (confirm.server.ts).
// Rate limited per address, as each confirmation may cost a call to Stripe.
import { confirmPayment } from "~/modules/checkout/confirm.server";
import { paymentSuccessSchema } from "~/modules/checkout/schema";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { apiRoute } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";
import { clientIp } from "~/utils/load-context.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const { productId, paymentIntentId, ...hint } = await readJson(request, paymentSuccessSchema);
    await enforceRateLimit("paymentConfirmation", clientIp(context));
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
