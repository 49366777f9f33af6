import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductCard, type ProductCardProduct } from "./ProductCard";

const piece: ProductCardProduct = {
  id: 3,
  name: "Ivory Chain Clutch",
  description: "Soft ivory leather",
  price: 124_000,
  imageUrl: "/demo/a.jpg",
  isSold: false,
  isLimitedEdition: true,
};

function render(product: ProductCardProduct, showDescription = false) {
  const Stub = createRemixStub([
    { path: "/", Component: () => <ProductCard product={product} showDescription={showDescription} /> },
  ]);
  return renderToString(<Stub />);
}

describe("ProductCard", () => {
  it("links to the product and shows its price and the limited edition badge", () => {
    const html = render(piece);
    expect(html).toContain('href="/products/3"');
    expect(html).toContain("$1,240.00");
    expect(html).toContain("LIMITED EDITION");
    expect(html).not.toContain("SOLD");
  });

  it("hides the price and the badge of a sold piece behind SOLD", () => {
    const html = render({ ...piece, isSold: true });
    expect(html).toContain("SOLD");
    expect(html).not.toContain("$1,240.00");
    expect(html).not.toContain("LIMITED EDITION");
  });

  it("says a piece is being purchased while someone pays for it, in place of the limited edition badge", () => {
    const html = render({ ...piece, beingPurchased: true });
    expect(html).toContain("PURCHASE IN PROGRESS");
    expect(html).toContain("Someone is completing a purchase of this piece");
    expect(html).not.toContain("LIMITED EDITION");
    expect(render(piece)).not.toContain("PURCHASE IN PROGRESS");
  });

  it("shows the description only where asked", () => {
    expect(render(piece)).not.toContain("Soft ivory leather");
    expect(render(piece, true)).toContain("Soft ivory leather");
  });
});
