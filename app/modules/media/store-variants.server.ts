// Pages name an upload's variants in the bucket itself when it has a public address (S3_PUBLIC_URL),
// so a crowd's pictures cost the instances nothing (decision 351). A page may only name what the
// bucket holds: every save that names a photo waits for its variants (requireStoredUploads), and each
// instance, from its first page on, checks every photo a row names and makes what is missing; until
// that check is done it names its own /images route, which makes a missing variant on request. (The
// check runs from the app's own module, not a server job: the server bundles its own copy of it.)
import { prisma } from "~/db.server";
import { OWNER_IMAGE_PREFIXES } from "./image-url";
import { keysNamedIn } from "./references.server";
import { getStorage } from "./storage.server";
import { variantsInStore, variantsReadyKey } from "./variants.server";

let checked = false;
let checking: Promise<void> | undefined;
let failedAt = 0;
const RETRY_MS = 60_000;

/**
 * The bucket's public address once this instance knows it holds every named photo's variants; null
 * before (the first call starts the check; a failed one is tried again a minute later) or without one.
 */
export function variantStore(): string | null {
  const base = getStorage().publicBase;
  if (!base) return null;
  if (checked) return base;
  if (!checking && Date.now() - failedAt > RETRY_MS) {
    checking = checkVariantsInStore()
      .catch((error: unknown) => {
        failedAt = Date.now();
        console.error("Could not check the photos' variants in the store:", error);
      })
      .finally(() => (checking = undefined));
  }
  return null;
}

/** Before a save names `urls`: their variants are in the bucket when pages name them there. */
export async function requireVariantsInStore(urls: string[]) {
  if (getStorage().publicBase) await variantsInStore(urls);
}

/** Tables whose rows name the owner's photos (mails and contact photos have no variants). */
const PHOTO_TABLES = ["Product", "GalleryItem", "ScrollingImage", "CollectionMainPhoto", "SiteSetting"];
const PHOTO_KEY = `(?:${OWNER_IMAGE_PREFIXES.join("|")})/[0-9a-f]{32}\\.(?:jpg|png|gif|webp|avif)`;
const BATCH = 500;

/**
 * The check after start: every photo a row names, a batch of keys at a time in key order, has its
 * ready mark or gets its variants made. A photo whose file is gone from the bucket is skipped (its
 * picture is broken wherever its variants are named). A store that is down makes it fail.
 */
export async function checkVariantsInStore() {
  const storage = getStorage();
  if (checked || !storage.publicBase) return;
  let made = 0;
  const lost: string[] = [];
  for (let after = ""; ; ) {
    const keys = await namedPhotoKeys(after);
    if (keys.length === 0) break;
    const ready = await Promise.all(keys.map((key) => storage.has(variantsReadyKey(key))));
    const unready = keys.filter((_, i) => !ready[i]);
    const stored = await Promise.all(unready.map((key) => storage.has(key)));
    lost.push(...unready.filter((_, i) => !stored[i]));
    const missing = unready.filter((_, i) => stored[i]);
    await variantsInStore(missing.map((key) => storage.publicUrl(key)));
    made += missing.length;
    after = keys[keys.length - 1];
  }
  checked = true;
  if (made > 0) console.log(`Made the missing variants of ${made} photo(s) in the store.`);
  if (lost.length > 0) console.warn(`Photos named by the shop but gone from the store: ${lost.join(", ")}`);
}

/** Up to BATCH distinct keys of the owner's photos that rows name, after `after` in key order. */
async function namedPhotoKeys(after: string) {
  const rows = await prisma.$queryRawUnsafe<{ key: string }[]>(
    `SELECT DISTINCT key FROM (${keysNamedIn(PHOTO_TABLES)}) named WHERE key > $2 ORDER BY key LIMIT ${BATCH}`,
    PHOTO_KEY,
    after,
  );
  return rows.map((row) => row.key);
}

/** Tests: the instance as just started. */
export function forgetVariantsCheck() {
  checked = false;
  failedAt = 0;
}
