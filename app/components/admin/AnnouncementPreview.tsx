// The announcement as a subscriber will read it (announcement-mail.ts writes the same words into
// the mail): subject, photo, the owner's text, the piece's name, price and link, and the
// unsubscribe line.
import type { AnnouncedPiece } from "~/modules/newsletter/announcement-mail";
import { UNSUBSCRIBE_REASON } from "~/modules/newsletter/announcement-mail";
import { formatPrice } from "~/utils/money";
import { Card } from "~/components/ui/Card";

export function AnnouncementPreview({
  brandName,
  subject,
  text,
  piece,
}: {
  brandName: string;
  subject: string;
  text: string;
  piece: AnnouncedPiece;
}) {
  return (
    <Card as="section" aria-labelledby="announcement-preview">
      <h2 id="announcement-preview" className="text-xs uppercase tracking-widest text-gray-500">
        Preview
      </h2>
      <p className="mt-3 text-sm text-gray-600">
        From {brandName} · Subject: <strong className="text-ink">{subject || "(no subject)"}</strong>
      </p>
      <div className="mt-4 max-w-lg border-t border-sand pt-4 font-serif">
        <p className="text-lg uppercase tracking-[0.3em]">{brandName}</p>
        <img src={piece.imageUrl} alt={piece.name} className="mt-4 w-full max-w-md" />
        {text
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, i) => (
            <p key={i} className="mt-4 whitespace-pre-line leading-relaxed">
              {paragraph.trim()}
            </p>
          ))}
        <p className="mt-4">
          {piece.name} · {formatPrice(piece.price)}
        </p>
        <p className="mt-4">
          <a
            href={piece.url}
            className="inline-block bg-ink px-6 py-3 text-xs uppercase tracking-widest text-cream"
          >
            See the piece
          </a>
        </p>
        <p className="mt-6 text-xs text-gray-500">
          {UNSUBSCRIBE_REASON} <span className="underline">Unsubscribe</span>
        </p>
      </div>
    </Card>
  );
}
