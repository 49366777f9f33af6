// GET /images/<width>/<avif|webp>/<source>: a cached responsive variant for the <Picture> component.
// (An upload's variant this instance already holds is answered before Remix: server/cached-variants.ts.)
import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseVariantPath } from "~/modules/media/image-url";
import { fileResponse, IMMUTABLE } from "~/modules/media/serve.server";
import { getVariant } from "~/modules/media/variants.server";
import { notFound } from "~/utils/errors";
import { withPageErrors } from "~/utils/page.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    const asked = parseVariantPath(params["*"] ?? "");
    if (!asked) throw notFound();
    const { source, width, format } = asked;
    const variant = await getVariant(source, width, format);
    if (!variant) throw notFound();
    // Uploaded keys never change content; a demo photo may be replaced in a release.
    return fileResponse(variant, source.startsWith("demo/") ? "public, max-age=86400" : IMMUTABLE);
  });
}
