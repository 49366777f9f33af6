// The shop's badges: a short state word on a piece or a row (SOLD, LIMITED EDITION, Hidden Draft,
// NEW), one look per tone and size. The text is shown in its own case: the shop's badges differ in it
// ('LIMITED EDITION' on a card, 'Limited Edition' on a product's page).
import type { ReactNode } from "react";

const TONES = {
  /** Solid ink: SOLD on a product's page, PURCHASE IN PROGRESS, an inbox's NEW, a count, Main. */
  ink: "bg-ink text-cream",
  /** Solid gold, the brand's own: LIMITED EDITION, Just added. */
  gold: "bg-gold text-white",
  /** A white frame over a darkened photo: a card's SOLD. */
  frame: "border-2 border-white text-white",
  // The pale tints of the owner's product list, one per state, quieter than the storefront's.
  live: "bg-emerald-100 text-emerald-900",
  draft: "bg-sand",
  sold: "bg-red-100 text-red-900",
  limited: "bg-gold/20",
} as const;

const SIZES = {
  /** The storefront's: over a card's photo, above a product's name. */
  md: "px-3 py-1 text-xs font-semibold tracking-widest",
  /** The card's SOLD across its photo. */
  lg: "px-6 py-2 text-xl font-semibold tracking-[0.3em]",
  /** The owner's lists. */
  sm: "px-2 py-0.5 text-xs",
  /** On a thumbnail or beside a menu item: Main, an unread count. */
  xs: "px-1.5 py-0.5 text-xs",
} as const;

export function Badge({
  tone,
  size = "md",
  className = "",
  title,
  children,
}: {
  tone: keyof typeof TONES;
  size?: keyof typeof SIZES;
  /** Where it sits (position, display, margin): the look is the tone's and the size's. */
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span title={title} className={`${TONES[tone]} ${SIZES[size]} ${className}`.trimEnd()}>
      {children}
    </span>
  );
}
