// POST /api/upload (product §7): field `image` is a public contact photo (rate limited), field
// `photo` an owner image; one file per request, answered as {url, fileUrl}.
import { getOwner } from "~/modules/auth/session.server";
import { ownerImagePrefix, storeContactPhotos, storeImages } from "~/modules/media/upload.server";
import { receiveFiles } from "~/utils/multipart.server";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { clientIp } from "~/utils/load-context.server";
import { apiRoute } from "~/utils/api.server";
import { unauthorized } from "~/utils/errors";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const owner = await getOwner(request);
    const [file] = await receiveFiles(request, {
      fields: ["image", "photo"],
      maxFiles: 1,
      onFile: async (field) => {
        if (field === "photo" && !owner) throw unauthorized();
        if (field === "image") await enforceRateLimit("contactPhotoUpload", clientIp(context));
      },
    });
    const [url] =
      file.field === "image"
        ? await storeContactPhotos([file], clientIp(context))
        : await storeImages(ownerImagePrefix(request), [file]);
    return Response.json({ url, fileUrl: url });
  },
});
