// Products (product §3, §5): the categories and the product schema shared by the API, the admin form
// and the browser. Prices are integer cents.
import { z } from "zod";
import { optionalUrlField, textField, urlField } from "~/utils/validation";
import { parseDollars } from "~/utils/money";
import {
  CHARGEABLE_PRICE_MESSAGE,
  STRIPE_USD_MAX_CHARGE_CENTS,
  STRIPE_USD_MIN_CHARGE_CENTS,
} from "~/modules/stripe/charge-limits";
import { CATEGORIES } from "./fields";
import { badRequest } from "~/utils/errors";
import { formatStudioClock, formatWallTime, readStudioMinute } from "~/utils/studio-time";

export { CATEGORIES, EXTRA_IMAGE_FIELDS, productImages, type Category } from "./fields";

export const REQUIRED_FIELDS_MESSAGE = "Validation Error: Please fill in all required fields.";
export const PRICE_MESSAGE = "Please enter a valid price.";
export { CHARGEABLE_PRICE_MESSAGE };
export const MAX_PRODUCT_IMAGES = 10;

export const TEXT_FIELDS = [
  "shipping",
  "designDetails",
  "options",
  "dimensions",
  "height",
  "width",
  "depth",
  "features",
  "whatsIncluded",
] as const;

export const GOES_LIVE_AT_MESSAGE =
  "Send goesLiveAt as a date and time with its offset, like 2026-12-04T19:00:00-05:00, or null.";
export const STUDIO_TIME_MESSAGE = "Enter a date and time, like 12/04/2026 7:00 PM.";

const clockChange = (from: string, to: string) =>
  `the clocks go ${from < to ? "forward" : "back"} from ${formatWallTime(from, "time")} to ${formatWallTime(to, "time")}`;

/**
 * The instant a drop's minute of the studio's clock names. A minute the clocks skip is refused,
 * naming the change; a minute they show twice is the first of the two, and `note` says so.
 */
export function dropMinute(local: string, zone: string): { at: Date; note?: string } {
  const minute = readStudioMinute(local, zone);
  if (!minute) throw badRequest(STUDIO_TIME_MESSAGE, { goesLiveAt: [STUDIO_TIME_MESSAGE] });
  const [time, day] = [formatWallTime(local, "time"), formatWallTime(local, "date")];
  if (minute.kind === "skipped") {
    const message = `${time} does not exist on ${day} in ${zone}: ${clockChange(minute.from, minute.to)}. Choose a time before or after the change.`;
    throw badRequest(message, { goesLiveAt: [message] });
  }
  if (minute.kind === "exact") return { at: minute.at };
  const note = `${time} comes twice on ${day} in ${zone}, as ${clockChange(minute.from, minute.to)}: the drop is at the first, ${formatStudioClock(minute.at, zone)}.`;
  return { at: minute.at, note };
}

/** A drop's minute in the API: an instant with its offset, or null for none. */
const goesLiveAt = z
  .union(
    [
      z.null(),
      z
        .string()
        .datetime({ offset: true })
        .transform((value) => new Date(value))
        // zod's pattern lets +99:99 and years past what PostgreSQL stores through: a real instant only.
        .refine((date) => date.getUTCFullYear() <= 9999, GOES_LIVE_AT_MESSAGE),
    ],
    {
      message: GOES_LIVE_AT_MESSAGE,
    },
  )
  .optional();

const required = (max: number) =>
  textField({ message: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, "This text is too long.");

/** Optional free text: blank means none. */
const optionalText = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  textField().trim().max(5000, "This text is too long.").nullable().optional(),
);

export const productSchema = z.object({
  name: required(200),
  description: required(10_000),
  price: z
    .number({ message: PRICE_MESSAGE })
    .int(PRICE_MESSAGE)
    .positive(PRICE_MESSAGE)
    // A price that is a number but one Stripe cannot charge gets its own message.
    .pipe(
      z
        .number()
        .min(STRIPE_USD_MIN_CHARGE_CENTS, CHARGEABLE_PRICE_MESSAGE)
        .max(STRIPE_USD_MAX_CHARGE_CENTS, CHARGEABLE_PRICE_MESSAGE),
    ),
  imageUrl: textField({ message: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .pipe(urlField()),
  category: z.enum(CATEGORIES, { message: REQUIRED_FIELDS_MESSAGE }),
  available: z.boolean().default(true),
  isLimitedEdition: z.boolean().default(false),
  isSold: z.boolean().default(false),
  goesLiveAt,
  showComing: z.boolean().default(false),
  announceAtRelease: z.boolean().default(false),
  displayOrder: z.number().int().min(0).max(1_000_000).optional(),
  imageUrl2: optionalUrlField(),
  imageUrl3: optionalUrlField(),
  imageUrl4: optionalUrlField(),
  imageUrl5: optionalUrlField(),
  imageUrl6: optionalUrlField(),
  imageUrl7: optionalUrlField(),
  imageUrl8: optionalUrlField(),
  imageUrl9: optionalUrlField(),
  imageUrl10: optionalUrlField(),
  shipping: optionalText,
  designDetails: optionalText,
  options: optionalText,
  dimensions: optionalText,
  height: optionalText,
  width: optionalText,
  depth: optionalText,
  features: optionalText,
  whatsIncluded: optionalText,
});

export type ProductInput = z.infer<typeof productSchema>;

/**
 * An update leaves the flags it is not sent as they are: a PUT that omits isSold must not put a
 * sold piece back on sale, nor one that omits available publish a hidden draft.
 */
export const productUpdateSchema = productSchema.extend({
  available: z.boolean().optional(),
  isLimitedEdition: z.boolean().optional(),
  isSold: z.boolean().optional(),
  showComing: z.boolean().optional(),
  announceAtRelease: z.boolean().optional(),
});

export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** The admin form allows 5 photos in all (product §5), of the 10 a product can hold. */
export const FORM_MAX_IMAGES = 5;
export const FORM_IMAGE_FIELDS = ["imageUrl", "imageUrl2", "imageUrl3", "imageUrl4", "imageUrl5"] as const;
/** The form's file input: without JavaScript its files travel with the form's own post. */
export const FORM_PHOTO_FIELD = "photos";
export const tooManyFilesMessage = (remaining: number) =>
  `Too many files: You can only upload ${remaining} more image(s).`;

/** Each required field's own line, in the order the form shows them. */
export const MISSING_FIELD_MESSAGES = {
  name: "Please enter a name.",
  description: "Please enter a description.",
  price: "Please enter a price.",
  category: "Please choose a category.",
  imageUrl: "Please add at least one photo.",
} as const;

const formText = (max: number) => textField().trim().max(max, "This text is too long.").optional();

/** Typed by name, so the form's metadata has the photos' fields (imageUrl carries their message). */
const photoFields = Object.fromEntries(FORM_IMAGE_FIELDS.map((field) => [field, formText(2048)])) as Record<
  (typeof FORM_IMAGE_FIELDS)[number],
  ReturnType<typeof formText>
>;

/**
 * What a valid product form gives: a product without its photo fields, the photo URLs, and its drop's
 * minute as the studio's wall time (the caller reads it in the studio's zone; null: no drop).
 */
const productFormOutput = productSchema
  .omit({
    imageUrl: true,
    imageUrl2: true,
    imageUrl3: true,
    imageUrl4: true,
    imageUrl5: true,
    goesLiveAt: true,
  })
  .extend({
    images: z.array(z.string()).max(FORM_MAX_IMAGES),
    goesLiveAt: z.string().nullable(),
    submissionKey: z.string().optional(),
  });

/**
 * The owner's product form (admin pages, with or without JavaScript): price typed in dollars
 * ("1,450", "$1,450.00") and stored as rounded cents, checkboxes for the flags, photos as up to five URLs in order followed by
 * `photoFiles` files sent with the form. Those files count toward the required first photo and the
 * five at most; they are stored only once the rest is valid, so the answer lists the URLs as
 * `images` and the caller puts the stored files after them. With JavaScript a picked file is
 * uploaded at once and sent as a URL, so the browser's check has no files to count.
 */
export const productFormSchema = (photoFiles = 0) =>
  z
    .object({
      name: formText(200),
      description: formText(10_000),
      price: textField().trim().optional(),
      category: textField().optional(),
      available: z.boolean().default(false),
      isLimitedEdition: z.boolean().default(false),
      isSold: z.boolean().default(false),
      goesLiveAt: formText(16).refine(
        // A real calendar minute (the zone is applied once the form is valid).
        (value) => !value || readStudioMinute(value, "UTC") !== null,
        STUDIO_TIME_MESSAGE,
      ),
      showComing: z.boolean().default(false),
      announceAtRelease: z.boolean().default(false),
      /** Made by the add page's loader: an add posted again is recognised (decision 120). */
      submissionKey: textField().max(100).optional(),
      ...photoFields,
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, formText(5000)])),
    })
    .transform((form, ctx) => {
      const fields = form as unknown as Record<string, string | undefined>;
      // Photos close up in order when one is removed.
      const images = FORM_IMAGE_FIELDS.map((field) => fields[field]).filter((url): url is string =>
        Boolean(url),
      );
      const photos = images.length + photoFiles;
      const price = form.price ? parseDollars(form.price) : NaN;
      // The spec's one message for the form, and each missing field's own, which takes the focus.
      const missing = Object.entries(MISSING_FIELD_MESSAGES).filter(([field]) =>
        field === "imageUrl" ? photos === 0 : !fields[field],
      );
      if (missing.length > 0)
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: REQUIRED_FIELDS_MESSAGE, path: [] });
      for (const [field, message] of missing)
        ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: [field] });
      if (form.price && !(price > 0))
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: PRICE_MESSAGE, path: ["price"] });
      if (missing.length > 0 || !(price > 0)) return z.NEVER;
      if (photos > FORM_MAX_IMAGES) {
        const message = tooManyFilesMessage(FORM_MAX_IMAGES - images.length);
        ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: [] });
        return z.NEVER;
      }
      // Said on the form itself: the photo boxes have no message line of their own.
      const refused = images.map((url) => urlField().safeParse(url).error).find(Boolean);
      if (refused) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: refused.issues[0].message, path: [] });
        return z.NEVER;
      }
      // A minute to go live at publishes the piece at that minute.
      const goesLiveAt = form.goesLiveAt || null;
      return { ...form, price, images, goesLiveAt, available: form.available || goesLiveAt !== null };
    })
    .pipe(productFormOutput);

export const CHOOSE_PIECES_MESSAGE = "Choose at least one piece for the drop.";

/** A drop of several pieces at once (the owner's "Schedule a drop" form): which, when, and how. */
export const dropFormSchema = z.object({
  ids: z
    .array(z.number({ message: CHOOSE_PIECES_MESSAGE }).int().positive(), { message: CHOOSE_PIECES_MESSAGE })
    .min(1, CHOOSE_PIECES_MESSAGE)
    .max(200),
  goesLiveAt: textField({ message: STUDIO_TIME_MESSAGE })
    .trim()
    .refine((value) => readStudioMinute(value, "UTC") !== null, STUDIO_TIME_MESSAGE),
  showComing: z.boolean().default(false),
  announceAtRelease: z.boolean().default(false),
});
