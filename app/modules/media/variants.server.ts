// Responsive image variants (a width in AVIF or WebP), made once by sharp. The owner's uploads keep
// theirs in the shared store next to the original (decision 250), so no instance encodes what
// another made; each instance serves its copy of them from DATA_DIR/image-cache, fetched from the
// store on its first request. The committed demo photos keep theirs in that cache only, keyed by
// source + mtime + width + format.
import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import sharp from "sharp";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import {
  storedVariantKey,
  VARIANT_CONTENT_TYPES,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  variantSource,
  type VariantFormat,
} from "./image-url";
import type { StoredObject } from "./media-storage";
import { openFile } from "./open-file.server";
import { getStorage } from "./storage.server";
import { cachedVariantFile, imageCacheDir } from "./variant-cache.server";

const DEMO_DIR = path.resolve("public");

/** Variants being made right now, so concurrent requests for one share the work. */
const pending = new Map<string, Promise<Buffer | undefined>>();

let cacheDirOverride: string | undefined;

export function variantCacheDir() {
  return cacheDirOverride ?? imageCacheDir(getEnv().dataDir);
}

/** Points the cache elsewhere (tests use a temporary folder). */
export function setVariantCacheDir(dir: string | undefined) {
  cacheDirOverride = dir;
}

/** The variant of `source` (`uploads/<key>` or `demo/<file>`), or undefined when there is no source. */
export async function getVariant(
  source: string,
  width: number,
  format: VariantFormat,
): Promise<StoredObject | undefined> {
  const file = source.startsWith("demo/")
    ? await demoVariantFile(source, width, format)
    : await uploadVariantFile(source, width, format);
  const opened = file ? await openFile(file) : undefined;
  return opened && { ...opened, contentType: VARIANT_CONTENT_TYPES[format] };
}

/**
 * This instance's copy of an upload's variant, fetched from the store once: a crowd's thousands of
 * requests then cost the store one read per variant and instance, not one each.
 */
async function uploadVariantFile(source: string, width: number, format: VariantFormat) {
  const upload = source.slice("uploads/".length);
  const key = storedVariantKey(upload, width, format);
  const file = cachedVariantFile(variantCacheDir(), upload, width, format);
  if (fs.existsSync(file)) return file;
  const copied = await once(file, async () => {
    const stored = await getStorage().get(key);
    // Not made ahead (an upload from before variants were stored, or a restart dropped the queue).
    const bytes = stored
      ? await readAll(stored.body)
      : await once(key, () => makeStoredVariant(source, key, width, format));
    if (bytes) await writeFileAtomically(file, bytes);
    return bytes;
  });
  return copied && file;
}

/** Runs `make` for `id` unless it is already under way in this process, sharing its result. */
function once(id: string, make: () => Promise<Buffer | undefined>) {
  let made = pending.get(id);
  if (!made) {
    made = make().finally(() => pending.delete(id));
    pending.set(id, made);
  }
  return made;
}

async function makeStoredVariant(source: string, key: string, width: number, format: VariantFormat) {
  const original = await readSource(source);
  if (!original) return undefined;
  const output = await encode(original, width, format);
  await getStorage().put(key, output, VARIANT_CONTENT_TYPES[format]);
  return output;
}

/** The queue of photos whose variants are made ahead of their first request, one encode at a time. */
let preparing: Promise<unknown> = Promise.resolve();

/**
 * Makes every variant (each width, AVIF and WebP) of freshly stored or scheduled photos in the
 * background, one encode at a time, into the shared store: a drop's crowd then finds them all
 * there, on any instance, and no page waits behind an encode. Another instance preparing the same
 * photos (she uploads on one and schedules on another) makes each variant at most once between them.
 */
export function prepareVariants(urls: string[]) {
  // Failures are logged by the queue; nobody waits for these.
  for (const source of urls.map(variantSource)) if (source) queuePhoto(source).catch(() => {});
}

/**
 * Settles once every variant of `urls` is in the store with the photo's ready mark (decision 351),
 * made now (behind what the queue already holds) for a photo that lacks its mark; rejects when
 * one could not be made (the store down, the original gone).
 */
export async function variantsInStore(urls: string[]) {
  const uploads = urls.map(variantSource).filter((source) => source?.startsWith("uploads/"));
  const storage = getStorage();
  await Promise.all(
    uploads.map(async (source) => {
      if (!(await storage.has(variantsReadyKey(source!.slice("uploads/".length))))) await queuePhoto(source!);
    }),
  );
}

/** Settles once every variant asked for so far has been made (or failed). */
export const variantsPrepared = () => preparing;

/** The photo's 18 variants, after what the queue holds; the answer settles when they are made. */
function queuePhoto(source: string): Promise<void> {
  const made = preparing.then(() => preparePhoto(source));
  preparing = made.catch((error: unknown) =>
    console.error(`Could not prepare the variants of ${source}:`, error),
  );
  return made;
}

/**
 * The store's mark that every variant of an upload is in it, written after the last of them: a page
 * may then name them in the bucket directly (decision 351). Beside them, so the sweep removes it too.
 */
export const variantsReadyKey = (key: string) => `variants/${key.replace(/\.[a-z]+$/, "")}.ready`;

async function preparePhoto(source: string) {
  if (source.startsWith("demo/")) {
    for (const format of VARIANT_FORMATS)
      for (const width of VARIANT_WIDTHS) await demoVariantFile(source, width, format);
    return;
  }
  const upload = source.slice("uploads/".length);
  const storage = getStorage();
  // Already made, or nothing to make them from (removed since it was queued: the sweep, a test).
  if ((await storage.has(variantsReadyKey(upload))) || !(await storage.has(upload))) return;
  for (const format of VARIANT_FORMATS)
    for (const width of VARIANT_WIDTHS)
      await prepareVariant(source, storedVariantKey(upload, width, format), width, format);
  await storage.put(variantsReadyKey(upload), Buffer.alloc(0), "text/plain");
}

async function prepareVariant(source: string, key: string, width: number, format: VariantFormat) {
  // The variant's lock, held while it is checked and made: an instance that finds it taken waits for
  // the one making it, then finds it made. The transaction outlasts the slowest encode on a busy machine.
  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`image-variant:${key}`}))`;
      if (!(await getStorage().has(key))) {
        const made = await once(key, () => makeStoredVariant(source, key, width, format));
        if (!made) throw new Error(`${source} is not in the store`);
      }
    },
    { timeout: 120_000 },
  );
}

function encode(original: Buffer, width: number, format: VariantFormat) {
  const pipeline = sharp(original, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return format === "avif"
    ? pipeline.avif({ quality: 55, effort: 2 }).toBuffer()
    : pipeline.webp({ quality: 78 }).toBuffer();
}

/**
 * Removes every stored variant of a deleted upload, and this instance's copies; answers the bytes
 * they took in the store. (Other instances' copies stay: nobody asks for a deleted upload's variants.)
 */
export async function deleteVariants(key: string) {
  const storage = getStorage();
  let bytes = 0;
  await storage.delete(variantsReadyKey(key));
  for (const format of VARIANT_FORMATS) {
    for (const width of VARIANT_WIDTHS) {
      const variantKey = storedVariantKey(key, width, format);
      await fsp.rm(cachedVariantFile(variantCacheDir(), key, width, format), { force: true });
      const stored = await storage.get(variantKey);
      if (!stored) continue;
      stored.body.destroy();
      bytes += stored.size;
      await storage.delete(variantKey);
    }
  }
  return bytes;
}

/** The cached file of a demo photo's variant, made first if needed; undefined when there is no such photo. */
async function demoVariantFile(source: string, width: number, format: VariantFormat) {
  // Demo files can change between releases under the same name: their mtime is part of the key.
  const stat = await fsp.stat(path.join(DEMO_DIR, source)).catch(() => undefined);
  if (!stat?.isFile()) return undefined;
  const name = createHash("sha256").update(`${source}|${stat.mtimeMs}`).digest("hex").slice(0, 32);
  const file = path.join(variantCacheDir(), name.slice(0, 2), `${name}-${width}.${format}`);
  if (fs.existsSync(file)) return file;
  const made = await once(file, async () => {
    const output = await encode(await fsp.readFile(path.join(DEMO_DIR, source)), width, format);
    await writeFileAtomically(file, output);
    return output;
  });
  return made && file;
}

/** Written beside and renamed, so a concurrent reader never sees half a file. */
async function writeFileAtomically(file: string, bytes: Buffer) {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await fsp.writeFile(partial, bytes);
  await fsp.rename(partial, file);
}

async function readSource(source: string): Promise<Buffer | undefined> {
  const object = await getStorage().get(source.slice("uploads/".length));
  return object && readAll(object.body);
}

async function readAll(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
