// The actions of the owner's product list: flip a flag, cancel a drop, move a step, save a dragged order.
import { z } from "zod";
import { recordId } from "~/utils/validation";
import {
  cancelDrop,
  PRODUCT_FLAGS,
  toggleProductFlag,
  type ProductFlag,
} from "~/modules/catalog/products.server";
import { AppError } from "~/utils/errors";
import { rowAnchor } from "~/modules/ordering/schema";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";
import { handleOrderIntent } from "~/modules/ordering/ordered-list.server";

const toggleSchema = z.object({ id: recordId(), flag: z.enum(PRODUCT_FLAGS) });

const LIST = "/admin/products";

/** What a flag's new value means, said in the toast: which piece, and what changed. */
const FLAG_CHANGED: Record<ProductFlag, (on: boolean) => string> = {
  available: (on) => (on ? "is live on the website" : "is now a hidden draft"),
  isLimitedEdition: (on) => (on ? "is marked Limited Edition" : "is no longer Limited Edition"),
  isSold: (on) => (on ? "is marked sold" : "is for sale again"),
};

/** Answers a form of the list; `page` is the query of the page it was posted from, to come back to. */
export async function handleProductListAction(form: FormData, page: URLSearchParams) {
  // Remix marks a post to an index route with `?index`; the page's own address has none.
  const query = new URLSearchParams(page);
  query.delete("index");
  const back = query.size > 0 ? `${LIST}?${query}` : LIST;
  const ordered = await handleOrderIntent(
    "product",
    form,
    back,
    "Failed to update product order. Please try again.",
  );
  if (ordered) return ordered;
  if (form.get("intent") === "cancelDrop") return cancelDropAction(form, back);
  if (form.get("intent") !== "toggle") throw badRequest("Unknown action.");
  const parsed = toggleSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest("Unknown product or flag.");
  const { id, flag } = parsed.data;
  const row = `${back}#${rowAnchor(id)}`;
  try {
    const product = await toggleProductFlag(id, flag);
    return await redirectWithToast(row, {
      title: "Success",
      description: `“${product.name}” ${FLAG_CHANGED[flag](product[flag])}.`,
    });
  } catch {
    return redirectWithToast(row, {
      title: "Error",
      description: "Failed to update product. Please try again.",
      variant: "destructive",
    });
  }
}

const cancelSchema = z.object({ id: recordId() });

async function cancelDropAction(form: FormData, back: string) {
  const parsed = cancelSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest("Unknown product.");
  const row = `${back}#${rowAnchor(parsed.data.id)}`;
  try {
    const product = await cancelDrop(parsed.data.id);
    return await redirectWithToast(row, {
      title: "Drop cancelled",
      description: `“${product.name}” is now a hidden draft.`,
    });
  } catch (error) {
    return redirectWithToast(row, {
      title: "Error",
      description:
        error instanceof AppError && error.status < 500 ? error.message : "Failed to cancel the drop.",
      variant: "destructive",
    });
  }
}
