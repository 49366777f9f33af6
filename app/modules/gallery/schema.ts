// Gallery items (SPEC §3, §5): title, description and main image required, two more images optional.
import { z } from "zod";
import { optionalUrlField, textField, urlField } from "~/utils/validation";

export const GALLERY_REQUIRED_MESSAGE = "All fields are required.";
export const GALLERY_IMAGE_FIELDS = ["imageUrl", "imageUrl2", "imageUrl3"] as const;

const required = (max: number) =>
  textField({ message: GALLERY_REQUIRED_MESSAGE })
    .trim()
    .min(1, GALLERY_REQUIRED_MESSAGE)
    .max(max, "This text is too long.");

export const galleryItemSchema = z.object({
  title: required(200),
  description: required(5000),
  imageUrl: required(2048).pipe(urlField()),
  imageUrl2: optionalUrlField(),
  imageUrl3: optionalUrlField(),
  displayOrder: z.number().int().min(0).max(1_000_000).optional(),
});

export type GalleryItemInput = z.infer<typeof galleryItemSchema>;
