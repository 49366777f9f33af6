// One letter in the Inbox, folded: NEW until read, Answered once she has replied here, what it is
// about and who wrote (a link that opens the letter in its place, `?letter=message-3`), when, how
// many photos came with it, and its beginning (decision 365).
import { Badge } from "~/components/ui/Badge";
import { ListLink } from "~/components/ui/ListLink";
import { letterHref } from "~/modules/messages/open-letter";
import type { InboxKind } from "~/modules/messages/schema";
import { dateTime } from "~/utils/date-time";
import { plural } from "~/utils/words";

export interface InboxLineProps {
  kind: InboxKind;
  id: number;
  /** What it is about: a contact message's subject, or the piece an inquiry asks about. */
  heading: string;
  who: string;
  email: string;
  /** The letter's beginning. */
  snippet: string;
  createdAt: Date | string;
  read: boolean;
  answered: boolean;
  photos?: number;
  /** The page she is on, kept by the link. */
  search: string;
}

export function InboxLine({
  kind,
  id,
  heading,
  who,
  email,
  snippet,
  createdAt,
  read,
  answered,
  photos,
  search,
}: InboxLineProps) {
  return (
    <li
      id={`${kind}-${id}`}
      className={`scroll-mt-32 px-3 py-2 sm:px-4 ${read ? "" : "border-l-4 border-l-ink"}`}
    >
      <div className={`flex flex-wrap items-center gap-x-2 ${read ? "" : "font-medium"}`}>
        {read ? null : (
          <Badge tone="ink" size="sm">
            NEW
          </Badge>
        )}
        {answered ? (
          <Badge tone="live" size="sm">
            Answered
          </Badge>
        ) : null}
        <ListLink
          to={letterHref(search, kind, id, true)}
          replace
          preventScrollReset
          className="flex min-h-11 items-center underline decoration-sand underline-offset-4 hover:decoration-ink"
        >
          {`${heading} — ${who} <${email}>`}
        </ListLink>
      </div>
      <p className="text-sm text-gray-500">
        {dateTime.format(new Date(createdAt))}
        {photos ? ` · ${plural(photos, "photo")}` : null}
      </p>
      <p className="text-sm text-gray-700">{snippet}</p>
    </li>
  );
}
