// The brand name in the owner's chosen font (SPEC §2: serif, sans, mono, cursive, fantasy or a custom upload).
import type { BrandFont } from "~/modules/site/schema";

const fontClass: Record<BrandFont, string> = {
  serif: "font-serif",
  sans: "font-sans",
  mono: "font-mono",
  cursive: "[font-family:cursive]",
  fantasy: "[font-family:fantasy]",
  custom: "font-brand",
};

export function BrandName({
  name,
  font,
  className = "",
}: {
  name: string;
  font: string;
  className?: string;
}) {
  return <span className={`${fontClass[font as BrandFont] ?? fontClass.serif} ${className}`}>{name}</span>;
}

/** The @font-face rule for an uploaded brand font; the header uses it through --brand-font. */
export function customFontCss(url: string) {
  return `@font-face{font-family:"AtelierBrand";src:url(${JSON.stringify(url)});font-display:swap}:root{--brand-font:"AtelierBrand"}`;
}
