// The owner's dashboard frame: every /admin page is behind requireOwner, here and in each child.
// On a phone the section links fold into one "Menu" disclosure (no JavaScript needed); every link
// is a 44 px target.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { ownerLoader } from "~/modules/auth/owner-action.server";
import { UnsavedChangesGuard } from "~/components/admin/UnsavedChangesGuard";
import { countUnread } from "~/modules/messages/inbox.server";
import { Badge } from "~/components/ui/Badge";
import { SubmitButton } from "~/components/ui/SubmitButton";

export const meta: MetaFunction = () => [
  { title: "Admin | Atelier" },
  { name: "robots", content: "noindex" },
];

const ADMIN_SECTIONS = [
  ["/admin", "Dashboard"],
  ["/admin/products", "Shop Management"],
  ["/admin/brand", "Brand Settings"],
  // Named for the home page block it edits (THE ARTIST); the block headed ABOUT is in Brand Settings.
  ["/admin/about", "Artist Section"],
  ["/admin/collections", "Collection Photos"],
  ["/admin/scrolling", "Scrolling Images"],
  ["/admin/gallery", "Gallery"],
  ["/admin/policies", "Policies"],
  ["/admin/orders", "Orders"],
  ["/admin/inbox", "Inbox"],
  ["/admin/subscribers", "Subscribers"],
  ["/admin/outbox", "Outbox"],
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async (owner) => {
    return { email: owner.email, unread: await countUnread() };
  });
}

function UnreadBadge({ unread, className = "" }: { unread: number; className?: string }) {
  if (unread === 0) return null;
  return (
    <Badge tone="ink" size="xs" className={className}>
      {unread}
      <span className="sr-only"> unread</span>
    </Badge>
  );
}

function SectionLinks({ unread, className }: { unread: number; className: string }) {
  return (
    <ul className={className}>
      {ADMIN_SECTIONS.map(([to, label]) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === "/admin"}
            className={({ isActive }) =>
              `flex min-h-11 items-center ${isActive ? "text-gold" : "hover:text-gold"}`
            }
          >
            {label}
            {to === "/admin/inbox" ? <UnreadBadge unread={unread} className="ml-1" /> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export default function AdminLayout() {
  const { email, unread } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const frame = useRef<HTMLDivElement>(null);
  const current = ADMIN_SECTIONS.filter(([to]) => pathname === to || pathname.startsWith(`${to}/`)).at(-1);
  return (
    <div ref={frame} data-dashboard className="mx-auto max-w-6xl px-4 pb-24 pt-28 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-sand pb-4">
        <p className="text-sm text-gray-600">Signed in as {email}</p>
        <div className="flex items-center gap-4">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center text-sm uppercase tracking-widest hover:text-gold"
          >
            Back to Home
          </Link>
          <Form method="post" action="/logout">
            <SubmitButton variant="outline">Sign out</SubmitButton>
          </Form>
        </div>
      </div>
      <nav aria-label="Dashboard" className="mt-2 text-sm uppercase tracking-widest">
        {/* Keyed by the page, so the menu closes once she has picked a section. */}
        <details key={pathname} className="border-b border-sand sm:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center justify-between">
            <span>
              Menu<span className="text-gray-600"> · {current?.[1] ?? "Dashboard"}</span>
            </span>
            {/* The count belongs to the Inbox, whichever section is open. */}
            {unread > 0 ? (
              <span>
                Inbox
                <UnreadBadge unread={unread} className="ml-1" />
              </span>
            ) : null}
          </summary>
          <SectionLinks unread={unread} className="grid grid-cols-2 gap-x-4 pb-2" />
        </details>
        <SectionLinks unread={unread} className="hidden flex-wrap gap-x-6 sm:flex" />
      </nav>
      <Outlet />
      <UnsavedChangesGuard root={frame} />
    </div>
  );
}
