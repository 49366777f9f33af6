// The reorder payload of product §7: {items: [{id, displayOrder}]}.
import { z } from "zod";
import { recordId, textField } from "~/utils/validation";

export const reorderSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.number({ message: "Each item needs a numeric id." }).int().positive(),
        displayOrder: z
          .number({ message: "Each item needs a numeric displayOrder." })
          .int()
          .min(0)
          .max(1_000_000),
      }),
    )
    .min(1, "Send at least one item.")
    .max(1000, "Too many items.")
    .refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      "Each id may appear once.",
    ),
});

export type ReorderItems = z.infer<typeof reorderSchema>["items"];

/** A dragged list posted by a page form: `order=3,1,2` becomes items numbered 0..n-1. */
export const orderFieldSchema = textField()
  .regex(/^\d+(,\d+)*$/, "Send the ids in their new order.")
  .transform((value) => value.split(",").map((id, displayOrder) => ({ id: Number(id), displayOrder })))
  .pipe(reorderSchema.shape.items);

export const MOVE_DIRECTIONS = ["up", "down", "top"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

export const moveSchema = z.object({
  id: recordId(),
  direction: z.enum(MOVE_DIRECTIONS),
  /** The row's name as the owner's list shows it, only to say in the toast what moved. */
  name: z.string().trim().max(200).optional().catch(undefined),
});

/**
 * The element id of an item's row in an owner's list: answers to a row's forms come back to
 * `#item-{id}`, so the row stays in view after the page reloads (with or without JavaScript).
 */
export const rowAnchor = (id: number) => `item-${id}`;

/** The address parameter naming the row an add just made (`?added={id}`). */
export const ADDED_PARAM = "added";

/**
 * Where an add answers: the list page naming the new row, which the page marks and which keys the
 * add form anew (so it is empty again), at the row's anchor, so the new row comes into view.
 */
export const addedRowUrl = (back: string, id: number) => `${back}?${ADDED_PARAM}=${id}#${rowAnchor(id)}`;
