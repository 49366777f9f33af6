// Gallery Management from the admin page: add and edit (title, description, up to 3 photos by URL
// or uploaded in the same post), move, delete. Success toasts last 1500 ms (product §8).
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/node";
import { createGalleryItem, deleteGalleryItem, updateGalleryItem } from "~/modules/gallery/gallery.server";
import { GALLERY_IMAGE_FIELDS, galleryFormSchema, galleryFormUrls } from "~/modules/gallery/schema";
import { readPageForm, storeImages } from "~/modules/media/upload.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { handleOrderIntent } from "~/modules/ordering/ordered-list.server";
import { addedRowUrl } from "~/modules/ordering/schema";
import { failedSubmission, formAnswer } from "~/utils/page.server";

const BACK = "/admin/gallery";

const FAILURES = {
  add: "Failed to add gallery item. Please try again.",
  update: "Failed to update gallery item. Please try again.",
  delete: "Failed to delete gallery item. Please try again.",
};

export async function handleGalleryAction(request: Request, context: AppLoadContext) {
  const form = await readPageForm(request, { fields: ["photos"], maxFiles: GALLERY_IMAGE_FIELDS.length });
  const ordered = await handleOrderIntent(
    "galleryItem",
    form.fields,
    BACK,
    "Failed to reorder gallery items. Please try again.",
  );
  if (ordered) return ordered;
  if (form.fields.get("intent") === "delete") return deleteItem(Number(form.fields.get("id")));

  // The add form answers, or the edit form of item `id`.
  const answer = formAnswer(form.fields);
  const submission = parseWithZod(form.fields, { schema: galleryFormSchema(form.files.length) });
  if (submission.status !== "success") return answer(submission.reply(), { status: 400 });
  if (form.refusal) {
    return answer(submission.reply({ formErrors: [form.refusal.message] }), {
      status: form.refusal.status,
    });
  }
  const { intent, id, submissionKey, ...text } = submission.value;
  // An add answers at its new row (addedRowUrl).
  let back = BACK;
  try {
    // Files are checked (type, size) and stored only once the fields are valid.
    const urls = [...galleryFormUrls(text), ...(await storeImages("gallery", form.files))];
    // Stored already: a post kept through an outage sends them back as addresses.
    urls.forEach((url, i) => form.fields.set(GALLERY_IMAGE_FIELDS[i], url));
    const item = { ...text, imageUrl: urls[0], imageUrl2: urls[1] ?? null, imageUrl3: urls[2] ?? null };
    if (intent === "add") back = addedRowUrl(BACK, (await createGalleryItem(item, submissionKey)).id);
    else await updateGalleryItem(id ?? 0, item);
  } catch (error) {
    const failure = failedSubmission(submission, error, FAILURES[intent], {
      request,
      form: form.fields,
      context,
    });
    return answer(failure.result, failure.init);
  }
  return done(
    intent === "add" ? "Gallery item added successfully!" : "Gallery item updated successfully!",
    back,
  );
}

async function deleteItem(id: number) {
  try {
    await deleteGalleryItem(id);
  } catch {
    return redirectWithToast(BACK, { title: "Error", description: FAILURES.delete, variant: "destructive" });
  }
  return done("Gallery item deleted.");
}

function done(description: string, to = BACK) {
  return redirectWithToast(to, { title: "Success", description, durationMs: 1500 });
}
