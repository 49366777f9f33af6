// A visitor's contact message or product inquiry: stored first (never lost) and once (a re-posted
// submission is recognised by its key), then the owner is told through the mail outbox.
import { liveWhere } from "~/modules/catalog/products.server";
import { prisma } from "~/db.server";
import { notifyOwner } from "~/modules/mail/outbox.server";
import { isStoredObjectUrl } from "~/modules/media/storage.server";
import { absoluteUrl } from "~/modules/seo/meta";
import { getEnv } from "~/utils/env.server";
import { badRequest, notFound } from "~/utils/errors";
import {
  CONTACT_PHOTO_MESSAGE,
  contactSubjectLabel,
  inquiryTopic,
  type ContactInput,
  type InquiryInput,
} from "./schema";
import { createOnce, submissionKeyOf } from "~/utils/submission-key.server";

export const PHOTO_KEYS = ["imageUrl1", "imageUrl2", "imageUrl3", "imageUrl4", "imageUrl5"] as const;

// The key is the server's own business, never part of an answer.
const OMIT_KEY = { submissionKey: true } as const;

export async function sendContactMessage(input: ContactInput) {
  const { website: _honeypot, submissionKey: formKey, ...fields } = input;
  // Only photos this shop stored: the owner's browser loads them when she opens her inbox.
  const foreign = PHOTO_KEYS.filter((key) => fields[key] && !isStoredObjectUrl(fields[key], "contact"));
  if (foreign.length > 0) {
    throw badRequest(
      CONTACT_PHOTO_MESSAGE,
      Object.fromEntries(foreign.map((key) => [key, [CONTACT_PHOTO_MESSAGE]])),
    );
  }
  const submissionKey = submissionKeyOf(formKey, fields);
  const { row: message, created } = await createOnce(
    submissionKey,
    () => prisma.contactMessage.create({ data: { ...fields, submissionKey }, omit: OMIT_KEY }),
    (key) => prisma.contactMessage.findUnique({ where: { submissionKey: key }, omit: OMIT_KEY }),
  );
  if (!created) return message;
  const photos = PHOTO_KEYS.flatMap((key) =>
    fields[key] ? [absoluteUrl(getEnv().publicUrl, fields[key])] : [],
  );
  await notifyOwner(
    `New message: ${contactSubjectLabel(fields.subject)}`,
    `${fields.name} <${fields.email}> wrote:\n\n${fields.message}\n\nPhotos: ${photos.length ? photos.join("\n") : "none"}`,
    fields.email,
  );
  return message;
}

export async function sendInquiry(input: InquiryInput) {
  const product = await prisma.product.findFirst({
    where: { id: input.productId, ...liveWhere() },
    select: { id: true, name: true },
  });
  if (!product) throw notFound("This piece does not exist or has been removed.");
  const data = {
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    message: input.message,
    productId: product.id,
    productName: product.name,
  };
  const submissionKey = submissionKeyOf(input.submissionKey, data);
  const { row: inquiry, created } = await createOnce(
    submissionKey,
    () => prisma.inquiry.create({ data: { ...data, submissionKey }, omit: OMIT_KEY }),
    (key) => prisma.inquiry.findUnique({ where: { submissionKey: key }, omit: OMIT_KEY }),
  );
  if (!created) return inquiry;
  await notifyOwner(
    inquiryTopic(product.name),
    `${input.customerName} <${input.customerEmail}> asks about "${product.name}" (#${product.id}):\n\n${input.message}`,
    input.customerEmail,
  );
  return inquiry;
}
