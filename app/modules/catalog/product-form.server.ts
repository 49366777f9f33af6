// The owner's product form posted to a page action: URL fields and, without JavaScript, the
// photo files in the same multipart POST (stored only once the fields are valid).
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { createProduct, updateProduct } from "~/modules/catalog/products.server";
import {
  FORM_IMAGE_FIELDS,
  FORM_MAX_IMAGES,
  productFormSchema,
  productImages,
  tooManyFilesMessage,
} from "~/modules/catalog/schema";
import { readPageForm, storeImages } from "~/modules/media/upload.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { AppError } from "~/utils/errors";
import { replyWithFailure } from "~/utils/page.server";

export const PRODUCT_PHOTO_FIELD = "photos";

/** Creates (no `id`) or updates a product; answers the redirect, or the form's errors (400). */
export async function saveProductForm(request: Request, id?: number) {
  const form = await readPageForm(request, { fields: [PRODUCT_PHOTO_FIELD], maxFiles: FORM_MAX_IMAGES });
  const submission = parseWithZod(form.fields, { schema: productFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const input = submission.value;
  const images = productImages(input).slice(0, FORM_MAX_IMAGES);
  const refuse = (message: string) =>
    data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 });
  if (form.refusal) {
    return refuse(
      form.refusal.status === 400
        ? tooManyFilesMessage(FORM_MAX_IMAGES - images.length)
        : form.refusal.message,
    );
  }
  if (images.length + form.files.length > FORM_MAX_IMAGES) {
    return refuse(tooManyFilesMessage(FORM_MAX_IMAGES - images.length));
  }
  const action = id ? "update" : "add";
  try {
    const urls = [...images, ...(await storeImages("products", form.files))];
    const photos = Object.fromEntries(FORM_IMAGE_FIELDS.map((field, i) => [field, urls[i] ?? null]));
    const saved = { ...input, ...photos, imageUrl: urls[0] };
    if (id) await updateProduct(id, saved);
    else await createProduct(saved);
  } catch (error) {
    // A product deleted meanwhile is the page's own 404.
    if (error instanceof AppError && error.status === 404) throw error;
    return replyWithFailure(submission, error, `Failed to ${action} product. Please try again.`);
  }
  return redirectWithToast("/admin/products", {
    title: "Success",
    description: id ? "Product updated successfully!" : "Product added successfully!",
  });
}
