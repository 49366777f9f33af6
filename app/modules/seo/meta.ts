// The tags each public page gives search engines and link previews: title, description,
// canonical link, Open Graph and Twitter card, with absolute URLs.
import type { MetaDescriptor } from "@remix-run/node";

/** What the root loader knows about the site, for every page's tags. */
export interface SiteSeo {
  origin: string;
  brandName: string;
  /** The hero image: the preview of pages without an image of their own. */
  image: string;
}

export interface PageSeo {
  title: string;
  description: string;
  /** The page's own path, without a query: the canonical address. */
  path: string;
  image?: string | null;
  type?: "website" | "product" | "article";
}

export const absoluteUrl = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : new URL(url, origin).toString();

/** The site's details from the root route's data, as a meta function receives it. */
export function siteSeoOf(matches: { id: string; data: unknown }[]): SiteSeo | undefined {
  return (matches.find((match) => match.id === "root")?.data as { seo?: SiteSeo } | undefined)?.seo;
}

export function seoMeta(site: SiteSeo | undefined, page: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  // Without the root's data (an error page) there is no origin for absolute addresses.
  if (!site) return tags;
  const url = absoluteUrl(site.origin, page.path);
  const image = absoluteUrl(site.origin, page.image || site.image);
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.brandName },
    { property: "og:image", content: image },
    { name: "twitter:image", content: image },
  ];
}

/** A description's text without its *emphasis* marks. */
export const plainText = (text: string) => text.replace(/\*([^*\n]+)\*/g, "$1");

/** A meta description: plain text on one line, at most 160 characters. */
export const metaDescription = (text: string) => plainText(text).replace(/\s+/g, " ").trim().slice(0, 160);
