// Site setting keys and the defaults the site shows (product §3, §9): free of zod, so every page's
// browser bundle can read them without carrying the validation library.
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
  // Beyond product §3: the studio's contact lines and social links, edited with the brand settings.
  "studioAddress",
  "studioHours",
  "studioPhone",
  // Where buyers write to the studio: shown in the shop's policies (decision 205), and where replies
  // to the buyers' and subscribers' mail go (blank: the owner's notice address).
  "studioEmail",
  // The zone a drop's "Goes live at" is entered and shown in (an IANA name, decision 240).
  "studioTimeZone",
  "instagramUrl",
  "pinterestUrl",
  "facebookUrl",
] as const;

export type SettingKey = (typeof SETTING_KEYS)[number];
export type SiteSettings = Record<SettingKey, string>;

export const BRAND_FONTS = ["serif", "sans", "mono", "cursive", "fantasy", "custom"] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];

/** What the site shows when a setting was never saved (product §9 defaults). */
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
  // Her address, phone and social links are hers to give: a shop without them shows none (the demo
  // content brings its own placeholders).
  studioAddress: "",
  studioHours: "By appointment only",
  studioPhone: "",
  studioEmail: "",
  studioTimeZone: "America/New_York",
  instagramUrl: "",
  pinterestUrl: "",
  facebookUrl: "",
};

/** The non-blank rules of product §5 for brand settings; other keys may be cleared. */
