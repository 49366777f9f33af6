// What search engines and link previews read: robots rules, the sitemap and Product JSON-LD.
// Pure functions, so each output is tested on its own.
import { absoluteUrl, plainText } from "./meta";

export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /checkout",
    "Disallow: /payment-success",
    "Disallow: /api/",
    "Disallow: /login",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!,
  );

/**
 * The sitemap's XML in parts, one per batch of `batches` (read as the response takes them), with
 * absolute, escaped addresses.
 */
export async function* sitemapXml(
  origin: string,
  batches: AsyncIterable<SitemapEntry[]> | Iterable<SitemapEntry[]>,
): AsyncGenerator<string> {
  // The head goes with the first batch, so the first part has read what the batches read.
  let head = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`;
  for await (const entries of batches) {
    yield head +
      entries
        .map(({ path, lastModified }) => {
          const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
          return `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
        })
        .join("");
    head = "";
  }
  yield head + "</urlset>";
}

export interface JsonLdProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  imageUrls: string[];
  isSold: boolean;
  category: string;
}

/** schema.org Product with its one Offer: a piece is in stock until it is sold. */
export function productJsonLd(origin: string, product: JsonLdProduct, brandName: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: plainText(product.description),
    image: product.imageUrls.map((url) => absoluteUrl(origin, url)),
    sku: `atelier-${product.id}`,
    category: product.category,
    brand: { "@type": "Brand", name: brandName },
    offers: {
      "@type": "Offer",
      url: `${origin}/products/${product.id}`,
      priceCurrency: "USD",
      price: (product.price / 100).toFixed(2),
      availability: product.isSold ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}
