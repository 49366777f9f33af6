// A visitor's contact message or product inquiry: stored first (never lost), then the owner is
// told through the mail outbox.
import { prisma } from "~/db.server";
import { notifyOwner } from "~/modules/mail/outbox.server";
import { notFound } from "~/utils/errors";
import type { ContactInput, InquiryInput } from "./schema";

export async function sendContactMessage(input: ContactInput) {
  const { website: _honeypot, ...fields } = input;
  const message = await prisma.contactMessage.create({ data: fields });
  const photos = [
    fields.imageUrl1,
    fields.imageUrl2,
    fields.imageUrl3,
    fields.imageUrl4,
    fields.imageUrl5,
  ].filter(Boolean);
  await notifyOwner(
    `New message: ${fields.subject}`,
    `${fields.name} <${fields.email}> wrote:\n\n${fields.message}\n\nPhotos: ${photos.length ? photos.join("\n") : "none"}`,
  );
  return message;
}

export async function sendInquiry(input: InquiryInput) {
  const product = await prisma.product.findFirst({
    where: { id: input.productId, available: true },
    select: { id: true, name: true },
  });
  if (!product) throw notFound("This piece does not exist or has been removed.");
  const inquiry = await prisma.inquiry.create({
    data: {
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      message: input.message,
      productId: product.id,
      productName: product.name,
    },
  });
  await notifyOwner(
    `Inquiry about ${product.name}`,
    `${input.customerName} <${input.customerEmail}> asks about "${product.name}" (#${product.id}):\n\n${input.message}`,
  );
  return inquiry;
}
