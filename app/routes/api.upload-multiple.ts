// POST /api/upload-multiple (product §7): owner images in field `photos`, at most 5, answered as {urls}.
import { requireOwner } from "~/modules/auth/session.server";
import { ownerImagePrefix, storeImages } from "~/modules/media/upload.server";
import { MAX_FILES, receiveFiles } from "~/utils/multipart.server";
import { apiRoute } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    await requireOwner(request);
    const files = await receiveFiles(request, { fields: ["photos"], maxFiles: MAX_FILES });
    const urls = await storeImages(ownerImagePrefix(request), files);
    return Response.json({ urls });
  },
});
