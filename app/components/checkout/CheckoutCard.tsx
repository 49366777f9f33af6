// The checkout's error and notice card (product §2): a message and the way back to the shop, and
// for a piece someone else bought or is buying, the way to hear of the next one.
import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { NEXT_PIECE_TEXT, NEXT_PIECE_URL } from "~/modules/checkout/next-piece";

export function CheckoutCard({
  title,
  nextPiece = false,
  takeFocus = false,
  children,
}: {
  title: string;
  nextPiece?: boolean;
  /**
   * Shown in place of a form the buyer was using: the page goes back to its top and the heading
   * takes the focus (a screen reader reads it). On a phone she had scrolled down to "Complete
   * Purchase", and the shorter page left her looking at the footer.
   */
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  return (
    <Card role="alert" padding="lg" className="mx-auto max-w-lg text-center">
      <h1 ref={heading} tabIndex={-1} className="font-serif text-2xl focus:outline-none">
        {title}
      </h1>
      <div className="mt-3 text-gray-700">{children}</div>
      {nextPiece && (
        <p className="mt-4">
          <a href={NEXT_PIECE_URL} className="underline underline-offset-4">
            {NEXT_PIECE_TEXT}
          </a>
        </p>
      )}
      <a href="/#shop" className={buttonClass({ variant: "brand", className: "mt-6" })}>
        Return to Shop
      </a>
    </Card>
  );
}
