// Gallery items (product §3, §5): title, description and main image required, two more images optional.
import { z } from "zod";
import { optionalUrlField, recordId, textField, urlField } from "~/utils/validation";

export const GALLERY_REQUIRED_MESSAGE = "All fields are required.";
export const GALLERY_TOO_MANY_IMAGES_MESSAGE = "A gallery item has at most 3 images.";
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

/**
 * The dashboard's add/edit form: the item's fields, where the main image may also be a file
 * uploaded with the form. `files` counts those (the browser counts the chosen files, the action
 * the received ones), so an upload satisfies "main image required" in both.
 */
export function galleryFormSchema(files: number) {
  return galleryItemSchema
    .pick({ title: true, description: true, imageUrl2: true, imageUrl3: true })
    .extend({
      intent: z.enum(["add", "update"]),
      id: recordId().optional(),
      /** Made by the page's loader: an add posted again is recognised (decision 120). */
      submissionKey: textField().max(100).optional(),
      imageUrl: files > 0 ? optionalUrlField() : galleryItemSchema.shape.imageUrl,
    })
    .refine((item) => galleryFormUrls(item).length + files <= GALLERY_IMAGE_FIELDS.length, {
      message: GALLERY_TOO_MANY_IMAGES_MESSAGE,
    });
}

/** The image addresses a form gave, in order; uploaded files take the places after them. */
export function galleryFormUrls(item: Partial<Record<(typeof GALLERY_IMAGE_FIELDS)[number], string | null>>) {
  return GALLERY_IMAGE_FIELDS.map((field) => item[field]).filter((url): url is string => Boolean(url));
}

export type GalleryItemInput = z.infer<typeof galleryItemSchema>;
