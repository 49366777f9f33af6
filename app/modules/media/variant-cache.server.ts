// Where an upload's variants are kept: in the shared store beside the original, and each instance's
// copy under DATA_DIR/image-cache (decision 250). Free of sharp and Prisma, so the HTTP server can
// answer a cached copy before the app is involved (server/cached-variants.ts).
import path from "node:path";
import { storedVariantKey, type VariantFormat } from "./image-url";

/** The folder of an instance's variant copies (and of the demo photos' variants). */
export function imageCacheDir(dataDir: string) {
  return path.join(dataDir, "image-cache");
}

/** This instance's copy of an upload's variant, under `cacheDir`. */
export function cachedVariantFile(cacheDir: string, key: string, width: number, format: VariantFormat) {
  return path.join(cacheDir, storedVariantKey(key, width, format));
}
