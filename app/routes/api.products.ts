// GET /api/products (live pieces to the public, everything to the owner), POST /api/products (owner).
import { getOwner, requireOwner } from "~/modules/auth/session.server";
import { createProduct, listAllProducts, listLiveProducts } from "~/modules/catalog/products.server";
import { productSchema } from "~/modules/catalog/schema";
import { apiRoute, created } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  GET: async ({ request }) =>
    Response.json((await getOwner(request)) ? await listAllProducts() : await listLiveProducts()),
  POST: async ({ request }) => {
    await requireOwner(request);
    return created(await createProduct(await readJson(request, productSchema)));
  },
});
