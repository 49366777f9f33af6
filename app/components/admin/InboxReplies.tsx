// Her replies under an inbox entry, oldest first as a thread reads: when, the mail's state (waiting,
// sent, failed with the way to the Outbox), and her words.
import { Link } from "@remix-run/react";
import { OUTBOX_STATUS_LABELS, type OutboxStatus } from "~/modules/mail/schema";
import { dateTime } from "~/utils/date-time";

export interface ShownReply {
  id: number;
  text: string;
  createdAt: Date | string;
  /** The outbox row that carries it; gone once a never-sent mail is pruned. */
  mail: { status: OutboxStatus } | null;
}

export function InboxReplies({ replies }: { replies: ShownReply[] }) {
  if (replies.length === 0) return null;
  return (
    <ol aria-label="Your replies" className="mt-4 space-y-3 border-l-2 border-ink/20 pl-4">
      {replies.map((reply) => (
        <li key={reply.id}>
          <p className="text-sm text-gray-600">
            You replied {dateTime.format(new Date(reply.createdAt))}
            {reply.mail ? (
              <>
                {" · "}
                <span className={reply.mail.status === "failed" ? "font-medium text-red-700" : ""}>
                  {OUTBOX_STATUS_LABELS[reply.mail.status]}
                </span>
                {reply.mail.status === "failed" ? (
                  <>
                    {" · "}
                    <Link to="/admin/outbox?status=failed" className="underline">
                      Outbox
                    </Link>
                  </>
                ) : null}
              </>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-line">{reply.text}</p>
        </li>
      ))}
    </ol>
  );
}
