// The shop's buttons: one look per variant and size, for a <button> or a link that acts as one.
// Every size but `text` is at least 44 px tall on phones (a finger's tap target); small ones shrink
// on wider screens, where a pointer is precise. The size sets the words' case too.
import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

const VARIANTS = {
  primary: "bg-ink text-cream hover:bg-ink/85",
  /** Primary's cream-on-ink turned round, for a button on an ink background (the newsletter's). */
  inverse: "bg-cream text-ink hover:bg-cream/85",
  /** The storefront's call to action: ink that turns the brand's gold under the pointer. */
  brand: "bg-ink text-cream hover:bg-gold",
  outline: "border border-ink text-ink hover:bg-ink hover:text-cream",
  /** The quiet outline of the many small buttons in a list row. */
  subtle: "border border-ink/40 text-ink hover:bg-ink hover:text-cream",
  danger: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-ink underline-offset-4 hover:text-gold hover:underline",
  /** An item of a row's "More" menu: full width, left-aligned. */
  menu: "w-full hover:bg-sand",
  /** One of a row of filter links: outlined, and filled with ink for the one the page shows (aria-current). */
  filter:
    "border border-ink/30 hover:border-ink aria-[current=true]:border-ink aria-[current=true]:bg-ink aria-[current=true]:text-cream",
} as const;

const SIZES = {
  md: "min-h-11 px-6 py-2 text-sm uppercase tracking-widest",
  lg: "min-h-12 px-8 py-3 text-sm uppercase tracking-widest",
  /** The storefront's biggest: the hero's call, Purchase Now, Complete Purchase. */
  xl: "min-h-12 px-8 py-4 text-sm uppercase tracking-widest",
  sm: "min-h-11 px-3 py-1 text-xs uppercase tracking-wider sm:min-h-8",
  /** A list row's controls: 44 px square at least on every screen, a finger's target. */
  row: "min-h-11 min-w-11 px-2.5 text-xs uppercase tracking-wider",
  /** In the text's own case. */
  menu: "min-h-11 px-3 text-sm",
  /** A line of spaced capitals with no box ("← Back to Shop"), a link among text. */
  text: "text-sm uppercase tracking-widest",
  /** In the text's own case, as docs/product.md writes the shop's filters: All, HANDBAGS, ACCESSORIES, TRAVEL. */
  filter: "min-h-11 px-5 py-2 text-sm tracking-widest sm:min-h-0",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * The looks an owner's list repeats in every row, each one class (app/styles/tailwind.css) holding
 * its alignment, variant's and size's utilities: a row's controls and its menu's items, ten a row.
 */
const ONE_CLASS: Partial<Record<`${keyof typeof VARIANTS}/${keyof typeof SIZES}`, string>> = {
  "subtle/row": "button-row",
  "menu/menu": "button-menu",
};

/** The classes of a button's look, for the rare element that is neither a button nor a link. */
export function buttonClass({ variant = "primary", size = "md", className = "" }: ButtonStyle = {}) {
  const look = ONE_CLASS[`${variant}/${size}`] ?? [
    variant === "menu" ? "justify-start text-left" : "justify-center text-center",
    VARIANTS[variant],
    SIZES[size],
  ];
  return [
    // What every button shares, as one class (app/styles/tailwind.css): a list repeats it hundreds of times.
    "button",
    look,
    className,
  ]
    .flat()
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A link (navigation, not an action) that looks like a button: Cancel, Edit, Add Product. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
