// Collection Main Photos from the admin page: set one (URL, or an uploaded file in the same post),
// or remove it. The messages are product §5/§8's.
import type { AppLoadContext } from "@remix-run/node";
import { done, ownerForm, readOwnerPost } from "~/modules/auth/owner-form.server";
import { collectionNameSchema, collectionPhotoFormSchema } from "~/modules/collections/schema";
import { removeCollectionPhoto, setCollectionPhoto } from "~/modules/collections/collections.server";
import { storeImages } from "~/modules/media/upload.server";
import { redirectWithToast } from "~/modules/toast/toast.server";

const BACK = "/admin/collections";

export async function handleCollectionPhotoAction(request: Request, context: AppLoadContext) {
  const form = await readOwnerPost(request, context, { fields: ["photo"], maxFiles: 1 });
  if (form.fields.get("intent") === "remove") return removePhoto(form.fields.get("collectionName"));

  return ownerForm(form, {
    schema: collectionPhotoFormSchema(form.files.length),
    failure: "Failed to set collection main photo",
    act: async ({ collectionName, imageUrl }) => {
      // An uploaded file wins over an address typed as well.
      const [uploaded] = form.files.length ? await storeImages("site", form.files) : [];
      await setCollectionPhoto(collectionName, uploaded ?? imageUrl ?? "");
      return done(BACK, "Collection main photo saved.");
    },
  });
}

async function removePhoto(name: FormDataEntryValue | null) {
  try {
    await removeCollectionPhoto(collectionNameSchema.parse(name));
  } catch {
    return redirectWithToast(BACK, {
      title: "Error",
      description: "Failed to remove collection main photo",
      variant: "destructive",
    });
  }
  return redirectWithToast(BACK, { title: "Success", description: "Collection main photo removed." });
}
