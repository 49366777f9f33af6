// The owner's image variants this instance already holds, answered from its disk cache before the
// rest of the stack. At a drop each visitor asks for three photos besides the page; through Remix,
// each cost a Request object and two matchings of every route (a fifth of an instance's CPU in
// `npm run bench:drop`). A variant not cached yet goes on to the /images route, which copies it from
// the shared store (or makes it) into this cache (decision 250).
import type { RequestHandler } from "express";
import { parseVariantPath, VARIANT_CONTENT_TYPES } from "../app/modules/media/image-url";
import { IMMUTABLE } from "../app/modules/media/serve.server";
import { cachedVariantFile } from "../app/modules/media/variant-cache.server";
import { STORED_FILE_POLICY } from "../app/modules/security/headers";

const PREFIX = "/images/";

export function cachedVariants(cacheDir: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.startsWith(PREFIX)) return next();
    const asked = parseVariantPath(req.path.slice(PREFIX.length));
    if (!asked?.source.startsWith("uploads/")) return next();
    const { source, width, format } = asked;
    const file = cachedVariantFile(cacheDir, source.slice("uploads/".length), width, format);
    // The same headers as the route's answer (set only once the file is found, so a miss reaches
    // the route untouched).
    const headers = {
      "Content-Type": VARIANT_CONTENT_TYPES[format],
      "Cache-Control": IMMUTABLE,
      "Content-Security-Policy": STORED_FILE_POLICY,
    };
    res.sendFile(file, { headers, cacheControl: false, etag: false, lastModified: false }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
