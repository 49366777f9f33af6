// POST /api/stripe/webhook: Stripe's signed events (the one cross-site write the server accepts).
import { handleWebhook } from "~/modules/checkout/webhook.server";
import { apiRoute } from "~/utils/api.server";
import { readBody } from "~/utils/http.server";

/** Stripe's events are a few KB; this leaves room for the largest with a margin. */
const MAX_EVENT_BYTES = 512 * 1024;

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    // The signature covers the exact bytes, so the body is read raw, never parsed first.
    const raw = (await readBody(request, MAX_EVENT_BYTES)).toString("utf8");
    return Response.json({
      received: true,
      ...(await handleWebhook(raw, request.headers.get("stripe-signature"))),
    });
  },
});
