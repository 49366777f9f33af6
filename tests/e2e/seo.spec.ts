// What search engines and link previews read in the served pages (demo content: product 1 is for
// sale, product 3 is sold).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";

const baseUrl = inject("baseUrl");

describe("the storefront's tags for search engines and link previews", () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // Without JavaScript: exactly what the server sends.
    browser = await launchBrowser({ javaScriptEnabled: false });
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  const head = () =>
    page.evaluate(() => {
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
    const pages = [
      ["/", "/", "Atelier | Reimagined Luxury Accessories"],
      ["/gallery", "/gallery", "Gallery | Atelier"],
      ["/shop", "/shop", "Shop | Atelier"],
      ["/category/handbags", "/category/handbags", "handbags | Atelier"],
      ["/shop/handbags", "/category/handbags", "handbags | Atelier"],
      ["/products/1", "/products/1", "The Midnight Reverie Tote | Atelier"],
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
    const offers = async (id: number) => {
      await page.goto(`${baseUrl}/products/${id}`);
      const json = await page.locator('script[type="application/ld+json"]').textContent();
      return JSON.parse(json ?? "{}");
    };
    const forSale = await offers(1);
    const tags = await head();
    expect(tags.ogType).toBe("product");
    expect(tags.ogImage).toBe(forSale.image[0]);
    expect(forSale).toMatchObject({
      "@type": "Product",
      name: "The Midnight Reverie Tote",
      offers: { priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
    expect(forSale.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect((await offers(3)).offers.availability).toBe("https://schema.org/SoldOut");
  });

  it("lists the gallery's pieces in the sitemap and keeps the owner's pages out of search", async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/\/gallery\/\d+<\/loc>/);
    expect(sitemap).toContain("/products/1</loc>");
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    for (const path of ["/admin", "/checkout", "/api/"]) expect(robots).toContain(`Disallow: ${path}`);
  });
});
