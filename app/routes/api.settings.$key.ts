// PUT /api/settings/{key} {value} (owner): only the keys of product §3, each with its rule.
import { requireOwner } from "~/modules/auth/session.server";
import { settingKeySchema, settingValueSchema } from "~/modules/site/schema";
import { saveSiteSetting } from "~/modules/site/settings.server";
import { apiRoute } from "~/utils/api.server";
import { notFound } from "~/utils/errors";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  PUT: async ({ request, params }) => {
    await requireOwner(request);
    const key = settingKeySchema.safeParse(params.key);
    if (!key.success) throw notFound("Unknown setting.");
    const { value } = await readJson(request, settingValueSchema(key.data));
    return Response.json(await saveSiteSetting(key.data, value));
  },
});
