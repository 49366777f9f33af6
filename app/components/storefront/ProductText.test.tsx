import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BulletText, FormattedText, InlineText, RichText, toBlocks } from "./ProductText";

describe("product text", () => {
  it("turns line breaks into breaks and *word* into emphasis", () => {
    expect(renderToStaticMarkup(<RichText text={"Hand *stitched* gold\nSecond line"} />)).toBe(
      "Hand <em>stitched</em> gold<br/>Second line",
    );
  });

  it("never renders markup from the text itself", () => {
    const html = renderToStaticMarkup(<RichText text={'<img src=x onerror="alert(1)"> *<b>bold</b>*'} />);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img");
    expect(html).toContain("<em>&lt;b&gt;bold&lt;/b&gt;</em>");
  });

  it("leaves a lone asterisk alone", () => {
    expect(renderToStaticMarkup(<RichText text="5 * 3 stitches" />)).toBe("5 * 3 stitches");
  });

  it("groups dash lines into bullet lists and other non-empty lines into paragraphs", () => {
    expect(toBlocks("- Strap\n- Pocket\n\nEvery seam reinforced\n- Lining")).toEqual([
      { kind: "list", items: ["Strap", "Pocket"] },
      { kind: "paragraph", lines: ["Every seam reinforced"] },
      { kind: "list", items: ["Lining"] },
    ]);
    expect(renderToStaticMarkup(<BulletText text={"- *Gold* clasp\nNote"} />)).toBe(
      '<ul class="list-disc space-y-1 pl-5 text-left"><li><em>Gold</em> clasp</li></ul><p>Note</p>',
    );
  });

  it("keeps a description's consecutive lines in one paragraph and its dash lines as bullets", () => {
    const text = "A *one-of-a-kind* flap bag.\nHand-painted.\n\n- Gold chain\n- Silk lining";
    expect(renderToStaticMarkup(<FormattedText text={text} />)).toBe(
      "<p>A <em>one-of-a-kind</em> flap bag.<br/>Hand-painted.</p>" +
        '<ul class="list-disc space-y-1 pl-5 text-left"><li>Gold chain</li><li>Silk lining</li></ul>',
    );
  });

  it("shows a card's text inline: emphasis as italics, never stars or dashes", () => {
    const html = renderToStaticMarkup(<InlineText text={"A *one-of-a-kind* bag\n- Hand-painted\n- Gold"} />);
    expect(html).toBe("A <em>one-of-a-kind</em> bag Hand-painted Gold");
  });
});
