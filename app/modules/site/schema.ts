// Site settings' validation: the non-blank rules of product §5, URLs and the brand font choices. The
// keys and defaults live in ./defaults (no zod) and are re-exported here.
import { z } from "zod";
import { strictEmail, textField, urlField } from "~/utils/validation";
import { isTimeZone } from "~/utils/studio-time";
import { BRAND_FONTS, SETTING_KEYS, type SettingKey } from "./defaults";

export { BRAND_FONTS, DEFAULT_SETTINGS, SETTING_KEYS } from "./defaults";
export type { BrandFont, SettingKey, SiteSettings } from "./defaults";

export const brandFontSchema = z.enum(BRAND_FONTS, {
  message: "Choose serif, sans, mono, cursive, fantasy or custom.",
});

export const REQUIRED_SETTING_MESSAGES: Partial<Record<SettingKey, string>> = {
  brandName: "Brand name cannot be empty",
  heroTitle: "Hero title cannot be empty",
  heroSubtitle: "Hero subtitle cannot be empty",
  storyTitle: "Story title cannot be empty",
  storyParagraph1: "Story paragraph cannot be empty",
  storyParagraph2: "Story paragraph cannot be empty",
  storyImage: "Story image URL cannot be empty",
  processTitle: "Process title cannot be empty",
  processStep1Title: "Step title cannot be empty",
  processStep2Title: "Step title cannot be empty",
  processStep3Title: "Step title cannot be empty",
  processStep1Description: "Step description cannot be empty",
  processStep2Description: "Step description cannot be empty",
  processStep3Description: "Step description cannot be empty",
};

/** The settings that hold an image: the dashboard sets them by address or by an uploaded file. */
export const IMAGE_SETTINGS: readonly SettingKey[] = [
  "heroBackgroundImage",
  "homePageImage",
  "storyImage",
  "aboutImage",
];

/** The file field a setting's dashboard form may send with it: the custom font's, an image's, or none. */
export const settingFileField = (key: SettingKey) =>
  key === "customFontUrl" ? "font" : IMAGE_SETTINGS.includes(key) ? "image" : undefined;

const URL_SETTINGS: SettingKey[] = [
  ...IMAGE_SETTINGS,
  "customFontUrl",
  "instagramUrl",
  "pinterestUrl",
  "facebookUrl",
];

export const SETTING_EMAIL_MESSAGE = "Enter an email address like studio@example.com, or leave it empty.";

export const TIME_ZONE_MESSAGE = "Enter a time zone like America/New_York or Europe/Paris.";

export const settingKeySchema = z.enum(SETTING_KEYS, { message: "Unknown setting." });

/**
 * The schema of one setting's value, by key: its non-blank rule, URL rule or font choice. With a
 * file sent along (`files`, an image or the font uploaded in the same post), the address may be blank.
 */
export function settingValueSchema(key: SettingKey, files = 0) {
  if (key === "brandFont") return z.object({ value: brandFontSchema });
  const required = files === 0 ? REQUIRED_SETTING_MESSAGES[key] : undefined;
  let value: z.ZodTypeAny = textField({ message: required ?? "Send the value as text." })
    .trim()
    .max(5000, "This text is too long.");
  if (required) value = (value as z.ZodString).min(1, required);
  if (URL_SETTINGS.includes(key)) value = value.pipe(z.union([z.literal(""), urlField()]));
  if (key === "studioEmail") {
    value = value.pipe(
      z.union([z.literal(""), strictEmail(SETTING_EMAIL_MESSAGE)], { message: SETTING_EMAIL_MESSAGE }),
    );
  }
  if (key === "studioTimeZone") {
    value = (value as z.ZodString).refine(isTimeZone, TIME_ZONE_MESSAGE);
  }
  return z.object({ value });
}

/**
 * The dashboard's form for one setting: its `intent` is the key it saves. Parse it with Conform's
 * `disableAutoCoercion`: a setting is text, and a blank one must reach the setting's own rule
 * (its product §5 message, or allowed) rather than be read as missing. `files`: how many the post carries.
 */
export function settingFormSchema(key: SettingKey, files = 0) {
  return z.object({ intent: z.literal(key), value: settingValueSchema(key, files).shape.value });
}
