// /admin/outbox: every mail the shop sends, by status (waiting, failed with the error, sent,
// cancelled), "Send now" for a waiting mail and "Send again" for failed mail; plain forms and links,
// so it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { OutboxList } from "~/components/admin/OutboxList";
import { countOutbox, listOutbox, mailHealth, sendAgain, sendNow } from "~/modules/mail/outbox-review.server";
import { mailTiming } from "~/modules/mail/delivery.server";
import { outboxFilterSchema, sendAgainSchema } from "~/modules/mail/schema";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";
import { readForm } from "~/utils/http.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const status = outboxFilterSchema.parse(new URL(request.url).searchParams.get("status") ?? undefined);
    const [counts, mails, health] = await Promise.all([countOutbox(), listOutbox(status), mailHealth()]);
    return { status, counts, mails, smtpConfigured: health.smtpConfigured };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, async () => {
    const submission = parseWithZod(await readForm(request), { schema: sendAgainSchema });
    if (submission.status !== "success") throw badRequest("Unknown request.");
    if (submission.value.intent === "send-now") {
      const due = await sendNow(submission.value.id);
      return redirectWithToast("/admin/outbox", {
        title: due > 0 ? "Success" : "Error",
        description:
          due > 0
            ? `It goes out in the next round, within ${Math.ceil(mailTiming().pollMs / 1000)} seconds.`
            : "This mail is no longer waiting.",
        variant: due > 0 ? "default" : "destructive",
      });
    }
    const count = await sendAgain(submission.value.intent === "retry" ? submission.value.id : undefined);
    return redirectWithToast("/admin/outbox?status=failed", {
      title: count > 0 ? "Success" : "Error",
      description:
        count > 0
          ? `${count} ${count === 1 ? "mail is" : "mails are"} waiting to be sent again.`
          : "This mail is no longer failed.",
      variant: count > 0 ? "default" : "destructive",
    });
  });
}

export default function Outbox() {
  const { status, counts, mails, smtpConfigured } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Outbox" width="full">
      {smtpConfigured ? null : (
        <p role="status" className="mt-4 border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          SMTP_URL is not set: mail is kept here and not sent.
        </p>
      )}
      <OutboxList status={status} counts={counts} mails={mails} />
    </AdminPage>
  );
}
