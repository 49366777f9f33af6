// POST /api/inquiries (public, rate limited): an inquiry about a live piece.
import { sendInquiry } from "~/modules/messages/messages.server";
import { inquirySchema } from "~/modules/messages/schema";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { apiRoute, created } from "~/utils/api.server";
import { clientIp } from "~/utils/load-context.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    await enforceRateLimit("inquiry", clientIp(context));
    const input = await readJson(request, inquirySchema);
    // An Idempotency-Key makes a retried POST (after an unknown outcome) store nothing twice.
    const submissionKey = request.headers.get("Idempotency-Key") ?? input.submissionKey;
    return created(await sendInquiry({ ...input, submissionKey }));
  },
});
