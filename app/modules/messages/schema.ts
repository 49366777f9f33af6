// Contact messages and product inquiries (SPEC §3, §5), shared by the API, the forms and the browser.
import { z } from "zod";
import { honeypotShape } from "~/modules/security/honeypot";
import { EMAIL, optionalUrlField, textField } from "~/utils/validation";

export const CONTACT_SUBJECTS = [
  { value: "available_piece", label: "Inquiry about available piece" },
  { value: "commission", label: "Custom commission" },
  { value: "visit", label: "Studio visit" },
  { value: "other", label: "Other" },
] as const;

export const MAX_CONTACT_PHOTOS = 5;
/** The file input of the contact form; without JavaScript its files travel with the form. */
export const CONTACT_PHOTO_FIELD = "photos";
export const TOO_MANY_PHOTOS_MESSAGE = "You can upload a maximum of 5 images.";
export const EMAIL_MESSAGE = "Please enter a valid email address";

const text = (min: number, message: string, max: number) =>
  textField({ message }).trim().min(min, message).max(max, "This text is too long.");

/** The hidden field a public form carries to be recognised when posted again (decision 092). */
export const SUBMISSION_KEY_FIELD = "submissionKey";
const submissionKeyField = textField().max(100).optional();

export const contactSchema = z.object({
  name: text(2, "Name must be at least 2 characters", 200),
  email: textField({ message: EMAIL_MESSAGE }).trim().max(320, EMAIL_MESSAGE).email(EMAIL_MESSAGE),
  subject: text(2, "Please select a subject", 100),
  message: text(10, "Message must be at least 10 characters", 10_000),
  imageUrl1: optionalUrlField(),
  imageUrl2: optionalUrlField(),
  imageUrl3: optionalUrlField(),
  imageUrl4: optionalUrlField(),
  imageUrl5: optionalUrlField(),
  submissionKey: submissionKeyField,
  ...honeypotShape,
});

export type ContactInput = z.infer<typeof contactSchema>;

export const FILL_ALL_MESSAGE = "Please fill in all fields.";
const filled = (max: number) =>
  textField({ message: FILL_ALL_MESSAGE }).trim().min(1, FILL_ALL_MESSAGE).max(max, "This text is too long.");

export const inquirySchema = z.object({
  customerName: filled(200),
  customerEmail: filled(320).pipe(textField().regex(EMAIL, EMAIL_MESSAGE)),
  message: filled(10_000),
  productId: z.coerce
    .number({ message: "Choose a product." })
    .int("Choose a product.")
    .positive("Choose a product."),
  // The product's name is read from the database; the one sent is accepted and ignored.
  productName: textField().max(300).optional(),
  submissionKey: submissionKeyField,
  ...honeypotShape,
});

export type InquiryInput = z.infer<typeof inquirySchema>;
