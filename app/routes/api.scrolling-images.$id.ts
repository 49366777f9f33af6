// PUT /api/scrolling-images/{id} {title} renames; DELETE removes (owner).
import { ownerDelete } from "~/modules/auth/owner-delete.server";
import { requireOwner } from "~/modules/auth/session.server";
import { scrollingTitleSchema } from "~/modules/scrolling/schema";
import { deleteScrollingImage, renameScrollingImage } from "~/modules/scrolling/scrolling.server";
import { apiRoute } from "~/utils/api.server";
import { parseId, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  PUT: async ({ request, params }) => {
    await requireOwner(request);
    const id = parseId(params.id);
    const { title } = await readJson(request, scrollingTitleSchema);
    return Response.json(await renameScrollingImage(id, title));
  },
  DELETE: ownerDelete((params) => deleteScrollingImage(parseId(params.id))),
});
