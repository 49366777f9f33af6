// The frame of a dashboard list's page action (Gallery Management, Manage Scrolling Images): its
// move and delete buttons, then its add or edit form, whose photos come in the same multipart post
// and are stored only once the fields are valid. A failed save keeps what she typed (decision 120).
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { done, ownerForm, readOwnerPost } from "~/modules/auth/owner-form.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import type { ReceivedForm } from "~/utils/multipart.server";
import { handleOrderIntent } from "./ordered-list.server";
import type { OrderedTable } from "./ordering.server";
import { addedRowUrl } from "./schema";

type FormSchema = z.ZodType<{ intent: string }, z.ZodTypeDef, unknown>;
type Intent<Schema extends FormSchema> = z.output<Schema>["intent"];

export interface ListForm<Schema extends FormSchema> {
  table: OrderedTable;
  /** The list's page, where every answer goes back to (an add's at its new row). */
  back: string;
  /** The multipart field of the form's photos and how many it takes. */
  photos: { field: string; max: number };
  /** The form's schema, given how many photo files came with it. */
  schema: (files: number) => Schema;
  /** Stores what the form sent; answers the new row's id for an add. */
  save: (value: z.output<Schema>, form: ReceivedForm) => Promise<number | void>;
  remove: (id: number) => Promise<unknown>;
  /** The toasts: what failed, and what was done, by intent. */
  failed: Record<Intent<Schema> | "reorder" | "delete", string>;
  done: Record<Intent<Schema> | "delete", string>;
  /** How long the success toast stays, when not the default. */
  durationMs?: number;
}

export async function handleListForm<Schema extends FormSchema>(
  request: Request,
  context: AppLoadContext,
  list: ListForm<Schema>,
) {
  const form = await readOwnerPost(request, context, {
    fields: [list.photos.field],
    maxFiles: list.photos.max,
  });
  const ordered = await handleOrderIntent(list.table, form.fields, list.back, list.failed.reorder);
  if (ordered) return ordered;
  const toast = { durationMs: list.durationMs };

  if (form.fields.get("intent") === "delete") {
    try {
      await list.remove(Number(form.fields.get("id")));
    } catch {
      return redirectWithToast(list.back, {
        title: "Error",
        description: list.failed.delete,
        variant: "destructive",
      });
    }
    return redirectWithToast(list.back, { title: "Success", description: list.done.delete, ...toast });
  }

  // The add form answers, or the edit form of row `id`.
  return ownerForm(form, {
    schema: list.schema(form.files.length),
    failure: (value) => list.failed[value.intent as Intent<Schema>],
    act: async (value) => {
      const added = await list.save(value, form);
      return done(
        added ? addedRowUrl(list.back, added) : list.back,
        list.done[value.intent as Intent<Schema>],
        toast,
      );
    },
  });
}
