// sitemap.xml: the public pages, categories and live products.
import { sitemapXml } from "~/modules/seo/seo";
import { listSitemapEntries } from "~/modules/seo/sitemap.server";
import { getEnv } from "~/utils/env.server";

export async function loader() {
  const xml = sitemapXml(getEnv().publicUrl, await listSitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
