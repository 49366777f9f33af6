// Answers stored files and image variants with their content type, long caching and the stored
// files' sandboxed Content-Security-Policy: set here, by the route, so /UPLOADS/… or /%75ploads/…
// (which Remix routes here too) get it as well (nosniff comes from server/security.ts).
import { Readable } from "node:stream";
import { STORED_FILE_POLICY } from "~/modules/security/headers";
import type { StoredObject } from "./media-storage";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export function fileResponse(object: StoredObject, cacheControl = IMMUTABLE): Response {
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.size),
      "Cache-Control": cacheControl,
      "Content-Security-Policy": STORED_FILE_POLICY,
    },
  });
}
