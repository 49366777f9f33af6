// POST /api/contact (public, rate limited): stores the message with up to 5 photo URLs.
import { sendContactMessage } from "~/modules/messages/messages.server";
import { contactSchema } from "~/modules/messages/schema";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { apiRoute, created } from "~/utils/api.server";
import { clientIp } from "~/utils/load-context.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    await enforceRateLimit("contact", clientIp(context));
    const input = await readJson(request, contactSchema);
    // An Idempotency-Key makes a retried POST (after an unknown outcome) store nothing twice.
    const submissionKey = request.headers.get("Idempotency-Key") ?? input.submissionKey;
    return created(await sendContactMessage({ ...input, submissionKey }));
  },
});
