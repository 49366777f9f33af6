// The one image component every page uses: AVIF/WebP variants with srcset/sizes for stored
// uploads and demo photos, any other URL as it is; width and height always set so nothing shifts.
import { createContext, useContext, useEffect, useRef } from "react";
import { srcSet, variantAddress } from "~/modules/media/image-url";

/**
 * The bucket whose public address pages may name the owner's photos' variants at (root's loader
 * says, once the bucket is known to hold them all: decision 351); null names this instance's route.
 */
export const ImageStoreContext = createContext<string | null>(null);

/**
 * "main": the page's largest image in the first view, fetched first with high priority (the page's
 * JavaScript waits for it to be painted, see DeferredScripts); "lazy": every other image, fetched
 * by the browser as it comes near the view, so none of them shares the bandwidth with the main one.
 */
export type ImageLoading = "main" | "lazy";

/** In a page's list of images (a grid, a photo strip) the first is the page's main image. */
export const listImageLoading = (index: number): ImageLoading => (index === 0 ? "main" : "lazy");

/** How wide a grid's image is shown: one column on a phone, two on a tablet, three on a desktop. */
export const GRID_IMAGE_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** The same bucket for a route's meta, read from root's loader data among its `matches`. */
type RootMatches = { id: string; data: unknown }[];
const imageStoreOf = (matches: RootMatches) =>
  (matches.find((match) => match.id === "root")?.data as { imageStore?: string | null } | undefined)
    ?.imageStore;

/**
 * A page's main image, asked for from the head before the body is parsed: a `<link rel=preload>`
 * for a route's meta (given its `matches`), with the AVIF srcset and sizes the <Picture> will pick
 * from, so the browser reuses the download (a browser without AVIF skips it and takes the WebP
 * source as before).
 */
export function mainImagePreload(matches: RootMatches, src: string | null | undefined, sizes = "100vw") {
  if (!src) return [];
  const address = variantAddress(src, imageStoreOf(matches));
  const link = { tagName: "link", rel: "preload", as: "image", fetchpriority: "high" } as const;
  if (!address) return [{ ...link, href: src }];
  return [{ ...link, type: "image/avif", imageSrcSet: srcSet(address, "avif"), imageSizes: sizes }];
}

export interface PictureProps {
  src: string;
  alt: string;
  /** Intrinsic size (or aspect ratio) of the image, in CSS pixels. */
  width: number;
  height: number;
  /** How wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  loading?: ImageLoading;
  className?: string;
  onLoad?: () => void;
  onError?: () => void;
}

export function Picture({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  loading = "lazy",
  className,
  onLoad,
  onError,
}: PictureProps) {
  const address = variantAddress(src, useContext(ImageStoreContext));
  const ref = useRef<HTMLImageElement>(null);
  // An image that finished before React hydrated fired its load or error event unheard.
  useEffect(() => {
    const image = ref.current;
    if (!image?.complete) return;
    if (image.naturalWidth > 0) onLoad?.();
    else onError?.();
    // Only the state found when hydrating: later loads reach the handlers as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const main = loading === "main";
  const img = (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={main ? "eager" : "lazy"}
      decoding={main ? "sync" : "async"}
      // React 18 only knows the lowercase attribute.
      {...{ fetchpriority: main ? "high" : undefined }}
      className={className}
      onLoad={onLoad}
      onError={onError}
    />
  );
  if (!address) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(address, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(address, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
