// POST /api/upload-font (product §7): the owner's brand font in field `font`, answered as {fontUrl}.
import { requireOwner } from "~/modules/auth/session.server";
import { prepareFont, storeFiles } from "~/modules/media/upload.server";
import { receiveFiles } from "~/utils/multipart.server";
import { apiRoute } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    await requireOwner(request);
    const [file] = await receiveFiles(request, { fields: ["font"], maxFiles: 1 });
    const [fontUrl] = await storeFiles("fonts", [prepareFont(file.bytes)]);
    return Response.json({ fontUrl });
  },
});
