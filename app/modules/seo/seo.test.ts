import { describe, expect, it } from "vitest";
import { metaDescription, seoMeta } from "./meta";
import { productJsonLd, robotsTxt, sitemapXml } from "./seo";

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
  it("lists absolute, escaped addresses with their last change, batch after batch", async () => {
    let xml = "";
    for await (const part of sitemapXml(origin, [
      [{ path: "/" }],
      [{ path: "/products/7?a=1&b=2", lastModified: new Date("2026-01-02T03:04:05Z") }],
    ]))
      xml += part;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><urlset [^>]+>/);
    expect(xml).toMatch(/<\/url><\/urlset>$/);
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
});

describe("page tags", () => {
  const site = { origin, brandName: "ATELIER", image: "/demo/hero.jpg" };
  const content = (tags: ReturnType<typeof seoMeta>, key: string) => {
    const tag = tags.find((tag) => ("property" in tag ? tag.property : "name" in tag && tag.name) === key);
    return tag && "content" in tag ? tag.content : undefined;
  };

  it("give the canonical address, Open Graph and Twitter card with absolute URLs", () => {
    const tags = seoMeta(site, {
      title: "Midnight Tote | Atelier",
      description: "A navy tote",
      path: "/products/7",
      image: "/uploads/tote.jpg",
      type: "product",
    });
    expect(tags).toContainEqual({ title: "Midnight Tote | Atelier" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${origin}/products/7` });
    expect(content(tags, "og:url")).toBe(`${origin}/products/7`);
    expect(content(tags, "og:type")).toBe("product");
    expect(content(tags, "og:image")).toBe(`${origin}/uploads/tote.jpg`);
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "twitter:image")).toBe(`${origin}/uploads/tote.jpg`);
    expect(content(tags, "description")).toBe("A navy tote");
  });

  it("fall back to the hero image and keep images that are already absolute", () => {
    const page = { title: "Gallery | Atelier", description: "Work", path: "/gallery" };
    expect(content(seoMeta(site, page), "og:image")).toBe(`${origin}/demo/hero.jpg`);
    expect(content(seoMeta(site, { ...page, image: "https://cdn.example/a.jpg" }), "og:image")).toBe(
      "https://cdn.example/a.jpg",
    );
  });

  it("make a description plain text of at most 160 characters", () => {
    expect(metaDescription("Hand *stitched*\n\nnavy tote")).toBe("Hand stitched navy tote");
    expect(metaDescription("x".repeat(300))).toHaveLength(160);
  });
});
