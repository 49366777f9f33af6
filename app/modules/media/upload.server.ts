// Upload pipeline of product §7, once the post is read (~/utils/multipart.server): each file's type
// decided by its bytes, images re-encoded by sharp, and only then anything stored.
import sharp, { type Metadata, type Sharp } from "sharp";
import { tooLarge, unprocessable, unsupportedType } from "~/utils/errors";
import { decodeHeic, type PhotoSender } from "./heic.server";
import { OWNER_IMAGE_PREFIXES, type OwnerImagePrefix, type UploadPrefix } from "./image-url";
import {
  FONT_CONTENT_TYPES,
  IMAGE_CONTENT_TYPES,
  IMAGE_EXTENSIONS,
  isHeic,
  sniffFont,
  sniffImage,
  type ImageType,
} from "./sniff";
import { getStorage, newObjectKey } from "./storage.server";
import { prepareVariants } from "./variants.server";
import type { ReceivedFile } from "~/utils/multipart.server";

export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * A visitor's photo: what phones save by default (12 MP on most, 12.5 on Pixels, 24 on iPhones
 * since the 15), not the 48, 50 or 200 MP of their full-resolution modes, which must be chosen.
 */
export const VISITOR_MAX_PIXELS = 25_000_000;
/** Stored originals are capped to this longest side; pages get smaller variants anyway. */
const MAX_STORED_SIDE = 3000;

export const UPLOAD_MESSAGES = {
  tooManyPixels: "The image is too large (at most 40 megapixels).",
  visitorTooManyPixels:
    "This photo is too large (at most 25 megapixels): send it at your phone's standard size, or smaller.",
  tooFewBytes:
    "This HEIC file is too small for the picture size it declares, so it is no camera's photo. Please send the photo as your phone saved it, or as a JPEG.",
  notImage: "Only JPEG, PNG, GIF, WebP, AVIF or HEIC images can be uploaded.",
  notFont: "Only .woff, .woff2, .ttf or .otf fonts can be uploaded.",
};

export interface PreparedFile {
  bytes: Buffer;
  extension: string;
  contentType: string;
}

/** The largest image `sender` may send, and how it is refused. */
const pixelCap = (sender: PhotoSender) =>
  sender === "owner"
    ? { maxPixels: MAX_INPUT_PIXELS, tooMany: tooLarge(UPLOAD_MESSAGES.tooManyPixels) }
    : { maxPixels: VISITOR_MAX_PIXELS, tooMany: tooLarge(UPLOAD_MESSAGES.visitorTooManyPixels) };

/**
 * Checks an image by its bytes and re-encodes it: EXIF orientation applied, metadata stripped
 * (sharp keeps none unless asked), at most MAX_STORED_SIDE. Throws 415 or 413 errors.
 */
export async function prepareImage(bytes: Buffer, sender: PhotoSender): Promise<PreparedFile> {
  if (isHeic(bytes)) return prepareHeic(bytes, sender);
  const type = sniffImage(bytes);
  if (!type) throw unsupportedType(UPLOAD_MESSAGES.notImage);
  const animated = type === "gif" || type === "webp";
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const, animated };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw refusal(error);
  }
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const cap = pixelCap(sender);
  if ((metadata.width ?? 0) * frameHeight > cap.maxPixels) throw cap.tooMany;
  if (!sameFormat(type, metadata.format)) throw unsupportedType(UPLOAD_MESSAGES.notImage);
  try {
    const pipeline = sharp(bytes, options)
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true });
    const output = await encodeAs(pipeline, type).toBuffer();
    return { bytes: output, extension: IMAGE_EXTENSIONS[type], contentType: IMAGE_CONTENT_TYPES[type] };
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * A HEIC photo becomes a JPEG, which every browser shows. sharp's libvips has no HEVC decoder (it
 * reads AVIF only), so libheif, compiled to WebAssembly (heic-decode), decodes it on a worker
 * thread (./heic.server), its size checked before any pixel is decoded. The first image is the
 * photo (a burst or a Live Photo's others are left out); libheif applies its rotation.
 */
async function prepareHeic(bytes: Buffer, sender: PhotoSender): Promise<PreparedFile> {
  const cap = pixelCap(sender);
  const decoded = await decodeHeic(bytes, cap.maxPixels, sender);
  if ("refusal" in decoded) {
    if (decoded.refusal === "tooManyPixels") throw cap.tooMany;
    if (decoded.refusal === "tooFewBytes") throw unprocessable(UPLOAD_MESSAGES.tooFewBytes);
    throw unsupportedType(UPLOAD_MESSAGES.notImage);
  }
  const { data, width, height } = decoded;
  const pipeline = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .flatten({ background: "#ffffff" })
    .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true });
  const output = await encodeAs(pipeline, "jpeg").toBuffer();
  return { bytes: output, extension: IMAGE_EXTENSIONS.jpeg, contentType: IMAGE_CONTENT_TYPES.jpeg };
}

/** sharp's own pixel cap is a 413; any other decoding failure means the bytes are no such image. */
function refusal(error: unknown) {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return tooLarge(UPLOAD_MESSAGES.tooManyPixels);
  }
  // A valid header over broken or foreign data (e.g. a PNG signature followed by HTML).
  return unsupportedType(UPLOAD_MESSAGES.notImage);
}

function sameFormat(type: ImageType, format: string | undefined) {
  return format === type || (type === "avif" && format === "heif");
}

function encodeAs(pipeline: Sharp, type: ImageType) {
  switch (type) {
    case "jpeg":
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case "png":
      return pipeline.png({ compressionLevel: 9 });
    case "gif":
      return pipeline.gif();
    case "webp":
      return pipeline.webp({ quality: 85 });
    case "avif":
      return pipeline.avif({ quality: 60, effort: 4 });
  }
}

/** Checks a font by its signature; fonts are stored as sent. */
export function prepareFont(bytes: Buffer): PreparedFile {
  const type = sniffFont(bytes);
  if (!type) throw unsupportedType(UPLOAD_MESSAGES.notFont);
  return { bytes, extension: type, contentType: FONT_CONTENT_TYPES[type] };
}

/**
 * Stores prepared files under fresh keys and answers their URLs. All or nothing: if one write
 * fails the ones already written are deleted.
 */
export async function storeFiles(prefix: UploadPrefix, files: PreparedFile[]): Promise<string[]> {
  const storage = getStorage();
  const written: string[] = [];
  try {
    for (const file of files) {
      const key = newObjectKey(prefix, file.extension);
      await storage.put(key, file.bytes, file.contentType);
      written.push(key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
  return written.map((key) => storage.publicUrl(key));
}

/** Validates every image first, then stores them: a refused file leaves nothing behind. */
async function checkAndStore(prefix: UploadPrefix, files: ReceivedFile[], sender: PhotoSender) {
  const prepared: PreparedFile[] = [];
  for (const file of files) prepared.push(await prepareImage(file.bytes, sender));
  return storeFiles(prefix, prepared);
}

/** The owner's images, whose variants are then made in the background. */
export async function storeImages(prefix: OwnerImagePrefix, files: ReceivedFile[]): Promise<string[]> {
  const urls = await checkAndStore(prefix, files, "owner");
  prepareVariants(urls);
  return urls;
}

/**
 * A visitor's contact photos, under visitors' limits counted for `network` (clientIp). Only the
 * owner sees them, and anyone can send them, so they cost no encoding until she opens them.
 */
export const storeContactPhotos = (files: ReceivedFile[], network: string) =>
  checkAndStore("contact", files, { visitorNetwork: network });

/** Owner images go under the use named by `?use=` (products by default); contact photos never. */
export function ownerImagePrefix(request: Request): OwnerImagePrefix {
  const use = new URL(request.url).searchParams.get("use");
  return OWNER_IMAGE_PREFIXES.find((prefix) => prefix === use) ?? "products";
}
