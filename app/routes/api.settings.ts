// GET /api/settings: one object with every setting of product §3 (defaults for those never saved).
import { getSiteSettings } from "~/modules/site/settings.server";
import { apiRoute } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  GET: async () => Response.json(await getSiteSettings()),
});
