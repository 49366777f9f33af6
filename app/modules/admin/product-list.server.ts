// The actions of the owner's product list: flip a flag, move a step, save a dragged order.
import { z } from "zod";
import { PRODUCT_FLAGS, reorderProducts, toggleProductFlag } from "~/modules/catalog/products.server";
import { moveItem } from "~/modules/ordering/ordering.server";
import { moveSchema, orderFieldSchema } from "~/modules/ordering/schema";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/http.server";

const toggleSchema = z.object({ id: z.coerce.number().int().positive(), flag: z.enum(PRODUCT_FLAGS) });

const ORDER_FAILED = "Failed to update product order. Please try again.";

export async function handleProductListAction(form: FormData) {
  const back = "/admin/products";
  switch (form.get("intent")) {
    case "toggle": {
      const parsed = toggleSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) throw badRequest("Unknown product or flag.");
      try {
        await toggleProductFlag(parsed.data.id, parsed.data.flag);
        return redirectWithToast(back, { title: "Success", description: "Product updated successfully!" });
      } catch {
        return failure(back, "Failed to update product. Please try again.");
      }
    }
    case "move": {
      const parsed = moveSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) throw badRequest("Unknown product or direction.");
      try {
        await moveItem("product", parsed.data.id, parsed.data.direction);
        return redirectWithToast(back, { title: "Success", description: "Product order updated." });
      } catch {
        return failure(back, ORDER_FAILED);
      }
    }
    case "reorder": {
      // Posted by a fetcher after a drag: the answer tells it whether to roll back.
      const parsed = orderFieldSchema.safeParse(form.get("order"));
      if (!parsed.success) return Response.json({ ok: false }, { status: 400 });
      try {
        await reorderProducts(parsed.data);
        return Response.json({ ok: true });
      } catch {
        return Response.json({ ok: false }, { status: 409 });
      }
    }
    default:
      throw badRequest("Unknown action.");
  }
}

function failure(back: string, description: string) {
  return redirectWithToast(back, { title: "Error", description, variant: "destructive" });
}
