// Where a picture's responsive variants live: shared by the <Picture> component and the /images route.

// 160 serves the product page's thumbnails on a phone (a fifth of its width).
export const VARIANT_WIDTHS = [160, 320, 480, 640, 828, 1080, 1280, 1600, 1920] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

/** The owner's images, one prefix per use: `site` holds the hero, story, about and collection photos. */
export const OWNER_IMAGE_PREFIXES = ["products", "gallery", "scrolling", "site"] as const;
export type OwnerImagePrefix = (typeof OWNER_IMAGE_PREFIXES)[number];
/** Every folder the owner's uploads go to: her images and her custom fonts. */
export const OWNER_UPLOAD_PREFIXES = [...OWNER_IMAGE_PREFIXES, "fonts"] as const;
export const UPLOAD_PREFIXES = [...OWNER_UPLOAD_PREFIXES, "contact"] as const;
export type UploadPrefix = (typeof UPLOAD_PREFIXES)[number];
const OWNER_KEY = `(?:${OWNER_IMAGE_PREFIXES.join("|")})/[0-9a-f]{32}\\.(?:jpg|png|gif|webp|avif)`;

/**
 * An owner upload's key, the only uploads with responsive variants: a prefix per use and 32 random
 * hex digits, never a client's file name. Contact photos (anyone may send them) get none, so a
 * stranger cannot make the server encode 18 variants of each of her uploads on request.
 */
export const UPLOAD_KEY_PATTERN = new RegExp(`^${OWNER_KEY}$`);
/** An owner upload's key at the end of an address (local or the S3 public URL). */
const UPLOAD_KEY_AT_END = new RegExp(`(${OWNER_KEY})$`);
const DEMO_PATTERN = /^demo\/[a-z0-9-]+\.jpg$/;

/**
 * The variant source of an image URL: `uploads/<key>` for stored uploads (local `/uploads/...` or
 * the S3 public URL, recognised by the key's shape), `demo/<file>` for the committed demo photos,
 * undefined for anything else (an owner-typed URL is shown as it is).
 */
export function variantSource(src: string): string | undefined {
  if (src.startsWith("/demo/")) {
    const source = src.slice(1);
    return DEMO_PATTERN.test(source) ? source : undefined;
  }
  let pathname: string;
  try {
    pathname = new URL(src, "http://local").pathname;
  } catch {
    return undefined;
  }
  const match = UPLOAD_KEY_AT_END.exec(pathname);
  return match ? `uploads/${match[1]}` : undefined;
}

export function isVariantSource(source: string): boolean {
  if (source.startsWith("uploads/")) return UPLOAD_KEY_PATTERN.test(source.slice("uploads/".length));
  return DEMO_PATTERN.test(source);
}

/** What `/images/<width>/<format>/<source>` asks for, given the part after `/images/`; undefined when it names no variant. */
export function parseVariantPath(path: string) {
  const [widthText, format, ...rest] = path.split("/");
  const width = Number(widthText);
  const source = rest.join("/");
  if (
    !VARIANT_WIDTHS.some((allowed) => allowed === width) ||
    !VARIANT_FORMATS.includes(format as VariantFormat) ||
    !isVariantSource(source)
  )
    return undefined;
  return { width, format: format as VariantFormat, source };
}

export function variantUrl(source: string, width: number, format: VariantFormat) {
  return `/images/${width}/${format}/${source}`;
}

/** The key of an upload's variant in the store: `products/<hex>.jpg` → `variants/products/<hex>-480.avif`. */
export function storedVariantKey(key: string, width: number, format: VariantFormat) {
  return `variants/${key.replace(/\.[a-z]+$/, "")}-${width}.${format}`;
}

/** Where one picture's variants are asked for, a width and format at a time. */
export type VariantAddress = (width: number, format: VariantFormat) => string;

/**
 * The variants of the picture at `src`, or undefined when it has none (an owner-typed URL, a
 * contact photo). An upload's are named in the store at `store` (the bucket's public address) when
 * `src` is that store's and the store is known to hold every variant of every photo a row names
 * (decision 351); otherwise, and for the demo photos, this instance's `/images` route answers them.
 */
export function variantAddress(src: string, store?: string | null): VariantAddress | undefined {
  const source = variantSource(src);
  if (!source) return undefined;
  const key = source.slice("uploads/".length);
  if (store && source.startsWith("uploads/") && src === `${store}/${key}`)
    return (width, format) => `${store}/${storedVariantKey(key, width, format)}`;
  return (width, format) => variantUrl(source, width, format);
}

export function srcSet(address: VariantAddress, format: VariantFormat) {
  return VARIANT_WIDTHS.map((width) => `${address(width, format)} ${width}w`).join(", ");
}
