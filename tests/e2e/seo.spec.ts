// What search engines and link previews read in the served pages, on a shop where each test makes
// the pieces and works it looks at.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { startEmptyShop, type EmptyShop } from "../support/owner-api";
import { pagePerTest } from "../support/page-per-test";

describe("the storefront's tags for search engines and link previews", () => {
  let shop: EmptyShop;
  let baseUrl: string;
  let browser: BrowserContext;
  beforeAll(async () => {
    shop = await startEmptyShop("seo");
    baseUrl = shop.server.url;
    // Without JavaScript: exactly what the server sends.
    browser = await launchBrowser({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });
  const currentPage = pagePerTest(() => browser);

  const head = () =>
    currentPage().evaluate(() => {
      const meta = (key: string) =>
        document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
      return {
        title: document.title,
        description: meta("description"),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
        ogTitle: meta("og:title"),
        ogUrl: meta("og:url"),
        ogImage: meta("og:image"),
        ogType: meta("og:type"),
        twitterCard: meta("twitter:card"),
        twitterImage: meta("twitter:image"),
      };
    });

  it("gives every public page its own title, description, canonical address and preview", async () => {
    const page = currentPage();
    const piece = await shop.createProduct();
    const pages = [
      ["/", "/", "Atelier | Reimagined Luxury Accessories"],
      ["/gallery", "/gallery", "Gallery | Atelier"],
      ["/shop", "/shop", "Shop | Atelier"],
      ["/category/handbags", "/category/handbags", "handbags | Atelier"],
      ["/shop/handbags", "/category/handbags", "handbags | Atelier"],
      [`/products/${piece.id}`, `/products/${piece.id}`, `${piece.name} | Atelier`],
      ["/policies/returns", "/policies/returns", "Returns & Refunds | Atelier"],
      ["/policies/shipping", "/policies/shipping", "Shipping Policy | Atelier"],
      ["/policies/privacy", "/policies/privacy", "Privacy Policy | Atelier"],
      ["/policies/terms", "/policies/terms", "Terms of Sale | Atelier"],
    ];
    const seen = new Set<string>();
    for (const [path, canonicalPath, title] of pages) {
      await page.goto(`${baseUrl}${path}`);
      const tags = await head();
      expect(tags.title, path).toBe(title);
      expect(tags.ogTitle, path).toBe(title);
      expect(tags.description, path).toBeTruthy();
      expect(tags.canonical, path).toBe(`${baseUrl}${canonicalPath}`);
      expect(tags.ogUrl, path).toBe(tags.canonical);
      expect(tags.ogImage, path).toMatch(/^https?:\/\//);
      expect(tags.twitterImage, path).toBe(tags.ogImage);
      expect(tags.twitterCard, path).toBe("summary_large_image");
      seen.add(`${tags.canonical} ${tags.title}`);
    }
    expect(seen.size).toBe(pages.length - 1);
  });

  it("shows a product's own photo in its preview and describes it as Product JSON-LD", async () => {
    const page = currentPage();
    const piece = await shop.createProduct();
    const sold = await shop.createProduct({ isSold: true });
    const offers = async (id: number) => {
      await page.goto(`${baseUrl}/products/${id}`);
      const json = await page.locator('script[type="application/ld+json"]').textContent();
      return JSON.parse(json ?? "{}");
    };
    const forSale = await offers(piece.id);
    const tags = await head();
    expect(tags.ogType).toBe("product");
    expect(tags.ogImage).toBe(forSale.image[0]);
    expect(forSale).toMatchObject({
      "@type": "Product",
      name: piece.name,
      offers: { priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
    expect(forSale.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect((await offers(sold.id)).offers.availability).toBe("https://schema.org/SoldOut");
  });

  it("lists the gallery's pieces in the sitemap and keeps the owner's pages out of search", async () => {
    const piece = await shop.createProduct();
    const work = await shop.createGalleryItem();
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/gallery/${work.id}</loc>`);
    expect(sitemap).toContain(`/products/${piece.id}</loc>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    for (const path of ["/admin", "/checkout", "/api/"]) expect(robots).toContain(`Disallow: ${path}`);
  });
});
