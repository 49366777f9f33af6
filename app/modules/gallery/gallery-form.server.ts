// Gallery Management from the admin page: add and edit (title, description, up to 3 photos by URL
// or uploaded in the same post), move, delete. Success toasts last 1500 ms (product §8).
import type { AppLoadContext } from "@remix-run/node";
import { createGalleryItem, deleteGalleryItem, updateGalleryItem } from "~/modules/gallery/gallery.server";
import { GALLERY_IMAGE_FIELDS, galleryFormSchema, galleryFormUrls } from "~/modules/gallery/schema";
import { storeImages } from "~/modules/media/upload.server";
import { handleListForm } from "~/modules/ordering/list-form.server";

export function handleGalleryAction(request: Request, context: AppLoadContext) {
  return handleListForm(request, context, {
    table: "galleryItem",
    back: "/admin/gallery",
    photos: { field: "photos", max: GALLERY_IMAGE_FIELDS.length },
    schema: galleryFormSchema,
    async save({ intent, id, submissionKey, ...text }, form) {
      const urls = [...galleryFormUrls(text), ...(await storeImages("gallery", form.files))];
      // Stored already: a post kept through an outage sends them back as addresses.
      urls.forEach((url, i) => form.fields.set(GALLERY_IMAGE_FIELDS[i], url));
      const item = { ...text, imageUrl: urls[0], imageUrl2: urls[1] ?? null, imageUrl3: urls[2] ?? null };
      if (intent === "add") return (await createGalleryItem(item, submissionKey)).id;
      await updateGalleryItem(id ?? 0, item);
    },
    remove: deleteGalleryItem,
    failed: {
      add: "Failed to add gallery item. Please try again.",
      update: "Failed to update gallery item. Please try again.",
      delete: "Failed to delete gallery item. Please try again.",
      reorder: "Failed to reorder gallery items. Please try again.",
    },
    done: {
      add: "Gallery item added successfully!",
      update: "Gallery item updated successfully!",
      delete: "Gallery item deleted.",
    },
    durationMs: 1500,
  });
}
