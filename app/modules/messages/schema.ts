// Contact messages and product inquiries (product §3, §5), shared by the API, the forms and the browser.
import { z } from "zod";
import { honeypotShape } from "~/modules/security/honeypot";
import { recordId, strictEmail, textField } from "~/utils/validation";

export const CONTACT_SUBJECTS = [
  { value: "available_piece", label: "Inquiry about available piece" },
  { value: "commission", label: "Custom commission" },
  { value: "visit", label: "Studio visit" },
  { value: "other", label: "Other" },
] as const;
/** A contact subject in words ("Studio visit"), as the owner reads it in her inbox and her mail. */
export const contactSubjectLabel = (value: string) =>
  CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value;

/** What an inquiry is about, in the owner's notice and in the subject of her answer. */
export const inquiryTopic = (productName: string) => `Inquiry about ${productName}`;

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  (typeof CONTACT_SUBJECTS)[number]["value"],
  ...(typeof CONTACT_SUBJECTS)[number]["value"][],
];

export const MAX_CONTACT_PHOTOS = 5;
/** The file input of the contact form; without JavaScript its files travel with the form. */
export const CONTACT_PHOTO_FIELD = "photos";
export const TOO_MANY_PHOTOS_MESSAGE = "You can upload a maximum of 5 images.";
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const CONTACT_PHOTO_MESSAGE = "Attach photos with the form's photo picker.";

/**
 * A contact photo's address: a key the shop stored under contact/, at /uploads or at the S3 public
 * URL. The server also checks it is this shop's own (messages.server.ts): a visitor's address for
 * any other host would be loaded by the owner's browser when she opens her inbox.
 */
export const CONTACT_PHOTO_URL =
  /^(\/uploads|https?:\/\/[^\s?#]+)\/contact\/[0-9a-f]{32}\.(jpg|png|gif|webp|avif)$/;

const contactPhoto = () =>
  z.preprocess(
    (value) => (value === "" ? null : value),
    textField().trim().regex(CONTACT_PHOTO_URL, CONTACT_PHOTO_MESSAGE).nullable().optional(),
  );

const text = (min: number, message: string, max: number) =>
  textField({ message }).trim().min(min, message).max(max, "This text is too long.");

/** The hidden field a public form carries to be recognised when posted again (decision 092). */
export const SUBMISSION_KEY_FIELD = "submissionKey";
const submissionKeyField = textField().max(100).optional();

export const contactSchema = z.object({
  name: text(2, "Name must be at least 2 characters", 200),
  email: strictEmail(EMAIL_MESSAGE),
  // One of the form's four values (product §5): free text would reach the mail subject and the log.
  subject: z.enum(SUBJECT_VALUES, { message: "Please select a subject" }),
  message: text(10, "Message must be at least 10 characters", 10_000),
  imageUrl1: contactPhoto(),
  imageUrl2: contactPhoto(),
  imageUrl3: contactPhoto(),
  imageUrl4: contactPhoto(),
  imageUrl5: contactPhoto(),
  submissionKey: submissionKeyField,
  ...honeypotShape,
});

export type ContactInput = z.infer<typeof contactSchema>;

export const FILL_ALL_MESSAGE = "Please fill in all fields.";
const filled = (max: number) =>
  textField({ message: FILL_ALL_MESSAGE }).trim().min(1, FILL_ALL_MESSAGE).max(max, "This text is too long.");

export const inquirySchema = z.object({
  customerName: filled(200),
  customerEmail: filled(320).pipe(strictEmail(EMAIL_MESSAGE)),
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

/**
 * The cursor parameters' names of the Inbox's two lists, which page apart on the one page. Read by
 * the page's links in the browser too, so not in inbox.server.ts (the browser gets none of it).
 */
export const INBOX_LISTS = { messages: "messages", inquiries: "inquiries" } as const;

/** The Inbox's views (`?show=`): the inbox, the entries not answered yet in it, and Archived. */
export const INBOX_VIEWS = ["inbox", "unanswered", "archived"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** The Inbox's entries: a contact message or an inquiry about a piece. */
export const INBOX_KINDS = ["message", "inquiry"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

const REPLY_MAX = 10_000;
const REPLY_EMPTY_MESSAGE = "Write your reply before sending it.";
const REPLY_TOO_LONG_MESSAGE = `Your reply is too long: at most ${REPLY_MAX.toLocaleString("en-US")} characters.`;

/**
 * Her answer to an entry, written in the Inbox. The intent names the entry's kind, so a page that
 * lists message 3 and inquiry 3 shows a refusal on the one form that posted (useFormAnswer).
 */
export const inboxReplySchema = z.object({
  intent: z.enum(["reply-message", "reply-inquiry"]),
  id: recordId(),
  text: textField({ message: REPLY_EMPTY_MESSAGE })
    .trim()
    .min(1, REPLY_EMPTY_MESSAGE)
    .max(REPLY_MAX, REPLY_TOO_LONG_MESSAGE),
});

export type InboxReplyInput = z.infer<typeof inboxReplySchema>;
export const replyIntent = (kind: InboxKind) => `reply-${kind}` as const;
export const kindOfReply = (intent: InboxReplyInput["intent"]): InboxKind =>
  intent === "reply-message" ? "message" : "inquiry";
