// The dashboard pages of site settings (Brand Settings, About Section): their loader, and the save
// of one setting, its value checked by the setting's own schema (the non-blank rules of product §5);
// for the custom font and the images, an uploaded file may come in the same multipart POST instead
// of a URL, and wins over one.
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { done, ownerForm, readOwnerPost } from "~/modules/auth/owner-form.server";
import { prepareFont, storeFiles, storeImages } from "~/modules/media/upload.server";
import type { ReceivedFile } from "~/utils/multipart.server";
import {
  settingFileField,
  settingFormSchema,
  settingKeySchema,
  type SettingKey,
} from "~/modules/site/schema";
import { getSiteSettings, saveSiteSetting } from "~/modules/site/settings.server";
import { badRequest } from "~/utils/errors";

interface Page {
  /** The settings this page edits. */
  allowed: readonly SettingKey[];
  back: string;
  /** product §8's message for a save that failed. */
  failure: string;
}

/** The loader of a dashboard page of settings: the owner's, with every setting. */
export function loadSettingsPage(request: Request) {
  return ownerLoader(request, async () => ({ settings: await getSiteSettings() }));
}

/** The action of a dashboard page of settings: the owner's save of one of the page's settings. */
export function saveSettingsPage({ request, context }: ActionFunctionArgs, page: Page) {
  return ownerAction(request, context, () => saveSettingForm(request, context, page));
}

async function saveSettingForm(request: Request, context: AppLoadContext, page: Page) {
  const form = await readOwnerPost(request, context, { fields: ["font", "image"], maxFiles: 1 });
  // A setting's form says which setting it saves as its intent.
  const key = settingKeySchema.safeParse(form.fields.get("intent"));
  if (!key.success || !page.allowed.includes(key.data)) throw badRequest("Unknown setting.");
  // Only the file this setting takes counts: a font sent with an image's form is no image.
  const file = form.files.find((sent) => sent.field === settingFileField(key.data));
  return ownerForm(form, {
    schema: settingFormSchema(key.data, file ? 1 : 0),
    disableAutoCoercion: true,
    failure: page.failure,
    act: async (submitted) => {
      // An uploaded file is checked by its bytes, stored, and its address saved.
      const value = file ? await storeSettingFile(key.data, file) : submitted.value;
      // Stored already: a post kept through an outage sends it back as the address.
      form.fields.set("value", value);
      await saveSiteSetting(key.data, value);
      return done(page.back, "Saved.");
    },
  });
}

async function storeSettingFile(key: SettingKey, file: ReceivedFile) {
  const [url] =
    key === "customFontUrl"
      ? await storeFiles("fonts", [prepareFont(file.bytes)])
      : await storeImages("site", [file]);
  return url;
}
