// The overview's first words: what waits for the owner today (pieces to ship, unread messages, mail
// not going out, subscribers who have not confirmed yet), each a link to where she deals with it.
import { ButtonLink } from "~/components/ui/Button";
import { mailsText } from "~/modules/mail/outbox-counts";
import { plural } from "~/utils/words";

export function WaitingForYou({
  toShip,
  unread,
  mailStuck,
  unconfirmed,
}: {
  toShip: number;
  unread: number;
  /** Mails failed, refused or held back (no mail server set), counted as the Outbox counts. */
  mailStuck: number;
  unconfirmed: number;
}) {
  const items = [
    [toShip, plural(toShip, "order to ship", "orders to ship"), "/admin/orders?state=to-ship"],
    [unread, plural(unread, "unread message or inquiry", "unread messages and inquiries"), "/admin/inbox"],
    [mailStuck, `${mailsText(mailStuck, "mail", "mails")} not going out`, "/admin/outbox"],
    [
      unconfirmed,
      `${plural(unconfirmed, "subscriber", "subscribers")} waiting to confirm`,
      "/admin/subscribers",
    ],
  ] as const;
  const waiting = items.filter(([count]) => count > 0);
  return (
    <section aria-labelledby="waiting-for-you" className="mt-6">
      <h2 id="waiting-for-you" className="font-serif text-xl">
        Waiting for you
      </h2>
      {waiting.length === 0 ? (
        <p className="mt-2 text-gray-600">Nothing is waiting for you.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {waiting.map(([, words, to]) => (
            <li key={to}>
              <ButtonLink to={to} variant="outline" size="menu">
                {words}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
