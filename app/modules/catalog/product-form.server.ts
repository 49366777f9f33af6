// The owner's product form posted to a page action: URL fields and, without JavaScript, the
// photo files in the same multipart POST (counted by the schema, stored only once all is valid).
import type { AppLoadContext } from "@remix-run/node";
import { done, ownerForm, readOwnerPost } from "~/modules/auth/owner-form.server";
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
import { productRowUrl } from "./product-pages.server";
import { getSiteSettings } from "~/modules/site/settings.server";

/** Creates (no `id`) or updates a product; answers the redirect, or the form's errors (400). */
export async function saveProductForm(request: Request, context: AppLoadContext, id?: number) {
  const post = await readOwnerPost(request, context, {
    fields: [FORM_PHOTO_FIELD],
    maxFiles: FORM_MAX_IMAGES,
  });
  return ownerForm(post, {
    schema: productFormSchema(post.files.length),
    failure: `Failed to ${id ? "update" : "add"} product. Please try again.`,
    // More files than the form takes stopped the reading: say so in the form's own words.
    refused: (refusal, { images }) =>
      refusal.status === 400 ? tooManyFilesMessage(FORM_MAX_IMAGES - images.length) : refusal.message,
    missingIsThePage: true,
    act: async ({ images, goesLiveAt: studioTime, submissionKey, ...input }) => {
      // Read before any photo is stored: a minute the clocks skip refuses the form.
      const drop = studioTime ? dropMinute(studioTime, (await getSiteSettings()).studioTimeZone) : null;
      const urls = [...images, ...(await storeImages("products", post.files))];
      const photos = Object.fromEntries(FORM_IMAGE_FIELDS.map((field, i) => [field, urls[i] ?? null]));
      const saved = { ...input, ...photos, imageUrl: urls[0], goesLiveAt: drop?.at ?? null };
      const note = drop?.note ? ` ${drop.note}` : "";
      // Back to the list at the piece's row: an edited one where she left it, a new one marked.
      if (id) {
        await updateProduct(id, saved);
        return done(await productRowUrl(id), `Product updated successfully!${note}`);
      }
      const created = await createProduct(saved, submissionKey);
      return done(await productRowUrl(created.id, { added: true }), `Product added successfully!${note}`);
    },
  });
}
