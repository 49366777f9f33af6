// GET /api/gallery (public), POST /api/gallery (owner).
import { requireOwner } from "~/modules/auth/session.server";
import { createGalleryItem, listGalleryItems } from "~/modules/gallery/gallery.server";
import { galleryItemSchema } from "~/modules/gallery/schema";
import { apiRoute, created } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  GET: async () => Response.json(await listGalleryItems()),
  POST: async ({ request }) => {
    await requireOwner(request);
    return created(await createGalleryItem(await readJson(request, galleryItemSchema)));
  },
});
