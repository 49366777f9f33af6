// /admin/inbox: contact messages (with their photos) and product inquiries, newest first.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { handleInboxAction, listInbox } from "~/modules/messages/inbox.server";
import { requireOwner } from "~/modules/auth/session.server";
import { CONTACT_SUBJECTS } from "~/modules/messages/schema";
import { Badge } from "~/components/ui/Badge";
import { buttonClass } from "~/components/ui/Button";
import { replyHref } from "~/modules/messages/reply";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { withPageErrors } from "~/utils/page.server";
import { readForm } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return listInbox();
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return handleInboxAction(await readForm(request));
  });
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

/** The mark of an unread message or inquiry, before its first line. */
const NewBadge = () => (
  <Badge tone="ink" size="sm" className="mr-2">
    NEW
  </Badge>
);

function Actions({
  kind,
  id,
  read,
  who,
  reply,
}: {
  kind: string;
  id: number;
  read: boolean;
  who: string;
  /** Her mail app's answer to the visitor, subject and quote filled in. */
  reply: string;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <a
        href={reply}
        aria-label={`Reply: ${who}`}
        className={buttonClass({ variant: "primary", size: "row" })}
      >
        Reply
      </a>
      {(read ? ["archive"] : ["read", "archive"]).map((intent) => (
        <Form key={intent} method="post">
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="intent" value={intent} />
          <SubmitButton
            aria-label={`${intent === "read" ? "Mark as read" : "Archive"}: ${who}`}
            variant="subtle"
            size="row"
          >
            {intent === "read" ? "Mark as read" : "Archive"}
          </SubmitButton>
        </Form>
      ))}
    </div>
  );
}

export default function Inbox() {
  const { messages, inquiries } = useLoaderData<typeof loader>();
  return (
    <section className="mt-8 max-w-4xl">
      <h1 className="font-serif text-3xl tracking-widest">Inbox</h1>
      <h2 className="mt-8 font-serif text-2xl">Messages ({messages.length})</h2>
      {messages.length === 0 ? <p className="mt-3 text-gray-600">No messages.</p> : null}
      <ul className="mt-4 space-y-4">
        {messages.map((message) => {
          const photos = [
            message.imageUrl1,
            message.imageUrl2,
            message.imageUrl3,
            message.imageUrl4,
            message.imageUrl5,
          ].filter((url): url is string => Boolean(url));
          return (
            <li
              key={message.id}
              className={`border bg-white p-5 ${message.readAt ? "border-sand" : "border-ink"}`}
            >
              <p className="font-medium">
                {message.readAt ? null : <NewBadge />}
                {subjectLabel(message.subject)} — {message.name} &lt;{message.email}&gt;
              </p>
              <p className="text-sm text-gray-500">{dateTime.format(new Date(message.createdAt))}</p>
              <p className="mt-3 whitespace-pre-line">{message.message}</p>
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
              <Actions
                kind="message"
                id={message.id}
                read={Boolean(message.readAt)}
                who={message.name}
                reply={replyHref({
                  to: message.email,
                  subject: subjectLabel(message.subject),
                  name: message.name,
                  message: message.message,
                })}
              />
            </li>
          );
        })}
      </ul>
      <h2 className="mt-10 font-serif text-2xl">Inquiries ({inquiries.length})</h2>
      {inquiries.length === 0 ? <p className="mt-3 text-gray-600">No inquiries.</p> : null}
      <ul className="mt-4 space-y-4">
        {inquiries.map((inquiry) => (
          <li
            key={inquiry.id}
            className={`border bg-white p-5 ${inquiry.readAt ? "border-sand" : "border-ink"}`}
          >
            <p className="font-medium">
              {inquiry.readAt ? null : <NewBadge />}
              About{" "}
              <Link to={`/products/${inquiry.productId}`} className="underline">
                {inquiry.productName}
              </Link>{" "}
              — {inquiry.customerName} &lt;{inquiry.customerEmail}&gt;
            </p>
            <p className="text-sm text-gray-500">{dateTime.format(new Date(inquiry.createdAt))}</p>
            <p className="mt-3 whitespace-pre-line">{inquiry.message}</p>
            <Actions
              kind="inquiry"
              id={inquiry.id}
              read={Boolean(inquiry.readAt)}
              who={inquiry.customerName}
              reply={replyHref({
                to: inquiry.customerEmail,
                subject: inquiry.productName,
                name: inquiry.customerName,
                message: inquiry.message,
              })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
