// sitemap.xml: the public pages, categories and live products, written as it is read.
import { sitemapXml } from "~/modules/seo/seo";
import { sitemapEntryBatches } from "~/modules/seo/sitemap.server";
import { getEnv } from "~/utils/env.server";
import { withPageErrors } from "~/utils/page.server";
import { streamedBody } from "~/utils/streamed-body.server";

export async function loader() {
  return withPageErrors(async () => {
    const xml = sitemapXml(getEnv().publicUrl, sitemapEntryBatches());
    return new Response(await streamedBody(xml, "sitemap"), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    });
  });
}
