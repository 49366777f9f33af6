// POST /api/upload-font (SPEC §7): the owner's brand font in field `font`, answered as {fontUrl}.
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireOwner } from "~/modules/auth/session.server";
import { prepareFont, receiveFiles, storeFiles } from "~/modules/media/upload.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireOwner(request);
  const [file] = await receiveFiles(request, { fields: ["font"], maxFiles: 1 });
  const [fontUrl] = await storeFiles("fonts", [prepareFont(file.bytes)]);
  return Response.json({ fontUrl });
}

export const loader = () => methodNotAllowed();
