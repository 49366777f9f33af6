// /admin/subscribers: the newsletter's subscribers, removal, and a CSV export.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { requireOwner } from "~/modules/auth/session.server";
import { listSubscribers, removeSubscriber } from "~/modules/newsletter/newsletter.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { withPageErrors } from "~/utils/page.server";
import { readForm } from "~/utils/http.server";
import { ButtonLink } from "~/components/ui/Button";

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return { subscribers: await listSubscribers() };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    const removed = await removeSubscriber(Number((await readForm(request)).get("id")));
    return redirectWithToast("/admin/subscribers", {
      title: removed ? "Success" : "Error",
      description: removed ? "Subscriber removed." : "This subscriber no longer exists.",
      variant: removed ? "default" : "destructive",
    });
  });
}

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** Only confirmed subscribers hear about new pieces (decision 140). */
function consentOf(subscriber: { confirmedAt: Date | null; unsubscribedAt: Date | null }) {
  if (subscriber.unsubscribedAt) return "unsubscribed";
  return subscriber.confirmedAt ? "confirmed" : "not confirmed yet";
}

export default function Subscribers() {
  const { subscribers } = useLoaderData<typeof loader>();
  return (
    <section className="mt-8 max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl tracking-widest">Newsletter Subscribers ({subscribers.length})</h1>
        <ButtonLink to="/admin/subscribers/csv" reloadDocument download variant="outline">
          Export CSV
        </ButtonLink>
      </div>
      <ul className="mt-6 divide-y divide-sand border border-sand bg-white">
        {subscribers.map((subscriber) => (
          <li key={subscriber.id} className="flex items-center justify-between gap-4 p-4">
            <span>
              {subscriber.email}
              <span className="ml-3 text-sm text-gray-500">
                {date.format(new Date(subscriber.createdAt))} · {consentOf(subscriber)}
              </span>
            </span>
            <Form method="post">
              <input type="hidden" name="id" value={subscriber.id} />
              <SubmitButton aria-label={`Remove ${subscriber.email}`} variant="subtle" size="sm">
                Remove
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
