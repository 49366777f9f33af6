// GET /images/<width>/<avif|webp>/<source>: a cached responsive variant for the <Picture> component.
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  isVariantSource,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantFormat,
} from "~/modules/media/image-url";
import { fileResponse, IMMUTABLE } from "~/modules/media/serve.server";
import { getVariant } from "~/modules/media/variants.server";
import { notFound } from "~/utils/errors";
import { withPageErrors } from "~/utils/page.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    const [widthText, format, ...rest] = (params["*"] ?? "").split("/");
    const width = Number(widthText);
    const source = rest.join("/");
    if (
      !VARIANT_WIDTHS.some((allowed) => allowed === width) ||
      !VARIANT_FORMATS.includes(format as VariantFormat) ||
      !isVariantSource(source)
    ) {
      throw notFound();
    }
    const variant = await getVariant(source, width, format as VariantFormat);
    if (!variant) throw notFound();
    // Uploaded keys never change content; a demo photo may be replaced in a release.
    return fileResponse(variant, source.startsWith("demo/") ? "public, max-age=86400" : IMMUTABLE);
  });
}
