// The owner's inbox: contact messages (with their photos) and product inquiries, newest first;
// marking one read, or archiving it out of the list. Nothing a visitor sent is ever deleted here.
import { z } from "zod";
import { prisma } from "~/db.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";

export async function listInbox() {
  const where = { archivedAt: null };
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [messages, inquiries] = await Promise.all([
    prisma.contactMessage.findMany({ where, orderBy, take: 200 }),
    prisma.inquiry.findMany({ where, orderBy, take: 200 }),
  ]);
  return { messages, inquiries };
}

/** Messages and inquiries not yet read, for the dashboard's navigation. */
export async function countUnread() {
  const where = { archivedAt: null, readAt: null };
  const [messages, inquiries] = await Promise.all([
    prisma.contactMessage.count({ where }),
    prisma.inquiry.count({ where }),
  ]);
  return messages + inquiries;
}

const inboxActionSchema = z.object({
  kind: z.enum(["message", "inquiry"]),
  id: z.coerce.number().int().positive(),
  intent: z.enum(["read", "archive"]),
});

export async function handleInboxAction(form: FormData) {
  const parsed = inboxActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest("Unknown message or action.");
  const { kind, id, intent } = parsed.data;
  const data = intent === "read" ? { readAt: new Date() } : { archivedAt: new Date() };
  const { count } =
    kind === "message"
      ? await prisma.contactMessage.updateMany({ where: { id }, data })
      : await prisma.inquiry.updateMany({ where: { id }, data });
  return redirectWithToast("/admin/inbox", {
    title: count ? "Success" : "Error",
    description: count
      ? intent === "read"
        ? "Marked as read."
        : "Archived."
      : "This message no longer exists.",
    variant: count ? "default" : "destructive",
  });
}
