// Site settings: the keys of SPEC §3, their defaults, and the brand font choices.
import { z } from "zod";
import { urlField } from "~/utils/validation";

export const SETTING_KEYS = [
  "brandName",
  "brandFont",
  "customFontUrl",
  "heroTitle",
  "heroSubtitle",
  "heroBackgroundImage",
  "homePageImage",
  "storyTitle",
  "storyParagraph1",
  "storyParagraph2",
  "storyImage",
  "processTitle",
  "processStep1Title",
  "processStep1Description",
  "processStep2Title",
  "processStep2Description",
  "processStep3Title",
  "processStep3Description",
  "aboutTitle",
  "aboutImage",
  "aboutParagraph1",
  "aboutParagraph2",
  "aboutParagraph3",
] as const;

export type SettingKey = (typeof SETTING_KEYS)[number];
export type SiteSettings = Record<SettingKey, string>;

export const BRAND_FONTS = ["serif", "sans", "mono", "cursive", "fantasy", "custom"] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];
export const brandFontSchema = z.enum(BRAND_FONTS, {
  message: "Choose serif, sans, mono, cursive, fantasy or custom.",
});

/** What the site shows when a setting was never saved (SPEC §9 defaults). */
export const DEFAULT_SETTINGS: SiteSettings = {
  brandName: "ATELIER",
  brandFont: "serif",
  customFontUrl: "",
  heroTitle: "LUXURY REIMAGINED",
  heroSubtitle: "One-of-a-kind handbags and accessories crafted with passion",
  heroBackgroundImage: "/demo/hero.jpg",
  homePageImage: "/demo/hero.jpg",
  storyTitle: "ABOUT",
  storyParagraph1:
    "Every piece begins as a pre-loved designer handbag with a past. Taken apart by hand and rebuilt, it becomes a one-of-a-kind treasure.",
  storyParagraph2:
    "No two pieces are alike: each is made once, for one person, with the story of the bag it came from.",
  storyImage: "/demo/story.jpg",
  processTitle: "THE CREATIVE PROCESS",
  processStep1Title: "Thoughtful Curation",
  processStep1Description: "Authentic pre-loved designer pieces, chosen for character worth keeping.",
  processStep2Title: "Artistic Design",
  processStep2Description: "Each bag is sketched anew around its best materials and its history.",
  processStep3Title: "Masterful Creation",
  processStep3Description: "Cut, painted, quilted and stitched by hand, one piece at a time.",
  aboutTitle: "THE ARTIST",
  aboutImage: "/demo/about.jpg",
  aboutParagraph1: "",
  aboutParagraph2: "",
  aboutParagraph3: "",
};

/** The non-blank rules of SPEC §5 for brand settings; other keys may be cleared. */
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

const URL_SETTINGS: SettingKey[] = [
  "customFontUrl",
  "heroBackgroundImage",
  "homePageImage",
  "storyImage",
  "aboutImage",
];

export const settingKeySchema = z.enum(SETTING_KEYS, { message: "Unknown setting." });

/** The schema of one setting's value, by key: its non-blank rule, URL rule or font choice. */
export function settingValueSchema(key: SettingKey) {
  if (key === "brandFont") return z.object({ value: brandFontSchema });
  const required = REQUIRED_SETTING_MESSAGES[key];
  let value: z.ZodTypeAny = z
    .string({ message: required ?? "Send the value as text." })
    .trim()
    .max(5000, "This text is too long.");
  if (required) value = (value as z.ZodString).min(1, required);
  if (URL_SETTINGS.includes(key)) value = value.pipe(z.union([z.literal(""), urlField()]));
  return z.object({ value });
}
