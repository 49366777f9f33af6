// GET /uploads/<key>: stored files (local disk, or S3 proxied when S3_PUBLIC_URL is unset).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileResponse } from "~/modules/media/serve.server";
import { getStorage, OBJECT_KEY_PATTERN } from "~/modules/media/storage.server";
import { notFound } from "~/utils/errors";
import { withPageErrors } from "~/utils/page.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    const key = params["*"] ?? "";
    if (!OBJECT_KEY_PATTERN.test(key)) throw notFound();
    const object = await getStorage().get(key);
    if (!object) throw notFound();
    return fileResponse(object);
  });
}
