// PUT /api/collection-main-photos/{collection} {imageUrl} sets the photo; DELETE removes it (owner).
import { ownerDelete } from "~/modules/auth/owner-delete.server";
import { requireOwner } from "~/modules/auth/session.server";
import { removeCollectionPhoto, setCollectionPhoto } from "~/modules/collections/collections.server";
import { collectionNameSchema, collectionPhotoSchema } from "~/modules/collections/schema";
import { apiRoute } from "~/utils/api.server";
import { badRequest, zodErrors } from "~/utils/errors";
import { readJson } from "~/utils/http.server";

function parseCollection(value: string | undefined) {
  const result = collectionNameSchema.safeParse(value);
  if (result.success) return result.data;
  const { message } = zodErrors(result.error);
  throw badRequest(message, { collection: [message] });
}

export const { loader, action } = apiRoute({
  PUT: async ({ request, params }) => {
    await requireOwner(request);
    const collection = parseCollection(params.collection);
    const { imageUrl } = await readJson(request, collectionPhotoSchema);
    return Response.json(await setCollectionPhoto(collection, imageUrl));
  },
  DELETE: ownerDelete((params) => removeCollectionPhoto(parseCollection(params.collection))),
});
