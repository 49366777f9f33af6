import { describe, expect, it } from "vitest";
import { renderMailHtml } from "./layout";

describe("renderMailHtml", () => {
  it("escapes the text, keeps its paragraphs and line breaks, and links its addresses", () => {
    const html = renderMailHtml({
      brandName: "MAISON <b>",
      text: 'Hello <script>alert("x")</script>\nsecond line\n\nSee https://shop.example/products/1 now',
    });
    expect(html).toContain("MAISON &lt;b&gt;");
    expect(html).toContain("Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>second line</p>");
    expect(html).toContain(
      'See <a href="https://shop.example/products/1" style="color:#8a6d3b">https://shop.example/products/1</a> now',
    );
    expect(html).not.toContain("<script>");
  });

  it("adds the photo, the button and the footer link when given", () => {
    const html = renderMailHtml({
      brandName: "ATELIER",
      text: "A new piece.",
      image: { src: "https://shop.example/p.jpg", alt: "Lilac Tote" },
      button: { href: "https://shop.example/products/1", label: "See the piece" },
      footer: {
        text: "Unsubscribe:",
        href: "https://shop.example/newsletter/unsubscribe?token=1.x",
        label: "Unsubscribe",
      },
    });
    expect(html).toContain('<img src="https://shop.example/p.jpg" alt="Lilac Tote"');
    expect(html).toContain(">See the piece</a>");
    expect(html).toContain('href="https://shop.example/newsletter/unsubscribe?token=1.x"');
  });
});
