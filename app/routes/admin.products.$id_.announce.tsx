// /admin/products/{id}/announce: "Tell subscribers" about a live piece, with every time it was
// announced before, 50 a page: when, under which subject, to how many, and how many of those mails
// have gone.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { AnnouncementForm } from "~/components/admin/AnnouncementForm";
import { PageLinks } from "~/components/admin/PageLinks";
import { Card } from "~/components/ui/Card";
import { submitAnnouncementForm } from "~/modules/newsletter/announcement-form.server";
import { loadAnnouncementDraft } from "~/modules/newsletter/announcements.server";
import { NOT_LIVE_MESSAGE } from "~/modules/newsletter/schema";
import { getSiteSettings } from "~/modules/site/settings.server";
import { parseId } from "~/utils/http.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import type { KeysetPage } from "~/utils/keyset-page";
import { plural } from "~/utils/words";
import { dateTime } from "~/utils/date-time";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const [draft, { brandName }] = await Promise.all([
      loadAnnouncementDraft(parseId(params.id), new URL(request.url).searchParams),
      getSiteSettings(),
    ]);
    return { ...draft, brandName };
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => submitAnnouncementForm(request, context, parseId(params.id)));
}

export default function TellSubscribers() {
  const { piece, live, draft, audience, history, brandName } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // Only the Preview answer carries words, only Send's first press the question; the failures carry
  // the form's errors alone.
  const previewed = answer && "preview" in answer ? answer.preview : undefined;
  const confirm = answer && "confirm" in answer ? answer.confirm : undefined;
  return (
    <AdminPage title="Tell subscribers">
      <p className="mt-2 text-gray-700">
        {piece.name} ·{" "}
        <Link to="/admin/products" className="underline">
          Back to Shop Management
        </Link>
      </p>
      <AnnouncementHistory history={history} />
      {!live ? (
        <Card as="p" padding="sm" role="status" className="mt-6 text-red-800">
          {NOT_LIVE_MESSAGE}
        </Card>
      ) : (
        <>
          <p className="mt-4 text-sm text-gray-600">
            {audience === 0
              ? "No subscriber has confirmed yet: there is nobody to tell."
              : audience === 1
                ? "1 confirmed subscriber will get this once."
                : `${audience} confirmed subscribers will each get this once.`}
          </p>
          <AnnouncementForm
            brandName={brandName}
            piece={piece}
            words={previewed ?? draft}
            audience={audience}
            announcedBefore={history.total > 0}
            lastResult={answer?.result}
            confirm={confirm}
          />
        </>
      )}
    </AdminPage>
  );
}

/** Every send of this piece so far, newest first, a page at a time: a second send is never a surprise. */
function AnnouncementHistory({
  history,
}: {
  history: KeysetPage<{ id: number; createdAt: Date; subject: string; recipients: number; sent: number }> & {
    total: number;
  };
}) {
  if (history.total === 0) return null;
  return (
    <Card as="section" padding="sm" aria-labelledby="announcement-history" className="mt-4 text-sm">
      <h2 id="announcement-history" className="font-medium">
        Sent before ({history.total})
      </h2>
      <ul className="mt-2 space-y-1">
        {history.rows.map((send) => (
          <li key={send.id}>
            Announced {dateTime.format(new Date(send.createdAt))} to {plural(send.recipients, "subscriber")}:{" "}
            {send.sent} sent so far · “{send.subject}”
          </li>
        ))}
      </ul>
      <PageLinks page={history} label="Announcement pages" />
    </Card>
  );
}
