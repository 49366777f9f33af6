// The owner's inbox: contact messages (with their photos) and product inquiries, newest first;
// marking one read, archiving it out of the list, and moving it back. Nothing a visitor sent is ever
// deleted here: an archived one is listed under Archived.
import { z } from "zod";
import { recordId } from "~/utils/validation";
import { prisma } from "~/db.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";

export const INBOX_VIEWS = ["inbox", "archived"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
export const inboxViewSchema = z.enum(INBOX_VIEWS).catch("inbox");

const inView = (view: InboxView) => ({ archivedAt: view === "archived" ? { not: null } : null });

export async function listInbox(view: InboxView) {
  const where = inView(view);
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [messages, inquiries, archived] = await Promise.all([
    prisma.contactMessage.findMany({ where, orderBy, take: 200 }),
    prisma.inquiry.findMany({ where, orderBy, take: 200 }),
    Promise.all([
      prisma.contactMessage.count({ where: inView("archived") }),
      prisma.inquiry.count({ where: inView("archived") }),
    ]),
  ]);
  return { view, messages, inquiries, archived: archived[0] + archived[1] };
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
  id: recordId(),
  intent: z.enum(["read", "archive", "restore"]),
});

const CHANGES = {
  read: { data: () => ({ readAt: new Date() }), done: "Marked as read.", back: "/admin/inbox" },
  // Archive is undone under Archived: the toast says where, so she can find it again.
  archive: {
    data: () => ({ archivedAt: new Date() }),
    done: "Archived. It is kept under Archived, where “Move back to Inbox” undoes this.",
    back: "/admin/inbox",
  },
  restore: {
    data: () => ({ archivedAt: null }),
    done: "Moved back to the Inbox.",
    back: "/admin/inbox?show=archived",
  },
} as const;

export async function handleInboxAction(form: FormData) {
  const parsed = inboxActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest("Unknown message or action.");
  const { kind, id, intent } = parsed.data;
  const change = CHANGES[intent];
  const data = change.data();
  const { count } =
    kind === "message"
      ? await prisma.contactMessage.updateMany({ where: { id }, data })
      : await prisma.inquiry.updateMany({ where: { id }, data });
  return redirectWithToast(change.back, {
    title: count ? "Success" : "Error",
    description: count ? change.done : "This message no longer exists.",
    variant: count ? "default" : "destructive",
  });
}
