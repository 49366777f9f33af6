// The brand name in the owner's chosen font (product §2: serif, sans, mono, cursive, fantasy or a custom upload).
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

/**
 * The @font-face rule for an uploaded brand font; the header uses it through --brand-font. The URL
 * is written as a CSS string with every character that could end the string or the <style>
 * element escaped, so it is safe as raw HTML.
 */
export function customFontCss(url: string) {
  const escaped = url.replace(/["'\\<>&\n\r]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `);
  return `@font-face{font-family:"AtelierBrand";src:url("${escaped}");font-display:swap}:root{--brand-font:"AtelierBrand"}`;
}
