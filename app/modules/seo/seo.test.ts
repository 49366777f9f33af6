import { describe, expect, it } from "vitest";
import { productJsonLd, robotsTxt, serializeJsonLd, sitemapXml } from "./seo";

const origin = "https://atelier.example";
const piece = {
  id: 7,
  name: "Midnight Tote",
  description: "Hand *stitched* navy tote",
  price: 284_000,
  imageUrls: ["/demo/a.jpg", "https://cdn.example/b.jpg"],
  isSold: false,
  category: "handbags",
};

describe("robots.txt", () => {
  it("keeps the admin, checkout and API out and names the sitemap", () => {
    const robots = robotsTxt(origin);
    for (const path of ["/admin", "/checkout", "/api/"]) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain("Sitemap: https://atelier.example/sitemap.xml");
  });
});

describe("sitemap.xml", () => {
  it("lists absolute, escaped addresses with their last change", () => {
    const xml = sitemapXml(origin, [
      { path: "/" },
      { path: "/products/7?a=1&b=2", lastModified: new Date("2026-01-02T03:04:05Z") },
    ]);
    expect(xml).toContain("<url><loc>https://atelier.example/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://atelier.example/products/7?a=1&amp;b=2</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>",
    );
  });
});

describe("Product JSON-LD", () => {
  it("describes an unsold piece as in stock, in dollars, with absolute images", () => {
    const ld = productJsonLd(origin, piece, "ATELIER");
    expect(ld.offers).toMatchObject({
      priceCurrency: "USD",
      price: "2840.00",
      availability: "https://schema.org/InStock",
      url: "https://atelier.example/products/7",
    });
    expect(ld.image).toEqual(["https://atelier.example/demo/a.jpg", "https://cdn.example/b.jpg"]);
    expect(ld.description).toBe("Hand stitched navy tote");
  });

  it("describes a sold piece as sold out", () => {
    expect(productJsonLd(origin, { ...piece, isSold: true }, "ATELIER").offers.availability).toBe(
      "https://schema.org/SoldOut",
    );
  });

  it("cannot break out of its script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
