// A toast: the title and description texts of product §8, and how long it stays.
import { z } from "zod";

export const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
  durationMs: z.number().int().positive().optional(),
});

export type Toast = z.input<typeof toastSchema>;
