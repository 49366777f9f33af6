// POST /api/stripe/webhook: Stripe's signed events (the one cross-site write the server accepts).
import { handleWebhook } from "~/modules/checkout/webhook.server";
import { apiRoute } from "~/utils/api.server";
import { tooLarge } from "~/utils/errors";

const MAX_EVENT_BYTES = 512 * 1024;

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    if (Number(request.headers.get("content-length") ?? 0) > MAX_EVENT_BYTES) throw tooLarge();
    // The signature covers the exact bytes, so the body is read raw, never parsed first.
    const raw = await request.text();
    if (raw.length > MAX_EVENT_BYTES) throw tooLarge();
    return Response.json({
      received: true,
      ...(await handleWebhook(raw, request.headers.get("stripe-signature"))),
    });
  },
});
