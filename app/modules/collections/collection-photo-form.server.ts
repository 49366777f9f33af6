// Collection Main Photos from the admin page: set one (URL, or an uploaded file in the same post),
// or remove it. The messages are product §5/§8's.
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/node";
import { collectionNameSchema, collectionPhotoFormSchema } from "~/modules/collections/schema";
import { removeCollectionPhoto, setCollectionPhoto } from "~/modules/collections/collections.server";
import { storeImages } from "~/modules/media/upload.server";
import { readPageForm } from "~/utils/multipart.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { failedSubmission, formAnswer } from "~/utils/page.server";

const BACK = "/admin/collections";

export async function handleCollectionPhotoAction(request: Request, context: AppLoadContext) {
  const form = await readPageForm(request, { fields: ["photo"], maxFiles: 1 });
  if (form.fields.get("intent") === "remove") return removePhoto(form.fields.get("collectionName"));

  const answer = formAnswer(form.fields);
  const submission = parseWithZod(form.fields, { schema: collectionPhotoFormSchema(form.files.length) });
  if (submission.status !== "success") return answer(submission.reply(), { status: 400 });
  if (form.refusal) {
    return answer(submission.reply({ formErrors: [form.refusal.message] }), { status: form.refusal.status });
  }
  const { collectionName, imageUrl } = submission.value;
  try {
    // An uploaded file wins over an address typed as well.
    const [uploaded] = form.files.length ? await storeImages("site", form.files) : [];
    await setCollectionPhoto(collectionName, uploaded ?? imageUrl ?? "");
  } catch (error) {
    const failure = failedSubmission(submission, error, "Failed to set collection main photo", {
      request,
      form: form.fields,
      context,
    });
    return answer(failure.result, failure.init);
  }
  return redirectWithToast(BACK, { title: "Success", description: "Collection main photo saved." });
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
