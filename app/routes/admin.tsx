// The owner's dashboard frame: every /admin page is behind requireOwner, here and in each child.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { countUnread } from "~/modules/messages/inbox.server";
import { requireOwner } from "~/modules/auth/session.server";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { withPageErrors } from "~/utils/page.server";

export const meta: MetaFunction = () => [
  { title: "Admin | Atelier" },
  { name: "robots", content: "noindex" },
];

const ADMIN_SECTIONS = [
  ["/admin", "Dashboard"],
  ["/admin/products", "Shop Management"],
  ["/admin/brand", "Brand Settings"],
  ["/admin/about", "About Section"],
  ["/admin/collections", "Collection Photos"],
  ["/admin/scrolling", "Scrolling Images"],
  ["/admin/gallery", "Gallery"],
  ["/admin/orders", "Orders"],
  ["/admin/inbox", "Inbox"],
  ["/admin/subscribers", "Subscribers"],
  ["/admin/outbox", "Outbox"],
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    const owner = await requireOwner(request);
    return { email: owner.email, unread: await countUnread() };
  });
}

export default function AdminLayout() {
  const { email, unread } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-28 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-sand pb-4">
        <p className="text-sm text-gray-600">Signed in as {email}</p>
        <div className="flex items-center gap-4">
          <Link to="/" className="text-sm uppercase tracking-widest hover:text-gold">
            Back to Home
          </Link>
          <Form method="post" action="/logout">
            <SubmitButton variant="outline">Sign out</SubmitButton>
          </Form>
        </div>
      </div>
      <nav
        aria-label="Dashboard"
        className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm uppercase tracking-widest"
      >
        {ADMIN_SECTIONS.map(([to, label]) => (
          <NavLink
            key={to}
            to={to}
            end={to === "/admin"}
            className={({ isActive }) => (isActive ? "text-gold" : "hover:text-gold")}
          >
            {label}
            {to === "/admin/inbox" && unread > 0 ? (
              <span className="ml-1 bg-ink px-1.5 py-0.5 text-xs text-cream">
                {unread}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
