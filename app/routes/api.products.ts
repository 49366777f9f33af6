// GET /api/products (live pieces to the public, everything to the owner), POST /api/products (owner).
import { getOwner, requireOwner } from "~/modules/auth/session.server";
import { createProduct } from "~/modules/catalog/products.server";
import { productsJson } from "~/modules/catalog/products-json.server";
import { productSchema } from "~/modules/catalog/schema";
import { apiRoute, created } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  // The JSON is PostgreSQL's own text (decision 284): sent as it comes.
  GET: async ({ request }) =>
    new Response(await productsJson({ owner: Boolean(await getOwner(request)) }), {
      headers: { "Content-Type": "application/json" },
    }),
  POST: async ({ request }) => {
    await requireOwner(request);
    return created(await createProduct(await readJson(request, productSchema)));
  },
});
