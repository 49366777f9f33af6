// The order of an owner's list (products, gallery, scrolling images) from its page: a move
// button (works without JavaScript) or a dragged order posted by a fetcher.
import { data } from "@remix-run/node";
import { arrangeInPlace, moveItem, type OrderedTable } from "~/modules/ordering/ordering.server";
import { moveSchema, orderFieldSchema, rowAnchor, type MoveDirection } from "~/modules/ordering/schema";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";

const MOVED: Record<MoveDirection, string> = {
  up: "up one place",
  down: "down one place",
  top: "to the top",
};

/** Answers the `move` and `reorder` intents; null for any other. */
export async function handleOrderIntent(table: OrderedTable, form: FormData, back: string, failure: string) {
  switch (form.get("intent")) {
    case "move": {
      const parsed = moveSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) throw badRequest("Unknown item or direction.");
      const { id, direction, name } = parsed.data;
      // Back at the moved row, so the owner sees where it went and can tap again.
      const row = `${back}#${rowAnchor(id)}`;
      try {
        await moveItem(table, id, direction);
        return await redirectWithToast(row, {
          title: "Success",
          description: `${name ? `“${name}”` : "The item"} moved ${MOVED[direction]}.`,
        });
      } catch {
        return redirectWithToast(row, { title: "Error", description: failure, variant: "destructive" });
      }
    }
    case "reorder": {
      // Posted by a fetcher after a drag: the answer tells it whether to roll back.
      const parsed = orderFieldSchema.safeParse(form.get("order"));
      if (!parsed.success) return data({ ok: false }, { status: 400 });
      try {
        await arrangeInPlace(
          table,
          parsed.data.map((item) => item.id),
        );
        return data({ ok: true });
      } catch {
        return data({ ok: false }, { status: 409 });
      }
    }
    default:
      return null;
  }
}
