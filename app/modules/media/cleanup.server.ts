// Deletes stored files no row uses, with their cached variants: a visitor's contact photos of a
// message never sent (every hour, decision 033) and the owner's uploads nobody kept (the daily
// sweep, decision 211). Only files over a day old go: a form may be about to save a newer one.
import { OBJECT_KEY_PATTERN, getStorage } from "./storage.server";
import type { UploadPrefix } from "./image-url";
import { referencedUploadKeys } from "./references.server";
import { deleteVariants } from "./variants.server";

export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

export interface RemovedUploads {
  keys: string[];
  /** The files' bytes and their variants'. */
  bytes: number;
}

/**
 * Deletes the files under `prefixes` older than ORPHAN_AGE_MS at `now` that no row mentions. With
 * `unlessNoneUsed`, deletes nothing when no row mentions any stored file at all: that is a database
 * which does not go with this store (a fresh install pointed at the shop's bucket), not a shop whose
 * every upload is unused.
 */
export async function removeUnusedUploads(
  prefixes: readonly UploadPrefix[],
  now = new Date(),
  { unlessNoneUsed = false } = {},
): Promise<RemovedUploads> {
  const storage = getStorage();
  const listed = (await Promise.all(prefixes.map((prefix) => storage.list(prefix)))).flat();
  // Only keys the shop made: a file put there by hand is not the shop's to judge.
  const old = listed.filter(
    (entry) =>
      OBJECT_KEY_PATTERN.test(entry.key) && now.getTime() - entry.lastModified.getTime() > ORPHAN_AGE_MS,
  );
  if (old.length === 0) return { keys: [], bytes: 0 };
  // Read after listing, so a row saved while the store was listed is seen.
  const referenced = await referencedUploadKeys();
  if (unlessNoneUsed && referenced.size === 0) {
    console.warn(`No row mentions any stored file: ${old.length} old file(s) kept, none swept.`);
    return { keys: [], bytes: 0 };
  }
  const unused = old.filter((entry) => !referenced.has(entry.key));
  let bytes = 0;
  for (const entry of unused) {
    await storage.delete(entry.key);
    bytes += entry.size + (await deleteVariants(entry.key));
  }
  return { keys: unused.map((entry) => entry.key), bytes };
}

/** Deletes contact photos of messages never sent; answers their keys. */
export async function deleteOrphanContactPhotos(now = new Date()): Promise<string[]> {
  return (await removeUnusedUploads(["contact"], now)).keys;
}
