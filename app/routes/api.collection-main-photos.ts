// GET /api/collection-main-photos (public).
import { listCollectionPhotos } from "~/modules/collections/collections.server";
import { apiRoute } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  GET: async () => Response.json(await listCollectionPhotos()),
});
