// /newsletter/unsubscribe/one-click?token=...: the List-Unsubscribe address of every announcement
// (RFC 8058). The mail provider POSTs `List-Unsubscribe=One-Click` here from its own servers or
// site: a resource route, because Remix refuses a page action whose Origin is another host. The
// signed token is the authentication (decision 140). A GET, which must not unsubscribe, is sent to
// the page that asks.
import { redirect } from "@remix-run/node";
import { unsubscribe } from "~/modules/newsletter/newsletter.server";
import { apiRoute } from "~/utils/api.server";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export const { loader, action } = apiRoute({
  GET: ({ request }) =>
    redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(tokenOf(request))}`, 303),
  POST: async ({ request }) => {
    await unsubscribe(tokenOf(request));
    return Response.json({ message: "Unsubscribed." });
  },
});
