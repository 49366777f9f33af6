// Collection Main Photos from the admin page: set one (URL, or an uploaded file in the same post),
// or remove it. The messages are SPEC §5/§8's.
import { z } from "zod";
import { collectionNameSchema, COLLECTION_PHOTO_MESSAGE } from "~/modules/collections/schema";
import { removeCollectionPhoto, setCollectionPhoto } from "~/modules/collections/collections.server";
import { readPageForm, storeImages } from "~/modules/media/upload.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { AppError } from "~/utils/errors";
import { urlField } from "~/utils/validation";

const BACK = "/admin/collections";

const setSchema = z.object({
  collectionName: collectionNameSchema,
  imageUrl: z.union([z.literal(""), urlField()]).optional(),
});

export async function handleCollectionPhotoAction(request: Request) {
  const form = await readPageForm(request, { fields: ["photo"], maxFiles: 1 });
  const fields = Object.fromEntries(form.fields);
  if (fields.intent === "remove") {
    const name = collectionNameSchema.safeParse(fields.collectionName);
    try {
      if (!name.success) throw new Error("unknown collection");
      await removeCollectionPhoto(name.data);
      return redirectWithToast(BACK, { title: "Success", description: "Collection main photo removed." });
    } catch {
      return error("Failed to remove collection main photo");
    }
  }
  const parsed = setSchema.safeParse(fields);
  if (form.refusal) return { error: form.refusal.message };
  if (!parsed.success || (!parsed.data.imageUrl && form.files.length === 0))
    return { error: COLLECTION_PHOTO_MESSAGE };
  try {
    const [uploaded] = form.files.length ? await storeImages("gallery", form.files) : [];
    await setCollectionPhoto(parsed.data.collectionName, uploaded ?? parsed.data.imageUrl ?? "");
    return redirectWithToast(BACK, { title: "Success", description: "Collection main photo saved." });
  } catch (caught) {
    if (caught instanceof AppError && caught.status < 500) return { error: caught.message };
    return error("Failed to set collection main photo");
  }
}

function error(description: string) {
  return redirectWithToast(BACK, { title: "Error", description, variant: "destructive" });
}
