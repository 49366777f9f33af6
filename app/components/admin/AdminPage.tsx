// An owner's page: its title in the admin's heading look, what the page offers beside it (an export,
// an add button) and its content, in one of the admin's column widths. Its lists' ListLinks
// navigate in place through the one click handler here, and their ListForms submit through the one
// submit handler.
import type { ReactNode } from "react";
import { ListFormAction, useListForms } from "~/components/ui/ListForm";
import { useListLinks } from "~/components/ui/ListLink";

const WIDTHS = {
  /** Forms and lists of pieces: a readable column. */
  narrow: "max-w-3xl",
  /** The inbox's messages, with their photos. */
  wide: "max-w-4xl",
  /** Tables and the dashboard's cards. */
  full: "",
} as const;

/** The page's one h1, for a page that lays out its own head (a title with its counts under it). */
export function AdminPageTitle({ children }: { children: ReactNode }) {
  return <h1 className="font-serif text-3xl tracking-widest">{children}</h1>;
}

export function AdminPage({
  title,
  actions,
  width = "narrow",
  children,
}: {
  title: ReactNode;
  /** Links or buttons on the title's line, wrapping under it on a phone. */
  actions?: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  const lists = useListLinks<HTMLElement>();
  useListForms(lists);
  return (
    <section ref={lists} className={`mt-8 ${WIDTHS[width]}`.trimEnd()}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <AdminPageTitle>{title}</AdminPageTitle>
          {actions}
        </div>
      ) : (
        <AdminPageTitle>{title}</AdminPageTitle>
      )}
      <ListFormAction>{children}</ListFormAction>
    </section>
  );
}
