// POST /api/create-payment-intent {productId, buyer?} (public, rate limited): called when the buyer
// presses "Complete Purchase"; holds the piece for this browser session and answers
// {clientSecret, productName, amount}; the amount (cents) comes from the database. `buyer`, the
// checkout's form, gives the intent its receipt email and where to ship.
import { createPaymentIntentSchema } from "~/modules/checkout/schema";
import { startCheckout } from "~/modules/checkout/reservation.server";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { apiRoute } from "~/utils/api.server";
import { clientIp } from "~/utils/load-context.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const { productId, buyer } = await readJson(request, createPaymentIntentSchema);
    await enforceRateLimit("paymentIntent", clientIp(context));
    const { clientSecret, productName, amount, setCookie } = await startCheckout(
      productId,
      request,
      clientIp(context),
      buyer,
    );
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (setCookie) headers.set("Set-Cookie", setCookie);
    return Response.json({ clientSecret, productName, amount, message: "Checkout ready." }, { headers });
  },
});
