// The dashboard's overview: the sections of SPEC §2 in order, with what each holds today, and
// "Sign out everywhere else" for a lost device or a cookie she fears was copied.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { PaymentsWarning } from "~/components/admin/PaymentsWarning";
import { MailWarnings } from "~/components/admin/MailWarnings";
import { BackupStatus } from "~/components/admin/BackupStatus";
import { DisputeWarnings } from "~/components/admin/DisputeWarnings";
import { PoliciesToReview } from "~/components/admin/PoliciesToReview";
import { UploadSweepNote } from "~/components/admin/UploadSweepNote";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { openDisputes } from "~/modules/checkout/disputes.server";
import { paymentsConfigured } from "~/modules/checkout/stripe.server";
import { policiesToReview } from "~/modules/policies/policies.server";
import { getOverview } from "~/modules/site/shop-overview.server";
import { lastBackup } from "~/modules/backup/last-backup.server";
import { endOtherSessions, requireOwner } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { withPageErrors } from "~/utils/page.server";
import { plural } from "~/utils/words";

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    const [overview, toReview, backup, disputes] = await Promise.all([
      getOverview(),
      policiesToReview(),
      lastBackup(),
      openDisputes(),
    ]);
    return { ...overview, paymentsOpen: paymentsConfigured(), policiesToReview: toReview, backup, disputes };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    const ended = await endOtherSessions(await requireOwner(request));
    return redirectWithToast("/admin", {
      title: "Signed out everywhere else",
      description: `${ended} other ${ended === 1 ? "session was" : "sessions were"} ended.`,
    });
  });
}

export default function AdminOverview() {
  const o = useLoaderData<typeof loader>();
  const sections = [
    [
      "Shop Management",
      `${o.live} live, ${plural(o.drafts, "hidden draft")}, ${o.sold} sold`,
      "/admin/products",
    ],
    [
      "Brand Settings",
      "Brand name and font, hero, Story Section (the home page's ABOUT), Creative Process Section",
    ],
    ["About Section Management", "The home page's artist section: title, image and three paragraphs"],
    ["Collection Main Photos", `${o.collectionPhotos} of 4 collections have their own photo`],
    ["Manage Scrolling Images", `${plural(o.scrollingImages, "image")} in the strip`],
    ["Gallery Management", plural(o.galleryItems, "gallery item")],
    [
      "Inbox",
      `${plural(o.messages, "unread message")}, ${plural(o.inquiries, "unread inquiry", "unread inquiries")}`,
    ],
    [
      "Orders and subscribers",
      `${plural(o.orders, "order")}, ${plural(o.subscribers, "newsletter subscriber")}`,
      "/admin/orders",
    ],
    [
      "Policies",
      `Returns & refunds, shipping, privacy, terms of sale: ${4 - o.policiesToReview.length} of 4 saved`,
      "/admin/policies",
    ],
  ];
  return (
    <>
      <h1 className="mt-8 font-serif text-3xl tracking-widest">Dashboard</h1>
      {o.paymentsOpen ? null : <PaymentsWarning />}
      <DisputeWarnings disputes={o.disputes} />
      <MailWarnings {...o.mail} />
      <PoliciesToReview kinds={o.policiesToReview} />
      <BackupStatus last={o.backup} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {sections.map(([title, summary, to]) => (
          <li key={title} className="border border-sand bg-white p-5">
            <h2 className="font-serif text-xl">
              <Link to={to} className="hover:text-gold">
                {title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-gray-600">{summary}</p>
          </li>
        ))}
      </ul>
      <UploadSweepNote sweep={o.uploadSweep} />
      <Form method="post" className="mt-10">
        <SubmitButton variant="subtle">Sign out everywhere else</SubmitButton>
      </Form>
    </>
  );
}
