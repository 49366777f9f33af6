// /admin/inbox: contact messages and product inquiries, newest first, 25 of each a page, a line each
// (who, about what, when, the letter's beginning); a line opens its letter in place, whole, with her
// replies, Reply and the photos. Under Not answered the ones she has not replied to yet here, under
// Archived the ones she put away, which "Move back to Inbox" returns.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { InboxEntry } from "~/components/admin/InboxEntry";
import { InboxLine, type InboxLineProps } from "~/components/admin/InboxLine";
import { InboxList } from "~/components/admin/InboxList";
import { InboxPhotos } from "~/components/admin/InboxPhotos";
import { PageLinks } from "~/components/admin/PageLinks";
import { ButtonLink } from "~/components/ui/Button";
import { useFormAnswer } from "~/components/ui/useFormAnswer";
import { listInbox, submitInboxForm } from "~/modules/messages/inbox.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { contactSubjectLabel, INBOX_LISTS, inquiryTopic, replyIntent } from "~/modules/messages/schema";
import { replyHref } from "~/modules/messages/reply";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    return listInbox(new URL(request.url).searchParams);
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => submitInboxForm(request, context));
}

/** A letter of either list as its line and its open card show it. */
interface Letter extends Omit<InboxLineProps, "search" | "photos"> {
  /** What her reply is about: "Re: {topic}". */
  topic: string;
  photos: string[];
  piece?: { id: number; name: string };
}

export default function Inbox() {
  const { view, messages, inquiries, openMessage, openInquiry, archived, unanswered } =
    useLoaderData<typeof loader>();
  const isArchive = view === "archived";
  const replyFor = useFormAnswer();
  const { search } = useLocation();
  const open = openMessage
    ? { kind: "message", ...openMessage }
    : openInquiry
      ? { kind: "inquiry", ...openInquiry }
      : null;
  /** The letter's line or, when the address opens it, the whole letter in its place. */
  const shown = (letter: Letter) => {
    const { topic, photos, piece, snippet, answered, ...entry } = letter;
    if (open?.kind !== letter.kind || open.id !== letter.id) {
      return (
        <InboxLine
          key={letter.id}
          {...entry}
          snippet={snippet}
          answered={answered}
          photos={photos.length}
          search={search}
        />
      );
    }
    return (
      <InboxEntry
        key={letter.id}
        {...entry}
        text={open.message}
        archived={isArchive}
        reply={replyHref({ to: letter.email, subject: topic, name: letter.who, message: open.message })}
        replies={open.replies}
        replyResult={replyFor(replyIntent(letter.kind), letter.id)}
        piece={piece}
      >
        <InboxPhotos urls={photos} from={letter.who} />
      </InboxEntry>
    );
  };
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
        {messages.rows.map((message) =>
          shown({
            kind: "message",
            id: message.id,
            heading: contactSubjectLabel(message.subject),
            topic: contactSubjectLabel(message.subject),
            who: message.name,
            email: message.email,
            snippet: message.message,
            createdAt: message.createdAt,
            read: Boolean(message.readAt),
            answered: message.answered,
            photos: [
              message.imageUrl1,
              message.imageUrl2,
              message.imageUrl3,
              message.imageUrl4,
              message.imageUrl5,
            ].filter((url): url is string => Boolean(url)),
          }),
        )}
      </InboxList>
      <PageLinks page={messages} label="Messages pages" list={INBOX_LISTS.messages} />
      <InboxList noun="inquiries" view={view} count={inquiries.total} className="mt-10">
        {inquiries.rows.map((inquiry) =>
          shown({
            kind: "inquiry",
            id: inquiry.id,
            heading: `About ${inquiry.productName}`,
            topic: inquiryTopic(inquiry.productName),
            who: inquiry.customerName,
            email: inquiry.customerEmail,
            snippet: inquiry.message,
            createdAt: inquiry.createdAt,
            read: Boolean(inquiry.readAt),
            answered: inquiry.answered,
            photos: [],
            piece: inquiry.productId ? { id: inquiry.productId, name: inquiry.productName } : undefined,
          }),
        )}
      </InboxList>
      <PageLinks page={inquiries} label="Inquiries pages" list={INBOX_LISTS.inquiries} />
    </AdminPage>
  );
}
