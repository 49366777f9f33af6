// The order of an owner's list (products, gallery, scrolling images) from its page: a move
// button (works without JavaScript) or a dragged order posted by a fetcher.
import { data } from "@remix-run/node";
import { moveItem, reorder, type OrderedTable } from "~/modules/ordering/ordering.server";
import { moveSchema, orderFieldSchema } from "~/modules/ordering/schema";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";

/** Answers the `move` and `reorder` intents; null for any other. */
export async function handleOrderIntent(table: OrderedTable, form: FormData, back: string, failure: string) {
  switch (form.get("intent")) {
    case "move": {
      const parsed = moveSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) throw badRequest("Unknown item or direction.");
      try {
        await moveItem(table, parsed.data.id, parsed.data.direction);
        return await redirectWithToast(back, { title: "Success", description: "Order updated." });
      } catch {
        return redirectWithToast(back, { title: "Error", description: failure, variant: "destructive" });
      }
    }
    case "reorder": {
      // Posted by a fetcher after a drag: the answer tells it whether to roll back.
      const parsed = orderFieldSchema.safeParse(form.get("order"));
      if (!parsed.success) return data({ ok: false }, { status: 400 });
      try {
        await reorder(table, parsed.data);
        return data({ ok: true });
      } catch {
        return data({ ok: false }, { status: 409 });
      }
    }
    default:
      return null;
  }
}
