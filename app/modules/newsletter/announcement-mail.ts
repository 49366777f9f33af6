// What an announcement of a piece says, in both parts: the owner's words, then the piece's name,
// price and link, its photo in the HTML part, and the unsubscribe link. Pure, so the dashboard's
// preview shows the same words the subscribers get.
import { formatPrice } from "~/utils/money";
import { renderMailHtml } from "~/modules/mail/layout";

export interface AnnouncedPiece {
  name: string;
  price: number;
  description: string;
  /** Absolute addresses (PUBLIC_URL): a mail has no page to be relative to. */
  url: string;
  imageUrl: string;
}

export const UNSUBSCRIBE_REASON = "You receive this because you subscribed to hear about new pieces.";

/** The prefilled subject and text: the owner edits them before sending. */
export function draftAnnouncement(piece: Omit<AnnouncedPiece, "url" | "imageUrl">) {
  // The description's first paragraph, without the *emphasis* marks of the shop's text format.
  const intro = piece.description
    .split(/\n\s*\n/)[0]
    .replace(/\*([^*\n]+)\*/g, "$1")
    .trim();
  return {
    subject: `New piece: ${piece.name}`,
    text: `A new piece is ready: ${piece.name}.\n\n${intro}`,
  };
}

/** The text part: the owner's words, the piece and its link, the unsubscribe link. */
export function announcementText(text: string, piece: AnnouncedPiece, unsubscribeUrl: string) {
  return `${text}\n\n${piece.name} · ${formatPrice(piece.price)}\n${piece.url}\n\n${UNSUBSCRIBE_REASON} Unsubscribe: ${unsubscribeUrl}`;
}

export function announcementHtml(
  brandName: string,
  text: string,
  piece: AnnouncedPiece,
  unsubscribeUrl: string,
) {
  return renderMailHtml({
    brandName,
    text: `${text}\n\n${piece.name} · ${formatPrice(piece.price)}`,
    image: { src: piece.imageUrl, alt: piece.name },
    button: { href: piece.url, label: "See the piece" },
    footer: { text: UNSUBSCRIBE_REASON, href: unsubscribeUrl, label: "Unsubscribe" },
  });
}
