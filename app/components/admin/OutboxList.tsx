// The Outbox page's body: a link per status with its count, and the mails of the chosen one with
// what happened to them; a waiting mail has "Send now", failed mail "Send again" (one, or all).
import { Form } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/Button";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { outboxCountText } from "~/modules/mail/outbox-counts";
import { OUTBOX_STATUS_LABELS, type OutboxStatus } from "~/modules/mail/schema";
import { ListSearch } from "./ListSearch";
import { dateTime } from "~/utils/date-time";

const when = (date: Date | string) => dateTime.format(new Date(date));

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  attempts: number;
  error: string | null;
  nextAttemptAt: Date | string;
  sentAt: Date | string | null;
  createdAt: Date | string;
  bulk: boolean;
}

export function OutboxList({
  status,
  q,
  counts,
  mails,
}: {
  status: OutboxStatus;
  /** Words of the recipient's address the list is searched by ("" for none). */
  q: string;
  counts: Record<OutboxStatus, number>;
  mails: OutboxMail[];
}) {
  const recipient = q ? `&q=${encodeURIComponent(q)}` : "";
  return (
    <>
      <nav aria-label="Outbox" className="mt-6 flex flex-wrap gap-2">
        {(Object.keys(OUTBOX_STATUS_LABELS) as OutboxStatus[]).map((key) => (
          <ButtonLink
            key={key}
            to={`/admin/outbox?status=${key}${recipient}`}
            aria-current={key === status}
            variant="filter"
            size="filter"
          >
            {OUTBOX_STATUS_LABELS[key]} ({outboxCountText(counts[key])})
          </ButtonLink>
        ))}
      </nav>
      {status === "failed" && counts.failed > 1 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="retry-all" />
          <SubmitButton variant="outline" size="sm">
            Send all failed again
          </SubmitButton>
        </Form>
      ) : null}
      <ListSearch label="Recipient" q={q} keep={{ status }} clearTo={`/admin/outbox?status=${status}`} />
      {mails.length === 0 ? (
        <p className="mt-6 text-gray-600">
          No {OUTBOX_STATUS_LABELS[status].toLowerCase()} mail{q ? " to this recipient" : ""}.
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-sand border border-sand bg-white">
          {mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-start justify-between gap-4 p-4">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-ink">{mail.subject}</p>
                <p className="text-gray-700">
                  To {mail.to}
                  {mail.bulk ? " · announcement" : ""} · queued {when(mail.createdAt)}
                </p>
                <p className="text-gray-600">{progress(status, mail)}</p>
                {mail.error && status !== "sent" ? (
                  <p className="mt-1 break-words text-red-800">{mail.error}</p>
                ) : null}
              </div>
              {status === "failed" || status === "pending" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value={status === "failed" ? "retry" : "send-now"} />
                  <input type="hidden" name="id" value={mail.id} />
                  <SubmitButton
                    aria-label={`${status === "failed" ? "Send again" : "Send now"}: ${mail.subject} to ${mail.to}`}
                    variant="outline"
                    size="row"
                  >
                    {status === "failed" ? "Send again" : "Send now"}
                  </SubmitButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function progress(status: OutboxStatus, mail: OutboxMail) {
  const tries = `${mail.attempts} ${mail.attempts === 1 ? "try" : "tries"}`;
  if (status === "sent" && mail.sentAt) return `Sent ${when(mail.sentAt)} (${tries})`;
  if (status === "failed") return `Given up after ${tries}`;
  if (status === "cancelled") return "Not sent: the subscriber unsubscribed first";
  return mail.attempts === 0 ? "Not tried yet" : `${tries} so far; next try ${when(mail.nextAttemptAt)}`;
}
