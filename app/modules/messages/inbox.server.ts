// The owner's inbox: contact messages (with their photos) and product inquiries, newest first, each
// list paged by key on its own, with her replies; answering one, marking it read, archiving it out
// of the list, and moving it back. Nothing a visitor sent is ever deleted here: an archived one is
// listed under Archived.
import type { ContactMessage, Inquiry, Prisma } from "@prisma/client";
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { recordId } from "~/utils/validation";
import { prisma } from "~/db.server";
import { done, ownerForm, readOwnerPost } from "~/modules/auth/owner-form.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";
import { cursorParams, listAddress, type KeysetPage } from "~/utils/keyset-page";
import { keyset, type SortField } from "~/utils/keyset-page.server";
import { REPLIES_OF_ENTRY, replyToEntry } from "./replies.server";
import { letterSnippet, LETTER_PARAM, openEntryOf } from "./open-letter";
import {
  INBOX_KINDS,
  INBOX_LISTS,
  INBOX_VIEWS,
  inboxReplySchema,
  kindOfReply,
  type InboxView,
} from "./schema";

const inboxViewSchema = z.enum(INBOX_VIEWS).catch("inbox");

/** An entry of the view, message or inquiry alike (both name their replies `replies`). */
const inView = (view: InboxView) =>
  view === "archived"
    ? { archivedAt: { not: null } }
    : view === "unanswered"
      ? { archivedAt: null, replies: { none: {} } }
      : { archivedAt: null };

/**
 * Entries of each list a page shows, two lists to a page: 50 lines in all, as the other lists show
 * (decision 348; whole letters then, lines since decision 365).
 */
export const INBOX_PAGE_SIZE = 25;

/** Both lists' order, which the `(archivedAt, createdAt, id)` indexes serve. */
const NEWEST_FIRST: SortField<"createdAt" | "id">[] = [
  { field: "createdAt", kind: "date", descending: true },
  { field: "id", kind: "int", descending: true },
];
const messagesNewestFirst = keyset<
  ContactMessage,
  Prisma.ContactMessageWhereInput,
  Prisma.ContactMessageOrderByWithRelationInput
>(NEWEST_FIRST);
const inquiriesNewestFirst = keyset<
  Inquiry,
  Prisma.InquiryWhereInput,
  Prisma.InquiryOrderByWithRelationInput
>(NEWEST_FIRST);

/**
 * How many entries of one table (messages or inquiries) each view holds. Not answered is the open
 * ones less those with a reply: asked as NOT EXISTS, PostgreSQL probes the replies once per open
 * entry (5,000 probes of a shop that never replied here: 13 ms), where EXISTS starts from the replies.
 */
async function countViews(
  count: (where: Prisma.ContactMessageWhereInput & Prisma.InquiryWhereInput) => Promise<number>,
): Promise<Record<InboxView, number>> {
  const [open, answered, archived] = await Promise.all([
    count({ archivedAt: null }),
    count({ archivedAt: null, replies: { some: {} } }),
    count({ archivedAt: { not: null } }),
  ]);
  return { inbox: open, unanswered: open - answered, archived };
}

/** What a letter's line needs beyond its own columns: whether she has answered it. */
const ANSWERED = { _count: { select: { replies: true } } } as const;

/**
 * The Inbox (or Not answered, `?show=unanswered`, or Archived, `?show=archived`) as the address
 * asks: a page of each list's lines with how many it holds in all, how many each other view holds,
 * for its link, and the letter the address opens, whole with its replies, when it is on this page.
 */
export async function listInbox(query: URLSearchParams) {
  const view = inboxViewSchema.parse(query.get("show") ?? undefined);
  const where = inView(view);
  const open = openEntryOf(query);
  const [messages, inquiries, messageCounts, inquiryCounts, openMessage, openInquiry] = await Promise.all([
    messagesNewestFirst.page(
      query,
      (window) =>
        prisma.contactMessage.findMany({
          ...window,
          where: { AND: [where, window.where] },
          include: ANSWERED,
        }),
      { list: INBOX_LISTS.messages, size: INBOX_PAGE_SIZE },
    ),
    inquiriesNewestFirst.page(
      query,
      (window) =>
        prisma.inquiry.findMany({ ...window, where: { AND: [where, window.where] }, include: ANSWERED }),
      { list: INBOX_LISTS.inquiries, size: INBOX_PAGE_SIZE },
    ),
    countViews((where) => prisma.contactMessage.count({ where })),
    countViews((where) => prisma.inquiry.count({ where })),
    open?.kind === "message"
      ? prisma.contactMessage.findUnique({ where: { id: open.id }, include: { replies: REPLIES_OF_ENTRY } })
      : null,
    open?.kind === "inquiry"
      ? prisma.inquiry.findUnique({ where: { id: open.id }, include: { replies: REPLIES_OF_ENTRY } })
      : null,
  ]);
  return {
    view,
    messages: { ...asLines(messages), total: messageCounts[view] },
    inquiries: { ...asLines(inquiries), total: inquiryCounts[view] },
    openMessage: onPage(openMessage, messages.rows),
    openInquiry: onPage(openInquiry, inquiries.rows),
    archived: messageCounts.archived + inquiryCounts.archived,
    unanswered: messageCounts.unanswered + inquiryCounts.unanswered,
  };
}

/** A page's rows as their lines show them: the letter's beginning, and whether it is answered. */
function asLines<Row extends { message: string; _count: { replies: number } }>(page: KeysetPage<Row>) {
  return {
    ...page,
    rows: page.rows.map(({ message, _count, ...row }) => ({
      ...row,
      message: letterSnippet(message),
      answered: _count.replies > 0,
    })),
  };
}

/** The open letter, when it is one of the page's rows (not searched or paged away). */
const onPage = <Entry extends { id: number }>(entry: Entry | null, rows: { id: number }[]) =>
  entry && rows.some((row) => row.id === entry.id) ? entry : null;

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
  kind: z.enum(INBOX_KINDS),
  id: recordId(),
  intent: z.enum(["read", "archive", "restore"]),
});

/** What names the list she is on: its view, the page of each of its two lists, the letter open. */
const LIST_PARAMS = [
  "show",
  LETTER_PARAM,
  ...Object.values(INBOX_LISTS).flatMap((list) => Object.values(cursorParams(list))),
];

const CHANGES = {
  read: { data: () => ({ readAt: new Date() }), done: "Marked as read." },
  // Archive is undone under Archived: the toast says where, so she can find it again.
  archive: {
    data: () => ({ archivedAt: new Date() }),
    done: "Archived. It is kept under Archived, where “Move back to Inbox” undoes this.",
  },
  restore: { data: () => ({ archivedAt: null }), done: "Moved back to the Inbox." },
} as const;

/** The Inbox's posts: her reply to an entry (refused on its form), or a change of its place. */
export async function submitInboxForm(request: Request, context: AppLoadContext) {
  const post = await readOwnerPost(request, context);
  // Back to the list she posted from: Inbox, Not answered or Archived, at its pages.
  const list = listAddress(request, "/admin/inbox", LIST_PARAMS);
  if (!String(post.fields.get("intent")).startsWith("reply-")) return handleInboxAction(post.fields, list);
  return ownerForm(post, {
    schema: inboxReplySchema,
    failure: "Failed to send the reply.",
    act: async ({ intent, id, text }) => {
      const kind = kindOfReply(intent);
      const { name } = await replyToEntry({ kind, id, text });
      return done(`${list}#${kind}-${id}`, `Your reply to ${name} is on its way.`);
    },
  });
}

async function handleInboxAction(form: FormData, list: string) {
  const parsed = inboxActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest("Unknown message or action.");
  const { kind, id, intent } = parsed.data;
  const change = CHANGES[intent];
  const data = change.data();
  const { count } =
    kind === "message"
      ? await prisma.contactMessage.updateMany({ where: { id }, data })
      : await prisma.inquiry.updateMany({ where: { id }, data });
  return redirectWithToast(list, {
    title: count ? "Success" : "Error",
    description: count ? change.done : "This message no longer exists.",
    variant: count ? "default" : "destructive",
  });
}
