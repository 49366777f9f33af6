// Gallery Management from the admin page: add and edit (title, description, up to 3 photos by URL
// or uploaded in the same post), move, delete. Success toasts last 1500 ms (SPEC §8).
import { z } from "zod";
import { createGalleryItem, deleteGalleryItem, updateGalleryItem } from "~/modules/gallery/gallery.server";
import { GALLERY_IMAGE_FIELDS, GALLERY_REQUIRED_MESSAGE, galleryItemSchema } from "~/modules/gallery/schema";
import { readPageForm, storeImages } from "~/modules/media/upload.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { AppError, badRequest } from "~/utils/errors";
import { urlField } from "~/utils/validation";
import { handleOrderIntent } from "~/modules/ordering/ordered-list.server";

const BACK = "/admin/gallery";

export interface GalleryFormAnswer {
  intent: string;
  id?: number;
  error: string;
}

const FAILURES: Record<string, string> = {
  add: "Failed to add gallery item. Please try again.",
  update: "Failed to update gallery item. Please try again.",
  delete: "Failed to delete gallery item. Please try again.",
};

export async function handleGalleryAction(request: Request) {
  const form = await readPageForm(request, { fields: ["photos"], maxFiles: GALLERY_IMAGE_FIELDS.length });
  const ordered = await handleOrderIntent(
    "galleryItem",
    form.fields,
    BACK,
    "Failed to reorder gallery items. Please try again.",
  );
  if (ordered) return ordered;
  const intent = String(form.fields.get("intent"));
  const id = Number(form.fields.get("id"));
  const answer = (error: string): GalleryFormAnswer => ({ intent, id, error });
  try {
    if (intent === "delete") {
      await deleteGalleryItem(id);
      return await done("Gallery item deleted.");
    }
    if (intent !== "add" && intent !== "update") throw badRequest("Unknown action.");
    if (form.refusal) return answer(form.refusal.message);
    // Uploaded photos fill the first empty places among the three.
    const urls = GALLERY_IMAGE_FIELDS.map((field) => String(form.fields.get(field) ?? "").trim()).filter(
      Boolean,
    );
    if (urls.length + form.files.length > GALLERY_IMAGE_FIELDS.length)
      return answer("A gallery item has at most 3 images.");
    // Everything is checked before a file is stored; the main image may be a URL or a file.
    const text = galleryItemSchema
      .pick({ title: true, description: true })
      .safeParse(Object.fromEntries(form.fields));
    const links = z.array(urlField()).safeParse(urls);
    if (!text.success) return answer(text.error.issues[0].message);
    if (!links.success) return answer(links.error.issues[0].message);
    if (urls.length + form.files.length === 0) return answer(GALLERY_REQUIRED_MESSAGE);
    const stored = [...urls, ...(await storeImages("gallery", form.files))];
    const item = galleryItemSchema.parse({
      ...text.data,
      imageUrl: stored[0],
      imageUrl2: stored[1] ?? null,
      imageUrl3: stored[2] ?? null,
    });
    if (intent === "add") await createGalleryItem(item);
    else await updateGalleryItem(id, item);
    return await done(
      intent === "add" ? "Gallery item added successfully!" : "Gallery item updated successfully!",
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 415) return answer(error.message);
    return redirectWithToast(BACK, {
      title: "Error",
      description: FAILURES[intent] ?? FAILURES.update,
      variant: "destructive",
    });
  }
}

function done(description: string) {
  return redirectWithToast(BACK, { title: "Success", description, durationMs: 1500 });
}
