// POST /api/release-payment-intent {productId} (public): after a declined or failed attempt, the
// browser gives back its own hold on the piece (cancelling the intent) so the piece is offered again
// at once. Only the session that holds a piece can release it; otherwise nothing changes.
import { createPaymentIntentSchema } from "~/modules/checkout/schema";
import { releaseHold } from "~/modules/checkout/reservation.server";
import { apiRoute } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const { productId } = await readJson(request, createPaymentIntentSchema);
    const { released } = await releaseHold(productId, request);
    return Response.json(
      { released, message: released ? "The piece is offered again." : "Nothing was held." },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
});
