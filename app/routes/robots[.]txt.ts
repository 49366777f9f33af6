// robots.txt: everything public may be crawled; the admin, checkout and API may not.
import { robotsTxt } from "~/modules/seo/seo";
import { getEnv } from "~/utils/env.server";

export function loader() {
  return new Response(robotsTxt(getEnv().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
