// A drop's page before its minute, when the owner chose to show it: the photos, the name, the story
// and when it goes live, with no price and no purchase, and the newsletter form to hear of it.
import { FormattedText } from "./ProductText";
import { ProductImages } from "./ProductImages";
import { NewsletterSection } from "./home/NewsletterSection";
import { Badge } from "~/components/ui/Badge";
import { ButtonLink } from "~/components/ui/Button";

export interface ComingPiece {
  name: string;
  description: string;
  images: string[];
  /** The minute it goes live, in the studio's words ("Friday, December 4, 7:00 PM EST"). */
  goesLive: string;
}

export function ComingSoon({ piece }: { piece: ComingPiece }) {
  return (
    <>
      <article className="mx-auto max-w-7xl px-4 pb-24 pt-28 sm:px-6">
        <ButtonLink to="/#shop" variant="ghost" size="text">
          ← Back to Shop
        </ButtonLink>
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <ProductImages name={piece.name} images={piece.images} />
          <div>
            <Badge tone="gold" className="inline-block">
              Coming soon
            </Badge>
            <h1 className="mt-3 font-serif text-4xl">{piece.name}</h1>
            <p role="status" className="mt-3 text-2xl">
              Coming {piece.goesLive}
            </p>
            <div className="mt-8 space-y-3 leading-relaxed text-gray-700">
              <FormattedText text={piece.description} />
            </div>
            <p className="mt-8 text-sm text-gray-600">Subscribe below to be told the moment it goes live.</p>
          </div>
        </div>
      </article>
      <NewsletterSection />
    </>
  );
}
