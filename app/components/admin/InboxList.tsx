// One of the Inbox's two lists (messages, inquiries): its heading with how many it holds, a line
// when it holds none, then its entries.
import type { ReactNode } from "react";

export function InboxList({
  noun,
  archived,
  count,
  className,
  children,
}: {
  /** What the list holds, plural and lower case: "messages". */
  noun: string;
  /** The Archived view's list rather than the Inbox's. */
  archived: boolean;
  count: number;
  /** Where the heading sits (its margin above). */
  className: string;
  children: ReactNode;
}) {
  const title = archived ? `Archived ${noun}` : noun[0].toUpperCase() + noun.slice(1);
  return (
    <>
      <h2 className={`${className} font-serif text-2xl`}>
        {title} ({count})
      </h2>
      {count === 0 ? <p className="mt-3 text-gray-600">{`No ${noun}.`}</p> : null}
      <ul className="mt-4 space-y-4">{children}</ul>
    </>
  );
}
