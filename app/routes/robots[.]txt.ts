// robots.txt: everything public may be crawled; the admin, checkout and API may not.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/modules/seo/seo";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
