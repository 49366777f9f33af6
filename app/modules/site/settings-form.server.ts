// Saving one site setting from an admin page (Brand Settings, About Section): the value checked by
// the setting's own schema (the non-blank rules of SPEC §5); for the custom font, an uploaded file
// may come in the same multipart POST instead of a URL.
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/node";
import { prepareFont, readPageForm, storeFiles } from "~/modules/media/upload.server";
import { settingFormSchema, settingKeySchema, type SettingKey } from "~/modules/site/schema";
import { saveSiteSetting } from "~/modules/site/settings.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";
import { failedSubmission, formAnswer } from "~/utils/page.server";

interface Page {
  /** The settings this page edits. */
  allowed: readonly SettingKey[];
  back: string;
  /** SPEC §8's message for a save that failed. */
  failure: string;
}

export async function saveSettingForm(request: Request, context: AppLoadContext, page: Page) {
  const form = await readPageForm(request, { fields: ["font"], maxFiles: 1 });
  // A setting's form says which setting it saves as its intent.
  const key = settingKeySchema.safeParse(form.fields.get("intent"));
  if (!key.success || !page.allowed.includes(key.data)) throw badRequest("Unknown setting.");
  const answer = formAnswer(form.fields);
  const submission = parseWithZod(form.fields, {
    schema: settingFormSchema(key.data),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") return answer(submission.reply(), { status: 400 });
  if (form.refusal) {
    return answer(submission.reply({ formErrors: [form.refusal.message] }), { status: form.refusal.status });
  }
  try {
    const [font] = form.files;
    // An uploaded font is checked by its bytes, stored, and its address saved.
    const value =
      key.data === "customFontUrl" && font
        ? (await storeFiles("fonts", [prepareFont(font.bytes)]))[0]
        : submission.value.value;
    await saveSiteSetting(key.data, value);
  } catch (error) {
    const failure = failedSubmission(submission, error, page.failure, {
      request,
      form: form.fields,
      context,
    });
    return answer(failure.result, failure.init);
  }
  return redirectWithToast(page.back, { title: "Success", description: "Saved." });
}
