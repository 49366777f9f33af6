// Manage Scrolling Images from the admin page: add (file and title, one multipart post), rename
// inline, move, drag, delete — with product §5/§8's messages.
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/node";
import { readPageForm, storeImages } from "~/modules/media/upload.server";
import {
  addScrollingImage,
  deleteScrollingImage,
  renameScrollingImage,
} from "~/modules/scrolling/scrolling.server";
import { scrollingFormSchema } from "~/modules/scrolling/schema";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { handleOrderIntent } from "~/modules/ordering/ordered-list.server";
import { addedRowUrl } from "~/modules/ordering/schema";
import { failedSubmission, formAnswer } from "~/utils/page.server";

const BACK = "/admin/scrolling";

const FAILURES = {
  add: "Failed to add scrolling image",
  rename: "Failed to update scrolling image",
  delete: "Failed to delete scrolling image",
};

export async function handleScrollingAction(request: Request, context: AppLoadContext) {
  const form = await readPageForm(request, { fields: ["image"], maxFiles: 1 });
  const ordered = await handleOrderIntent(
    "scrollingImage",
    form.fields,
    BACK,
    "Failed to reorder scrolling images",
  );
  if (ordered) return ordered;
  if (form.fields.get("intent") === "delete") return deleteImage(Number(form.fields.get("id")));

  // The add form answers, or the title form of image `id`.
  const answer = formAnswer(form.fields);
  const submission = parseWithZod(form.fields, { schema: scrollingFormSchema(form.files.length) });
  if (submission.status !== "success") return answer(submission.reply(), { status: 400 });
  if (form.refusal) {
    return answer(submission.reply({ formErrors: [form.refusal.message] }), { status: form.refusal.status });
  }
  const sent = submission.value;
  // An add answers at its new row (addedRowUrl).
  let back = BACK;
  try {
    if (sent.intent === "add") {
      // The file is checked (type, size) and stored only once the title is valid.
      const [imageUrl] = await storeImages("scrolling", form.files);
      const image = await addScrollingImage({ title: sent.title, imageUrl }, sent.submissionKey);
      back = addedRowUrl(BACK, image.id);
    } else {
      await renameScrollingImage(sent.id, sent.title);
    }
  } catch (error) {
    const failure = failedSubmission(submission, error, FAILURES[sent.intent], {
      request,
      form: form.fields,
      context,
    });
    return answer(failure.result, failure.init);
  }
  return done(sent.intent === "add" ? "Scrolling image added." : "Scrolling image updated.", back);
}

async function deleteImage(id: number) {
  try {
    await deleteScrollingImage(id);
  } catch {
    return redirectWithToast(BACK, { title: "Error", description: FAILURES.delete, variant: "destructive" });
  }
  return done("Scrolling image deleted.");
}

function done(description: string, to = BACK) {
  return redirectWithToast(to, { title: "Success", description });
}
