// Saving one site setting from an admin page (Brand Settings, About Section): the value checked by
// the setting's own schema (the non-blank rules of SPEC §5); for the custom font, an uploaded file
// may come in the same multipart POST instead of a URL.
import { data } from "@remix-run/node";
import { prepareFont, readPageForm, storeFiles } from "~/modules/media/upload.server";
import { settingKeySchema, settingValueSchema, type SettingKey } from "~/modules/site/schema";
import { saveSiteSetting } from "~/modules/site/settings.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { AppError, badRequest } from "~/utils/errors";

export interface SettingFormAnswer {
  key: string;
  error: string;
}

export async function saveSettingForm(
  request: Request,
  allowed: readonly SettingKey[],
  back: string,
  failure: string,
) {
  let key = "";
  try {
    const { fields, files, refusal } = await readPageForm(request, { fields: ["font"], maxFiles: 1 });
    if (refusal) throw refusal;
    const [font] = files;
    const parsedKey = settingKeySchema.safeParse(fields.get("key"));
    if (!parsedKey.success || !allowed.includes(parsedKey.data)) throw badRequest("Unknown setting.");
    key = parsedKey.data;
    let value = fields.get("value") ?? "";
    if (key === "customFontUrl" && font) [value] = await storeFiles("fonts", [prepareFont(font.bytes)]);
    const parsed = settingValueSchema(parsedKey.data).safeParse({ value });
    if (!parsed.success) {
      return data<SettingFormAnswer>({ key, error: parsed.error.issues[0].message }, { status: 400 });
    }
    await saveSiteSetting(parsedKey.data, parsed.data.value);
    return redirectWithToast(back, { title: "Success", description: "Saved." });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      return data<SettingFormAnswer>({ key, error: error.message }, { status: error.status });
    }
    console.error(`Failed to save setting ${key}:`, error);
    return redirectWithToast(back, { title: "Error", description: failure, variant: "destructive" });
  }
}
