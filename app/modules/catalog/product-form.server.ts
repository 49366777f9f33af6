// The owner's product form posted to a page action: URL fields and, without JavaScript, the
// photo files in the same multipart POST (counted by the schema, stored only once all is valid).
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { createProduct, updateProduct } from "~/modules/catalog/products.server";
import {
  FORM_IMAGE_FIELDS,
  FORM_MAX_IMAGES,
  FORM_PHOTO_FIELD,
  dropMinute,
  productFormSchema,
  tooManyFilesMessage,
} from "~/modules/catalog/schema";
import { storeImages } from "~/modules/media/upload.server";
import { readPageForm } from "~/utils/multipart.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { addedRowUrl, rowAnchor } from "~/modules/ordering/schema";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { AppError } from "~/utils/errors";
import { replyWithFailure } from "~/utils/page.server";

/** Creates (no `id`) or updates a product; answers the redirect, or the form's errors (400). */
export async function saveProductForm(request: Request, id?: number) {
  const form = await readPageForm(request, { fields: [FORM_PHOTO_FIELD], maxFiles: FORM_MAX_IMAGES });
  const submission = parseWithZod(form.fields, { schema: productFormSchema(form.files.length) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { images, goesLiveAt: studioTime, submissionKey, ...input } = submission.value;
  if (form.refusal) {
    // More files than the form takes stopped the reading: say so in the form's own words.
    const message =
      form.refusal.status === 400
        ? tooManyFilesMessage(FORM_MAX_IMAGES - images.length)
        : form.refusal.message;
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 });
  }
  const action = id ? "update" : "add";
  // Back to the list at the piece's row: an edited one where she left it, a new one marked.
  let back: string;
  let note: string | undefined;
  try {
    // Read before any photo is stored: a minute the clocks skip refuses the form.
    const drop = studioTime ? dropMinute(studioTime, (await getSiteSettings()).studioTimeZone) : null;
    note = drop?.note;
    const urls = [...images, ...(await storeImages("products", form.files))];
    const photos = Object.fromEntries(FORM_IMAGE_FIELDS.map((field, i) => [field, urls[i] ?? null]));
    const saved = { ...input, ...photos, imageUrl: urls[0], goesLiveAt: drop?.at ?? null };
    if (id) {
      await updateProduct(id, saved);
      back = `/admin/products#${rowAnchor(id)}`;
    } else {
      back = addedRowUrl("/admin/products", (await createProduct(saved, submissionKey)).id);
    }
  } catch (error) {
    // A product deleted meanwhile is the page's own 404.
    if (error instanceof AppError && error.status === 404) throw error;
    return replyWithFailure(submission, error, `Failed to ${action} product. Please try again.`);
  }
  return redirectWithToast(back, {
    title: "Success",
    description: `${id ? "Product updated successfully!" : "Product added successfully!"}${note ? ` ${note}` : ""}`,
  });
}
