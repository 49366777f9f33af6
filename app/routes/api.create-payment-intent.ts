// POST /api/create-payment-intent {productId} (public, rate limited): reserves the piece and
// answers {clientSecret, productName, amount}; the amount (cents) comes from the database.
import { createPaymentIntentSchema } from "~/modules/checkout/schema";
import { startCheckout } from "~/modules/checkout/reservation.server";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { apiRoute } from "~/utils/api.server";
import { clientIp } from "~/utils/load-context.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const { productId } = await readJson(request, createPaymentIntentSchema);
    await enforceRateLimit("paymentIntent", clientIp(context));
    const { clientSecret, productName, amount, setCookie } = await startCheckout(productId, request);
    return Response.json(
      { clientSecret, productName, amount, message: "Checkout ready." },
      { headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" } },
    );
  },
});
