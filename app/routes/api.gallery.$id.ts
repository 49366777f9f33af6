// PUT and DELETE /api/gallery/{id} (owner); GET for symmetry with the list.
import { ownerDelete } from "~/modules/auth/owner-delete.server";
import { requireOwner } from "~/modules/auth/session.server";
import { deleteGalleryItem, getGalleryItem, updateGalleryItem } from "~/modules/gallery/gallery.server";
import { galleryItemSchema } from "~/modules/gallery/schema";
import { apiRoute } from "~/utils/api.server";
import { parseId, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  GET: async ({ params }) => Response.json(await getGalleryItem(parseId(params.id))),
  PUT: async ({ request, params }) => {
    await requireOwner(request);
    const id = parseId(params.id);
    return Response.json(await updateGalleryItem(id, await readJson(request, galleryItemSchema)));
  },
  DELETE: ownerDelete((params) => deleteGalleryItem(parseId(params.id))),
});
