// The checkout's error and notice card (product §2): a message and the way back to the shop, and
// for a piece someone else bought or is buying, the way to hear of the next one.
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { NEXT_PIECE_TEXT, NEXT_PIECE_URL } from "~/modules/checkout/next-piece";

export function CheckoutCard({
  title,
  nextPiece = false,
  children,
}: {
  title: string;
  nextPiece?: boolean;
  children: ReactNode;
}) {
  return (
    <Card role="alert" padding="lg" className="mx-auto max-w-lg text-center">
      <h1 className="font-serif text-2xl">{title}</h1>
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
