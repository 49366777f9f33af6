// The actions of the owner's product list: flip a flag, move a step, save a dragged order.
import { z } from "zod";
import { PRODUCT_FLAGS, toggleProductFlag } from "~/modules/catalog/products.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";
import { handleOrderIntent } from "~/modules/ordering/ordered-list.server";

const toggleSchema = z.object({ id: z.coerce.number().int().positive(), flag: z.enum(PRODUCT_FLAGS) });

const BACK = "/admin/products";

export async function handleProductListAction(form: FormData) {
  const ordered = await handleOrderIntent(
    "product",
    form,
    BACK,
    "Failed to update product order. Please try again.",
  );
  if (ordered) return ordered;
  if (form.get("intent") !== "toggle") throw badRequest("Unknown action.");
  const parsed = toggleSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest("Unknown product or flag.");
  try {
    await toggleProductFlag(parsed.data.id, parsed.data.flag);
    return await redirectWithToast(BACK, { title: "Success", description: "Product updated successfully!" });
  } catch {
    return redirectWithToast(BACK, {
      title: "Error",
      description: "Failed to update product. Please try again.",
      variant: "destructive",
    });
  }
}
