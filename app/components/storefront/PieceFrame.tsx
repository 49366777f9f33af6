// A piece's page frame, for sale or coming: an owner's note, "Back to Shop", the photos, and beside
// them what the page says of the piece.
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { ProductImages } from "./ProductImages";

export function PieceFrame({
  name,
  images,
  note,
  children,
}: {
  name: string;
  images: string[];
  /** What only the owner previewing the page is told, if anything. */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-7xl px-4 pb-24 pt-28 sm:px-6">
      {note}
      <ButtonLink to="/#shop" variant="ghost" size="text">
        ← Back to Shop
      </ButtonLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductImages name={name} images={images} />
        <div>{children}</div>
      </div>
    </article>
  );
}
