// /newsletter/confirm?token=... and /newsletter/unsubscribe?token=...: the signed links of the
// newsletter's mails. Opening one asks; its button does it, so a mail scanner following links
// confirms or unsubscribes nobody (decision 140). The mail provider's RFC 8058 one-click POST has
// its own resource route (newsletter.unsubscribe.one-click.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SubscriptionCard } from "~/components/storefront/SubscriptionCard";
import type { LinkPurpose } from "~/modules/mail/links.server";
import { confirmSubscription, subscriberForLink, unsubscribe } from "~/modules/newsletter/newsletter.server";
import { notFound } from "~/utils/errors";
import { readForm } from "~/utils/http.server";
import { withPageErrors } from "~/utils/page.server";

const PAGES = {
  confirm: {
    title: "Confirm your subscription",
    ask: (email: string) => `Confirm that ${email} would like to hear about new pieces.`,
    button: "Confirm subscription",
    doneTitle: "Subscription confirmed",
    done: (email: string) => `Thank you: ${email} will hear about new pieces first.`,
    run: confirmSubscription,
    isDone: (s: { confirmedAt: Date | null; unsubscribedAt: Date | null }) =>
      Boolean(s.confirmedAt && !s.unsubscribedAt),
  },
  unsubscribe: {
    title: "Unsubscribe",
    ask: (email: string) => `Stop sending announcements of new pieces to ${email}?`,
    button: "Unsubscribe",
    doneTitle: "You are unsubscribed",
    done: (email: string) => `${email} will receive no more announcements.`,
    run: unsubscribe,
    isDone: (s: { unsubscribedAt: Date | null }) => Boolean(s.unsubscribedAt),
  },
} satisfies Record<LinkPurpose, unknown>;

function purposeOf(value: string | undefined): LinkPurpose {
  if (value === "confirm" || value === "unsubscribe") return value;
  throw notFound();
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? PAGES[data.purpose].title : "Newsletter"} | Atelier` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    const purpose = purposeOf(params.purpose);
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const subscriber = await subscriberForLink(token, purpose);
    return { purpose, token, email: subscriber.email, done: PAGES[purpose].isDone(subscriber) };
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    const purpose = purposeOf(params.purpose);
    // The token is in the link's address, and in the page's form.
    const sent = (await readForm(request)).get("token");
    const token = new URL(request.url).searchParams.get("token") ?? (typeof sent === "string" ? sent : "");
    const subscriber = await PAGES[purpose].run(token);
    return { email: subscriber.email };
  });
}

export default function NewsletterLink() {
  const { purpose, token, email, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const page = PAGES[purpose];
  return answer || done ? (
    <SubscriptionCard heading={page.doneTitle} text={page.done(answer?.email ?? email)} token={token} />
  ) : (
    <SubscriptionCard heading={page.title} text={page.ask(email)} token={token} button={page.button} />
  );
}
