// Collection main photos (product §3, §5). The photo name 'customs' serves the product category 'custom'.
import { z } from "zod";
import { optionalUrlField, textField, urlField } from "~/utils/validation";

export const COLLECTION_PHOTO_NAMES = ["handbags", "accessories", "travel", "customs"] as const;
export type CollectionPhotoName = (typeof COLLECTION_PHOTO_NAMES)[number];
export const COLLECTION_PHOTO_MESSAGE = "Please select a collection and provide an image URL";

export const collectionNameSchema = z.enum(COLLECTION_PHOTO_NAMES, { message: COLLECTION_PHOTO_MESSAGE });

export const collectionPhotoSchema = z.object({
  imageUrl: textField({ message: COLLECTION_PHOTO_MESSAGE })
    .trim()
    .min(1, COLLECTION_PHOTO_MESSAGE)
    .pipe(urlField()),
});

/**
 * The dashboard's form: a collection and its photo, by address or as a file uploaded with the form
 * (`files` counts those, chosen in the browser or received by the action).
 */
export function collectionPhotoFormSchema(files: number) {
  return z.object({
    intent: z.literal("set"),
    collectionName: collectionNameSchema,
    imageUrl: files > 0 ? optionalUrlField() : collectionPhotoSchema.shape.imageUrl,
  });
}

/** The four collections of the home page (product §1), with their fixed descriptions. */
export const COLLECTIONS = [
  { id: "handbags", photoName: "handbags", description: "One-of-a-kind reimagined luxury handbags" },
  {
    id: "accessories",
    photoName: "accessories",
    description: "Unique accessories crafted with artisanal detail",
  },
  { id: "travel", photoName: "travel", description: "Luxury travel pieces for the modern adventurer" },
  { id: "custom", photoName: "customs", description: "Bespoke creations and custom commissioned pieces" },
] as const satisfies readonly { id: string; photoName: CollectionPhotoName; description: string }[];
