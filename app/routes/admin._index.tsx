// The dashboard's overview: what waits for the owner today, the sections of product §2 in order with
// what each holds, her Orders, Subscribers and Outbox, and "Sign out everywhere else" for a lost
// device or a cookie she fears was copied.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { PaymentsWarning } from "~/components/admin/PaymentsWarning";
import { MailWarnings } from "~/components/admin/MailWarnings";
import { BackupStatus } from "~/components/admin/BackupStatus";
import { DisputeWarnings } from "~/components/admin/DisputeWarnings";
import { DropStatus } from "~/components/admin/DropStatus";
import { dropOverview } from "~/modules/catalog/drop-overview.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { PoliciesToReview } from "~/components/admin/PoliciesToReview";
import { OpeningChecklist } from "~/components/admin/OpeningChecklist";
import { openingChecklist } from "~/modules/overview/opening-checklist.server";
import { UploadSweepNote } from "~/components/admin/UploadSweepNote";
import { WaitingForYou } from "~/components/admin/WaitingForYou";
import { Card } from "~/components/ui/Card";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { openDisputes } from "~/modules/orders/disputes.server";
import { paymentsConfigured } from "~/modules/stripe/stripe.server";
import { policiesToReview } from "~/modules/policies/policies.server";
import { getOverview } from "~/modules/overview/shop-overview.server";
import { lastBackup } from "~/modules/backup/last-backup.server";
import { endOtherSessions } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { outboxCountText } from "~/modules/mail/outbox-counts";
import { plural } from "~/utils/words";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const paymentsOpen = paymentsConfigured();
    const [overview, toReview, backup, disputes, drops] = await Promise.all([
      getOverview(),
      policiesToReview(),
      lastBackup(),
      openDisputes(),
      getSiteSettings().then((settings) => dropOverview(settings.studioTimeZone)),
    ]);
    return {
      ...overview,
      opening: await openingChecklist({ policiesToReview: toReview, paymentsOpen }),
      paymentsOpen,
      policiesToReview: toReview,
      backup,
      disputes,
      drops,
    };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, async (owner) => {
    const ended = await endOtherSessions(owner);
    return redirectWithToast("/admin", {
      title: "Signed out everywhere else",
      description: `${ended} other ${ended === 1 ? "session was" : "sessions were"} ended.`,
    });
  });
}

export default function AdminOverview() {
  const o = useLoaderData<typeof loader>();
  const sections: { title: string; summary: string; to: string }[] = [
    {
      title: "Shop Management",
      summary: `${o.live} live, ${plural(o.drafts, "hidden draft")}, ${o.sold} sold`,
      to: "/admin/products",
    },
    {
      title: "Brand Settings",
      summary: "Brand name and font, hero, Story Section (the home page's ABOUT), Creative Process Section",
      to: "/admin/brand",
    },
    {
      title: "About Section Management",
      summary: "The home page's artist section: title, image and three paragraphs",
      to: "/admin/about",
    },
    {
      title: "Collection Main Photos",
      summary: `${o.collectionPhotos} of 4 collections have their own photo`,
      to: "/admin/collections",
    },
    {
      title: "Manage Scrolling Images",
      summary: `${plural(o.scrollingImages, "image")} in the strip`,
      to: "/admin/scrolling",
    },
    { title: "Gallery Management", summary: plural(o.galleryItems, "gallery item"), to: "/admin/gallery" },
    {
      title: "Inbox",
      summary: `${plural(o.messages, "unread message")}, ${plural(o.inquiries, "unread inquiry", "unread inquiries")}`,
      to: "/admin/inbox",
    },
    {
      title: "Orders",
      summary: `${o.toShip} to ship, ${plural(o.orders, "order")} in all`,
      to: "/admin/orders",
    },
    {
      title: "Subscribers",
      summary: `${o.confirmedSubscribers} confirmed, ${o.unconfirmedSubscribers} waiting to confirm, ${o.unsubscribed} unsubscribed`,
      to: "/admin/subscribers",
    },
    {
      title: "Outbox",
      summary: `${outboxCountText(o.outbox.pending)} waiting, ${outboxCountText(o.outbox.failed)} failed, ${outboxCountText(o.outbox.sent)} sent`,
      to: "/admin/outbox",
    },
    {
      title: "Policies",
      summary: `Returns & refunds, shipping, privacy, terms of sale: ${4 - o.policiesToReview.length} of 4 saved`,
      to: "/admin/policies",
    },
  ];
  return (
    <AdminPage title="Dashboard" width="full">
      <WaitingForYou
        toShip={o.toShip}
        unread={o.messages + o.inquiries}
        mailStuck={
          o.mail.smtpConfigured ? o.mail.failed + o.mail.refused + o.mail.unreachable : o.mail.pending
        }
        unconfirmed={o.unconfirmedSubscribers}
      />
      <OpeningChecklist steps={o.opening} />
      {o.paymentsOpen ? null : <PaymentsWarning />}
      <DisputeWarnings disputes={o.disputes} />
      <MailWarnings {...o.mail} />
      <PoliciesToReview kinds={o.policiesToReview} />
      <BackupStatus last={o.backup} />
      <DropStatus {...o.drops} />
      <ul aria-label="Sections" className="mt-8 grid gap-4 sm:grid-cols-2">
        {sections.map(({ title, summary, to }) => (
          <li key={title}>
            {/* The whole card is the link: on a phone, with the menu folded, the cards are her way in. */}
            <Card as={Link} to={to} className="group block h-full hover:border-gold">
              <h2 className="font-serif text-xl group-hover:text-gold">{title}</h2>
              <p className="mt-1 text-sm text-gray-600">{summary}</p>
            </Card>
          </li>
        ))}
      </ul>
      <UploadSweepNote sweep={o.uploadSweep} />
      <Form method="post" className="mt-10">
        <SubmitButton variant="subtle">Sign out everywhere else</SubmitButton>
      </Form>
    </AdminPage>
  );
}
