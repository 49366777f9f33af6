// /admin/inbox: contact messages (with their photos) and product inquiries, newest first, 50 of each
// a page, each with her replies and Reply; under Not answered the ones she has not replied to yet
// here, under Archived the ones she put away, which "Move back to Inbox" returns.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { InboxEntry, type InboxEntryProps } from "~/components/admin/InboxEntry";
import { InboxList } from "~/components/admin/InboxList";
import { PageLinks } from "~/components/admin/PageLinks";
import { ButtonLink } from "~/components/ui/Button";
import { useFormAnswer } from "~/components/ui/useFormAnswer";
import { listInbox, submitInboxForm } from "~/modules/messages/inbox.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import {
  contactSubjectLabel,
  INBOX_LISTS,
  inquiryTopic,
  replyIntent,
  type InboxKind,
} from "~/modules/messages/schema";
import { replyHref } from "~/modules/messages/reply";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    return listInbox(new URL(request.url).searchParams);
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => submitInboxForm(request, context));
}

export default function Inbox() {
  const { view, messages, inquiries, archived, unanswered } = useLoaderData<typeof loader>();
  const isArchive = view === "archived";
  const replyFor = useFormAnswer();
  /** What a message and an inquiry show alike: who wrote, what, when, her replies and Reply. */
  const entry = (
    kind: InboxKind,
    row: {
      id: number;
      createdAt: Date | string;
      readAt: Date | string | null;
      replies: InboxEntryProps["replies"];
      cut: boolean;
    },
    who: string,
    email: string,
    text: string,
    subject: string,
  ) => ({
    kind,
    id: row.id,
    who,
    email,
    text,
    cut: row.cut,
    createdAt: row.createdAt,
    read: Boolean(row.readAt),
    archived: isArchive,
    reply: replyHref({ to: email, subject, name: who, message: text }),
    replies: row.replies,
    replyResult: replyFor(replyIntent(kind), row.id),
  });
  return (
    <AdminPage title="Inbox" width="wide">
      <nav aria-label="Inbox" className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to="/admin/inbox" variant="filter" size="filter" aria-current={view === "inbox"}>
          Inbox
        </ButtonLink>
        <ButtonLink
          to="/admin/inbox?show=unanswered"
          variant="filter"
          size="filter"
          aria-current={view === "unanswered"}
        >
          Not answered ({unanswered})
        </ButtonLink>
        <ButtonLink to="/admin/inbox?show=archived" variant="filter" size="filter" aria-current={isArchive}>
          Archived ({archived})
        </ButtonLink>
      </nav>
      <InboxList noun="messages" view={view} count={messages.total} className="mt-8">
        {messages.rows.map((message) => {
          const photos = [
            message.imageUrl1,
            message.imageUrl2,
            message.imageUrl3,
            message.imageUrl4,
            message.imageUrl5,
          ].filter((url): url is string => Boolean(url));
          const subject = contactSubjectLabel(message.subject);
          return (
            <InboxEntry
              key={message.id}
              heading={subject}
              {...entry("message", message, message.name, message.email, message.message, subject)}
            >
              {photos.length ? (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos">
                  {photos.map((url, i) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noreferrer">
                        <img
                          src={url}
                          alt={`Attachment ${i + 1} from ${message.name}`}
                          width={96}
                          height={96}
                          className="h-24 w-24 object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </InboxEntry>
          );
        })}
      </InboxList>
      <PageLinks page={messages} label="Messages pages" list={INBOX_LISTS.messages} />
      <InboxList noun="inquiries" view={view} count={inquiries.total} className="mt-10">
        {inquiries.rows.map((inquiry) => (
          <InboxEntry
            key={inquiry.id}
            heading={`About ${inquiry.productName}`}
            {...entry(
              "inquiry",
              inquiry,
              inquiry.customerName,
              inquiry.customerEmail,
              inquiry.message,
              inquiryTopic(inquiry.productName),
            )}
            piece={inquiry.productId ? { id: inquiry.productId, name: inquiry.productName } : undefined}
          />
        ))}
      </InboxList>
      <PageLinks page={inquiries} label="Inquiries pages" list={INBOX_LISTS.inquiries} />
    </AdminPage>
  );
}
