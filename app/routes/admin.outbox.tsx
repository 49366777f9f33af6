// /admin/outbox: every mail the shop sends, by status (waiting, failed with the error, sent,
// cancelled), "Send now" for a waiting mail and "Send again" for failed mail; plain forms and links,
// so it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { OutboxList } from "~/components/admin/OutboxList";
import {
  countOutbox,
  listOutboxPage,
  smtpConfigured,
  sendAgain,
  sendNow,
} from "~/modules/mail/outbox-review.server";
import { mailTiming } from "~/modules/mail/delivery.server";
import { sendAgainSchema } from "~/modules/mail/schema";
import { PageLinks } from "~/components/admin/PageLinks";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";
import { readForm } from "~/utils/http.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const query = new URL(request.url).searchParams;
    const [counts, page] = await Promise.all([countOutbox(), listOutboxPage(query)]);
    return { ...page, counts, smtpConfigured: smtpConfigured() };
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
  const { search, counts, rows, next, previous, smtpConfigured } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Outbox" width="full">
      {smtpConfigured ? null : (
        <p role="status" className="mt-4 border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          SMTP_URL is not set: mail is kept here and not sent.
        </p>
      )}
      <OutboxList status={search.status} q={search.q} counts={counts} mails={rows} />
      <PageLinks page={{ next, previous }} label="Outbox pages" />
    </AdminPage>
  );
}
