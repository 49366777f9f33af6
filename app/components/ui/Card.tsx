// The site's card: a white box with a sand border (a darker one for what waits, red for a warning), for a form, a note, a list's row or a message on
// its own. Its padding is one of three sizes rather than any number: rows and notes tight on a phone,
// forms and sections, and the page-sized messages (a payment's answer, a piece to delete).
import type { ComponentPropsWithoutRef, ElementType } from "react";

const PADDINGS = {
  /** A row in a list, a note under a heading. */
  sm: "p-3 sm:p-4",
  /** A form, a section of a page. */
  md: "p-5",
  /** A message that is the page's content. */
  lg: "p-8 sm:p-10",
} as const;

const TONES = {
  plain: "border-sand bg-white",
  /** What waits for her: an unread message. */
  strong: "border-ink bg-white",
  /** Something wrong she should act on: no recent backup. */
  alert: "border-red-300 bg-red-50 text-red-900",
} as const;

export type CardPadding = keyof typeof PADDINGS;
export type CardTone = keyof typeof TONES;

/** The card's classes, for an element Card cannot render (a sortable row that takes a ref). */
export const cardClass = (padding: CardPadding = "md", className = "", tone: CardTone = "plain") =>
  `border ${TONES[tone]} ${PADDINGS[padding]} ${className}`.trimEnd();

type CardProps<T extends ElementType> = {
  /** The element or component it is (a section, a `<Form>`, a `<Link>`); a div by default. */
  as?: T;
  padding?: CardPadding;
  tone?: CardTone;
  /** Where it sits and how it lays out its content (margins, width, spacing); the look is the card's. */
  className?: string;
} & Omit<ComponentPropsWithoutRef<T>, "as" | "className">;

export function Card<T extends ElementType = "div">({
  as,
  padding,
  tone,
  className,
  ...props
}: CardProps<T>) {
  const Element: ElementType = as ?? "div";
  return <Element {...props} className={cardClass(padding, className, tone)} />;
}
