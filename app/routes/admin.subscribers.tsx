// /admin/subscribers: the newsletter's subscribers with their status, "Ask them to confirm" for the
// addresses from before double opt-in, removal (asked first, in the row: decision 154), and a CSV
// export.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { ConfirmDelete } from "~/components/admin/ConfirmDelete";
import { AskToConfirm, SubscriberExportForm } from "~/components/admin/SubscriberForms";
import {
  askWaitingToConfirm,
  countNeverAsked,
  listSubscribers,
  removeSubscriber,
} from "~/modules/newsletter/newsletter.server";
import { subscriberActionSchema } from "~/modules/newsletter/schema";
import { SUBSCRIBER_STATUSES, subscriberStatus } from "~/modules/newsletter/status";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { badRequest } from "~/utils/errors";
import { readForm } from "~/utils/http.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { plural } from "~/utils/words";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const [subscribers, neverAsked] = await Promise.all([listSubscribers(), countNeverAsked()]);
    return { subscribers, neverAsked };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, async () => {
    const submission = parseWithZod(await readForm(request), { schema: subscriberActionSchema });
    if (submission.status !== "success") throw badRequest("Unknown request.");
    if (submission.value.intent === "ask-to-confirm") {
      const asked = await askWaitingToConfirm();
      return redirectWithToast("/admin/subscribers", {
        title: "Success",
        description:
          asked > 0
            ? `A confirmation mail is on its way to ${plural(asked, "subscriber")}.`
            : "Nobody left to ask: every waiting subscriber has been sent a confirmation.",
      });
    }
    const removed = await removeSubscriber(submission.value.id);
    return redirectWithToast("/admin/subscribers", {
      title: removed ? "Success" : "Error",
      description: removed ? "Subscriber removed." : "This subscriber no longer exists.",
      variant: removed ? "default" : "destructive",
    });
  });
}

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export default function Subscribers() {
  const { subscribers, neverAsked } = useLoaderData<typeof loader>();
  const statuses = subscribers.map(subscriberStatus);
  const counts = SUBSCRIBER_STATUSES.map(
    (status) => `${statuses.filter((each) => each === status).length} ${status}`,
  );
  return (
    <AdminPage title={`Newsletter Subscribers (${subscribers.length})`} actions={<SubscriberExportForm />}>
      <p className="mt-1 text-sm text-gray-600">{counts.join(", ")}</p>
      <AskToConfirm neverAsked={neverAsked} />
      <ul className="mt-6 divide-y divide-sand border border-sand bg-white">
        {subscribers.map((subscriber, index) => (
          <li key={subscriber.id} className="flex flex-wrap items-center justify-between gap-4 p-4">
            <span>
              {subscriber.email}
              <span className="ml-3 text-sm text-gray-500">
                {date.format(new Date(subscriber.createdAt))} · {statuses[index]}
                {statuses[index] === "waiting" && !subscriber.confirmationSentAt ? ", never asked" : ""}
              </span>
            </span>
            <ConfirmDelete
              confirmKey={subscriber.id}
              name={subscriber.email}
              verb="Remove"
              question={`Remove ${subscriber.email}? Announcements stop reaching this address.`}
            >
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={subscriber.id} />
            </ConfirmDelete>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
