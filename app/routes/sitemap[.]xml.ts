// sitemap.xml: the public pages, categories and live products.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml } from "~/modules/seo/seo";
import { listSitemapEntries } from "~/modules/seo/sitemap.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const xml = sitemapXml(new URL(request.url).origin, await listSitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
