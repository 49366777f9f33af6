// Answers stored files and image variants with their content type and long caching (nosniff and
// the stored files' sandboxed Content-Security-Policy come from server/security.ts).
import { Readable } from "node:stream";
import type { StoredObject } from "./storage.server";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export function fileResponse(object: StoredObject, cacheControl = IMMUTABLE): Response {
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.size),
      "Cache-Control": cacheControl,
    },
  });
}
