// POST /api/scrolling-images/reorder {items: [{id, displayOrder}]} (owner): all positions or none.
import { requireOwner } from "~/modules/auth/session.server";
import { reorderSchema } from "~/modules/ordering/schema";
import { reorderScrollingImages } from "~/modules/scrolling/scrolling.server";
import { apiRoute } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    await requireOwner(request);
    await reorderScrollingImages((await readJson(request, reorderSchema)).items);
    return Response.json({ reordered: true });
  },
});
