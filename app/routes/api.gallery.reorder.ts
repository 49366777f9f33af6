// POST /api/gallery/reorder {items: [{id, displayOrder}]} (owner): all positions or none.
import { requireOwner } from "~/modules/auth/session.server";
import { reorderGalleryItems } from "~/modules/gallery/gallery.server";
import { reorderSchema } from "~/modules/ordering/schema";
import { apiRoute } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    await requireOwner(request);
    await reorderGalleryItems((await readJson(request, reorderSchema)).items);
    return Response.json({ reordered: true });
  },
});
