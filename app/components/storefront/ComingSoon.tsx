// A drop's page before its minute, when the owner chose to show it: the photos, the name, the story
// and when it goes live, with no price and no purchase, and the newsletter form to hear of it.
import { FormattedText } from "./ProductText";
import { PieceFrame } from "./PieceFrame";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/Badge";
import { VisitorTime } from "./VisitorTime";

export interface ComingPiece {
  name: string;
  description: string;
  images: string[];
  /** The minute it goes live, in the studio's words ("Friday, December 4 at 7:00 PM EST"). */
  goesLive: string;
  /** The same minute as an instant, and the studio's zone: the visitor's own clock is added to it. */
  at: string;
  zone: string;
}

/** `newsletter`: the page's newsletter form, which the route hydrates near the view (decision 132). */
export function ComingSoon({ piece, newsletter }: { piece: ComingPiece; newsletter: ReactNode }) {
  return (
    <>
      <PieceFrame name={piece.name} images={piece.images}>
        <Badge tone="gold" className="inline-block">
          Coming soon
        </Badge>
        <h1 className="mt-3 font-serif text-4xl">{piece.name}</h1>
        <p role="status" className="mt-3 text-2xl">
          Coming {piece.goesLive}
          <VisitorTime at={piece.at} studioZone={piece.zone} />
        </p>
        <div className="mt-8 space-y-3 leading-relaxed text-gray-700">
          <FormattedText text={piece.description} />
        </div>
        <p className="mt-8 text-sm text-gray-600">Subscribe below to be told the moment it goes live.</p>
      </PieceFrame>
      {newsletter}
    </>
  );
}
