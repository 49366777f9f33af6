// The dashboard pages of site settings (Brand Settings, About Section): their loader, and the save
// of one setting, its value checked by the setting's own schema (the non-blank rules of product §5);
// for the custom font and the images, an uploaded file may come in the same multipart POST instead
// of a URL, and wins over one.
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { ownerAction } from "~/modules/auth/owner-action.server";
import { requireOwner } from "~/modules/auth/session.server";
import { prepareFont, storeFiles, storeImages } from "~/modules/media/upload.server";
import { readPageForm, type ReceivedFile } from "~/utils/multipart.server";
import {
  settingFileField,
  settingFormSchema,
  settingKeySchema,
  type SettingKey,
} from "~/modules/site/schema";
import { getSiteSettings, saveSiteSetting } from "~/modules/site/settings.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";
import { failedSubmission, formAnswer, withPageErrors } from "~/utils/page.server";

interface Page {
  /** The settings this page edits. */
  allowed: readonly SettingKey[];
  back: string;
  /** product §8's message for a save that failed. */
  failure: string;
}

/** The loader of a dashboard page of settings: the owner's, with every setting. */
export function loadSettingsPage(request: Request) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return { settings: await getSiteSettings() };
  });
}

/** The action of a dashboard page of settings: the owner's save of one of the page's settings. */
export function saveSettingsPage({ request, context }: ActionFunctionArgs, page: Page) {
  return ownerAction(request, context, () => saveSettingForm(request, context, page));
}

async function saveSettingForm(request: Request, context: AppLoadContext, page: Page) {
  const form = await readPageForm(request, { fields: ["font", "image"], maxFiles: 1 });
  // A setting's form says which setting it saves as its intent.
  const key = settingKeySchema.safeParse(form.fields.get("intent"));
  if (!key.success || !page.allowed.includes(key.data)) throw badRequest("Unknown setting.");
  const answer = formAnswer(form.fields);
  // Only the file this setting takes counts: a font sent with an image's form is no image.
  const file = form.files.find((sent) => sent.field === settingFileField(key.data));
  const submission = parseWithZod(form.fields, {
    schema: settingFormSchema(key.data, file ? 1 : 0),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") return answer(submission.reply(), { status: 400 });
  if (form.refusal) {
    return answer(submission.reply({ formErrors: [form.refusal.message] }), { status: form.refusal.status });
  }
  try {
    // An uploaded file is checked by its bytes, stored, and its address saved.
    const value = file ? await storeSettingFile(key.data, file) : submission.value.value;
    // Stored already: a post kept through an outage sends it back as the address.
    form.fields.set("value", value);
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

async function storeSettingFile(key: SettingKey, file: ReceivedFile) {
  const [url] =
    key === "customFontUrl"
      ? await storeFiles("fonts", [prepareFont(file.bytes)])
      : await storeImages("site", [file]);
  return url;
}
