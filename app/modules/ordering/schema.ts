// The reorder payload of SPEC §7: {items: [{id, displayOrder}]}.
import { z } from "zod";

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
