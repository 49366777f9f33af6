// GET /api/scrolling-images (public), POST (owner): a new image goes last.
import { requireOwner } from "~/modules/auth/session.server";
import { scrollingImageSchema } from "~/modules/scrolling/schema";
import { addScrollingImage, listScrollingImages } from "~/modules/scrolling/scrolling.server";
import { apiRoute, created } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  GET: async () => Response.json(await listScrollingImages()),
  POST: async ({ request }) => {
    await requireOwner(request);
    return created(await addScrollingImage(await readJson(request, scrollingImageSchema)));
  },
});
