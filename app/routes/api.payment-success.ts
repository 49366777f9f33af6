// POST /api/payment-success {productId, paymentIntentId, customerEmail, customerName} (public):
// the server reads the intent from Stripe itself and records the sale once (confirm.server.ts).
// A payment still processing answers 202 {status: "processing"}; one that failed, 402.
// Rate limited per address, as each confirmation may cost a call to Stripe.
import { confirmPayment, PaymentProcessing } from "~/modules/checkout/confirm.server";
import { PROCESSING_MESSAGE } from "~/modules/checkout/payment-words";
import { paymentSuccessSchema } from "~/modules/checkout/schema";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { apiRoute } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";
import { clientIp } from "~/utils/load-context.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const { productId, paymentIntentId, ...hint } = await readJson(request, paymentSuccessSchema);
    await enforceRateLimit("paymentConfirmation", clientIp(context));
    const order = await confirmPayment(paymentIntentId, productId, hint).catch((error) => {
      if (error instanceof PaymentProcessing) return null;
      throw error;
    });
    if (!order) {
      // Received and held for the buyer; the webhook records the sale when it settles.
      return Response.json(
        { success: false, status: "processing", message: PROCESSING_MESSAGE },
        { status: 202 },
      );
    }
    return Response.json({
      success: order.status !== "refunded",
      orderId: order.id,
      status: order.status,
      productName: order.productName,
      amount: order.amount,
    });
  },
});
