// POST /api/newsletter {email} (public, rate limited); a duplicate is 409 'already subscribed'.
import { subscribe } from "~/modules/newsletter/newsletter.server";
import { newsletterSchema } from "~/modules/newsletter/schema";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { apiRoute, created } from "~/utils/api.server";
import { clientIp } from "~/utils/load-context.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    await enforceRateLimit("newsletter", clientIp(context));
    const { email } = await readJson(request, newsletterSchema);
    return created(await subscribe(email));
  },
});
