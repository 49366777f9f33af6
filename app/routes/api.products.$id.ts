// GET (a draft is 404 to the public), PUT and DELETE (owner) /api/products/{id}.
import { ownerDelete } from "~/modules/auth/owner-delete.server";
import { getOwner, requireOwner } from "~/modules/auth/session.server";
import { deleteProduct, requireProduct, updateProduct } from "~/modules/catalog/products.server";
import { productUpdateSchema } from "~/modules/catalog/schema";
import { apiRoute } from "~/utils/api.server";
import { parseId, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const id = parseId(params.id);
    return Response.json(await requireProduct(id, { includeDrafts: Boolean(await getOwner(request)) }));
  },
  PUT: async ({ request, params }) => {
    await requireOwner(request);
    const id = parseId(params.id);
    return Response.json(await updateProduct(id, await readJson(request, productUpdateSchema)));
  },
  DELETE: ownerDelete((params) => deleteProduct(parseId(params.id))),
});
