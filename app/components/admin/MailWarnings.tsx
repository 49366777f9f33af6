// The overview's warnings about mail nobody would otherwise notice: SMTP_URL not set, mail given
// up on, mail that keeps being refused, a live shop sending from a localhost address. Nothing is
// shown while mail flows from a real address.
import { Card } from "~/components/ui/Card";
import { Link } from "@remix-run/react";
import { mailsText } from "~/modules/mail/outbox-counts";

export function MailWarnings({
  smtpConfigured,
  failed,
  pending,
  refused = 0,
  unreachable = 0,
  localSender,
}: {
  /** Each count as countOutbox gives it: past its cap it reads "10,000+". */
  failed: number;
  pending: number;
  /** Waiting mails the mail server refused, to be retried. */
  refused?: number;
  /** Waiting mails for which no mail server answered at all. */
  unreachable?: number;
  smtpConfigured: boolean;
  /** The sender's address when the shop runs in production with a localhost one. */
  localSender?: string | null;
}) {
  const warnings = [
    !smtpConfigured &&
      `Mail is not being sent: SMTP_URL is not set.${pending > 0 ? ` ${mailsText(pending, "mail is", "mails are")} waiting.` : ""}`,
    failed > 0 &&
      `${mailsText(failed, "mail", "mails")} could not be sent and ${failed === 1 ? "was" : "were"} given up on.`,
    smtpConfigured &&
      unreachable > 0 &&
      `${mailsText(unreachable, "mail is", "mails are")} waiting: the mail server is unreachable. ${unreachable === 1 ? "It goes" : "They go"} out once it answers.`,
    smtpConfigured &&
      refused > 0 &&
      `${mailsText(refused, "mail is", "mails are")} being retried after the mail server refused ${refused === 1 ? "it" : "them"}.`,
    localSender &&
      `Mail goes out from ${localSender}, an address only this computer knows: buyers' mail services may refuse it or file it as spam. Set MAIL_FROM to an address of the shop's own domain.`,
  ].filter((warning): warning is string => Boolean(warning));
  if (warnings.length === 0) return null;
  return (
    <Card role="status" padding="sm" tone="alert" className="mt-6 text-sm">
      {warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
      <Link
        to={failed > 0 ? "/admin/outbox?status=failed" : "/admin/outbox"}
        className="mt-1 inline-flex min-h-11 items-center underline"
      >
        Open the Outbox
      </Link>
    </Card>
  );
}
