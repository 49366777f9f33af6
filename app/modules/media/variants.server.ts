// Responsive image variants (a width in AVIF or WebP) of stored uploads and demo photos, made once
// by sharp and kept in a disk cache under DATA_DIR/image-cache keyed by source + width + format.
import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { getEnv } from "~/utils/env.server";
import { VARIANT_WIDTHS, variantSource, type VariantFormat } from "./image-url";
import type { StoredObject } from "./media-storage";
import { getStorage } from "./storage.server";

const DEMO_DIR = path.resolve("public");
const CONTENT_TYPES: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** Variants being made right now, so concurrent requests for one share the work. */
const pending = new Map<string, Promise<string | undefined>>();

let cacheDirOverride: string | undefined;

export function variantCacheDir() {
  return cacheDirOverride ?? path.join(getEnv().dataDir, "image-cache");
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
  const ready = await variantFile(source, width, format);
  if (!ready) return undefined;
  const stat = await fsp.stat(ready);
  return { body: fs.createReadStream(ready), size: stat.size, contentType: CONTENT_TYPES[format] };
}

/** The cached file of a variant, made first if needed; undefined when there is no source. */
async function variantFile(source: string, width: number, format: VariantFormat) {
  const stamp = source.startsWith("demo/") ? await demoStamp(source) : "";
  if (stamp === undefined) return undefined;
  const name = cacheName(source, stamp);
  const file = path.join(variantCacheDir(), name.slice(0, 2), `${name}-${width}.${format}`);
  let made = pending.get(file);
  if (!made) {
    made = ensureVariant(file, source, width, format).finally(() => pending.delete(file));
    pending.set(file, made);
  }
  return made;
}

/** The queue of variants made ahead of their first request, one at a time. */
let preparing: Promise<unknown> = Promise.resolve();

/**
 * Makes every AVIF width of freshly stored photos in the background, one encode at a time: the first
 * buyer to open a new piece would otherwise wait for the encodes (up to a second or two each for the
 * wide ones). WebP, for the few browsers without AVIF, is still made on its first request.
 */
export function prepareVariants(urls: string[]) {
  for (const source of urls.map(variantSource)) {
    if (!source) continue;
    for (const width of VARIANT_WIDTHS) {
      preparing = preparing
        .then(() => variantFile(source, width, "avif"))
        .catch((error: unknown) => console.error(`Could not prepare ${width}w AVIF of ${source}:`, error));
    }
  }
}

/** Settles once every variant asked for so far has been made (or failed). */
export const variantsPrepared = () => preparing;

function cacheName(source: string, stamp: string) {
  return createHash("sha256").update(`${source}|${stamp}`).digest("hex").slice(0, 32);
}

/** Removes every cached variant of a deleted upload; answers the bytes they took. */
export async function deleteVariants(key: string) {
  const name = cacheName(`uploads/${key}`, "");
  const folder = path.join(variantCacheDir(), name.slice(0, 2));
  const files = await fsp.readdir(folder).catch(() => [] as string[]);
  const sizes = await Promise.all(
    files
      .filter((file) => file.startsWith(`${name}-`))
      .map(async (file) => {
        const variant = path.join(folder, file);
        const size = (await fsp.stat(variant).catch(() => undefined))?.size ?? 0;
        await fsp.rm(variant, { force: true });
        return size;
      }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function ensureVariant(file: string, source: string, width: number, format: VariantFormat) {
  if (fs.existsSync(file)) return file;
  const original = await readSource(source);
  if (!original) return undefined;
  const pipeline = sharp(original, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const output =
    format === "avif"
      ? await pipeline.avif({ quality: 55, effort: 2 }).toBuffer()
      : await pipeline.webp({ quality: 78 }).toBuffer();
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await fsp.writeFile(partial, output);
  await fsp.rename(partial, file);
  return file;
}

async function readSource(source: string): Promise<Buffer | undefined> {
  if (source.startsWith("demo/")) return fsp.readFile(path.join(DEMO_DIR, source)).catch(() => undefined);
  const object = await getStorage().get(source.slice("uploads/".length));
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Demo files can change between releases under the same name: their mtime is part of the key. */
async function demoStamp(source: string) {
  const stat = await fsp.stat(path.join(DEMO_DIR, source)).catch(() => undefined);
  return stat?.isFile() ? String(stat.mtimeMs) : undefined;
}
