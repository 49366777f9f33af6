import { describe, expect, it } from "vitest";
import { customFontCss } from "./BrandName";

describe("customFontCss", () => {
  it("writes the font URL as a CSS string", () => {
    expect(customFontCss("/uploads/fonts/abc.woff2")).toBe(
      '@font-face{font-family:"AtelierBrand";src:url("/uploads/fonts/abc.woff2");font-display:swap}:root{--brand-font:"AtelierBrand"}',
    );
  });

  it("escapes what could end the string or the style element", () => {
    const css = customFontCss('https://x.example/a"</style><script>alert(1)</script>.woff');
    expect(css).not.toMatch(/[<>]/);
    expect(css).toContain(
      'url("https://x.example/a\\22 \\3c /style\\3e \\3c script\\3e alert(1)\\3c /script\\3e .woff")',
    );
  });
});
