// One message or inquiry opened in the owner's Inbox (`?letter=message-3`, in place of its line): who
// wrote, when and the whole letter, her replies, Reply (written here, sent through the outbox),
// "Reply in mail app" (subject and quote filled), Mark as read, and Archive or, once archived, Move
// back to Inbox, and Close to fold it again. Every control is a 44 px target and a plain form or link,
// so it works without JavaScript.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import { buttonClass } from "~/components/ui/Button";
import { ListLink } from "~/components/ui/ListLink";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { letterHref } from "~/modules/messages/open-letter";
import { InboxReplies, type ShownReply } from "./InboxReplies";
import { InboxReplyForm } from "./InboxReplyForm";
import { dateTime } from "~/utils/date-time";

const LABELS = { read: "Mark as read", archive: "Archive", restore: "Move back to Inbox" } as const;

export interface InboxEntryProps {
  kind: "message" | "inquiry";
  id: number;
  /** The first line: what it is about, and from whom. */
  heading: string;
  who: string;
  email: string;
  /** What was written. */
  text: string;
  createdAt: Date | string;
  read: boolean;
  archived: boolean;
  /** The mailto: address of her answer in her mail app. */
  reply: string;
  /** Her replies written here, newest first. */
  replies: ShownReply[];
  /** The refusal of her last reply to this entry, shown on its form. */
  replyResult?: SubmissionResult<string[]>;
  /** The piece an inquiry is about, opened on the site. */
  piece?: { id: number; name: string };
  children?: ReactNode;
}

export function InboxEntry({
  kind,
  id,
  heading,
  who,
  email,
  text,
  createdAt,
  read,
  archived,
  reply,
  replies,
  replyResult,
  piece,
  children,
}: InboxEntryProps) {
  const answered = replies.length > 0;
  const intents = archived
    ? (["restore"] as const)
    : read
      ? (["archive"] as const)
      : (["read", "archive"] as const);
  const { search } = useLocation();
  return (
    <Card as="li" id={`${kind}-${id}`} tone="strong" className="scroll-mt-32">
      <p className="font-medium">
        {read || archived ? null : (
          <Badge tone="ink" size="sm" className="mr-2">
            NEW
          </Badge>
        )}
        {answered ? (
          <Badge tone="live" size="sm" className="mr-2">
            Answered
          </Badge>
        ) : null}
        {heading} — {who} &lt;{email}&gt;
      </p>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <p className="text-sm text-gray-500">{dateTime.format(new Date(createdAt))}</p>
        <ListLink
          to={letterHref(search, kind, id, false)}
          replace
          preventScrollReset
          aria-label={`Close: ${who}`}
          className="flex min-h-11 items-center text-sm underline"
        >
          Close
        </ListLink>
      </div>
      <p className="mt-3 whitespace-pre-line">{text}</p>
      {children}
      {/* Oldest first, as a thread reads. */}
      <InboxReplies replies={[...replies].reverse()} />
      {/* Keyed by her latest reply: once one is sent, the form opens empty again. */}
      <InboxReplyForm
        key={replies[0]?.id ?? 0}
        kind={kind}
        id={id}
        who={who}
        email={email}
        lastResult={replyResult}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={reply}
          aria-label={`Reply in mail app: ${who}`}
          className={buttonClass({ variant: "subtle", size: "row" })}
        >
          Reply in mail app
        </a>
        {piece ? (
          <ListLink
            to={`/products/${piece.id}`}
            aria-label={`View piece: ${piece.name}`}
            className={buttonClass({ variant: "subtle", size: "row" })}
          >
            View piece
          </ListLink>
        ) : null}
        {intents.map((intent) => (
          <Form key={intent} method="post">
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="intent" value={intent} />
            <SubmitButton aria-label={`${LABELS[intent]}: ${who}`} variant="subtle" size="row">
              {LABELS[intent]}
            </SubmitButton>
          </Form>
        ))}
      </div>
    </Card>
  );
}
