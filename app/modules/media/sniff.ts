// Decides a file's type from its first bytes, never from its name or declared type.

export type ImageType = "jpeg" | "png" | "gif" | "webp" | "avif";
export type FontType = "woff" | "woff2" | "ttf" | "otf";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image type of `bytes` by its magic number, or undefined for anything else (SVG, HTML, …). */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // ISO-BMFF: a "ftyp" box whose major brand (or a compatible one) is AVIF.
  if (brands(bytes).some((brand) => brand === "avif" || brand === "avis")) return "avif";
  return undefined;
}

/** The major and compatible brands of an ISO-BMFF file's "ftyp" box (none for other files). */
function brands(bytes: Uint8Array) {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const boxSize = Math.min((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3], bytes.length);
  const found: string[] = [];
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    found.push(ascii(bytes, offset, offset + 4));
  }
  return found;
}

/**
 * True for a HEIC/HEIF photo (HEVC-coded, as iPhones, Macs' Photos exports and some Android
 * cameras make them): browsers other than Safari cannot show one, so it is converted on upload.
 */
export const isHeic = (bytes: Uint8Array) =>
  sniffImage(bytes) === undefined &&
  ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brands(bytes)[0] ?? "");

/** The font type of `bytes` by its signature, or undefined. */
export function sniffFont(bytes: Uint8Array): FontType | undefined {
  if (bytes.length < 12) return undefined;
  const tag = ascii(bytes, 0, 4);
  if (tag === "wOFF") return "woff";
  if (tag === "wOF2") return "woff2";
  if (tag === "OTTO") return "otf";
  if (tag === "\x00\x01\x00\x00" || tag === "true") return "ttf";
  return undefined;
}

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  jpeg: "jpg",
  png: "png",
  gif: "gif",
  webp: "webp",
  avif: "avif",
};

export const FONT_CONTENT_TYPES: Record<FontType, string> = {
  woff: "font/woff",
  woff2: "font/woff2",
  ttf: "font/ttf",
  otf: "font/otf",
};

/** Content type of a stored object, from the extension the server itself gave its key. */
export function contentTypeOfKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  const image = (Object.keys(IMAGE_EXTENSIONS) as ImageType[]).find(
    (type) => IMAGE_EXTENSIONS[type] === extension,
  );
  if (image) return IMAGE_CONTENT_TYPES[image];
  return FONT_CONTENT_TYPES[extension as FontType];
}
