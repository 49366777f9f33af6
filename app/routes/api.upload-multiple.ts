// POST /api/upload-multiple (SPEC §7): owner images in field `photos`, at most 5, answered as {urls}.
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireOwner } from "~/modules/auth/session.server";
import { MAX_FILES, ownerImagePrefix, receiveFiles, storeImages } from "~/modules/media/upload.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireOwner(request);
  const files = await receiveFiles(request, { fields: ["photos"], maxFiles: MAX_FILES });
  const urls = await storeImages(ownerImagePrefix(request), files);
  return Response.json({ urls });
}

export const loader = () => methodNotAllowed();
