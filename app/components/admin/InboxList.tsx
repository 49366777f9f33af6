// One of the Inbox's two lists (messages, inquiries): its heading with how many it holds in the
// view, a line when it holds none, then its entries.
import type { ReactNode } from "react";
import type { InboxView } from "~/modules/messages/schema";

export function InboxList({
  noun,
  view,
  count,
  className,
  children,
}: {
  /** What the list holds, plural and lower case: "messages". */
  noun: string;
  view: InboxView;
  count: number;
  /** Where the heading sits (its margin above). */
  className: string;
  children: ReactNode;
}) {
  const Noun = noun[0].toUpperCase() + noun.slice(1);
  const title = { inbox: Noun, unanswered: `${Noun} not answered`, archived: `Archived ${noun}` }[view];
  return (
    <>
      <h2 className={`${className} font-serif text-2xl`}>
        {title} ({count})
      </h2>
      {count === 0 ? <p className="mt-3 text-gray-600">{`No ${noun}.`}</p> : null}
      <ul className="mt-4 divide-y divide-sand border border-sand bg-white">{children}</ul>
    </>
  );
}
