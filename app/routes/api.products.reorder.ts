// PUT /api/products/reorder {items: [{id, displayOrder}]} (owner): all positions or none.
import { requireOwner } from "~/modules/auth/session.server";
import { reorderProducts } from "~/modules/catalog/products.server";
import { reorderSchema } from "~/modules/ordering/schema";
import { apiRoute } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  PUT: async ({ request }) => {
    await requireOwner(request);
    await reorderProducts((await readJson(request, reorderSchema)).items);
    return Response.json({ reordered: true });
  },
});
