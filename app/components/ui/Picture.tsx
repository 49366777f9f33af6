// The one image component every page uses: AVIF/WebP variants with srcset/sizes for stored
// uploads and demo photos, any other URL as it is; width and height always set so nothing shifts.
import { useEffect, useRef } from "react";
import { srcSet, variantSource } from "~/modules/media/image-url";

/**
 * "main": the page's largest image above the fold, fetched first with high priority (the page's
 * JavaScript waits for it, see DeferredScripts); "eager": the other images in the first view;
 * "lazy": the rest, fetched as they scroll near.
 */
export type ImageLoading = "main" | "eager" | "lazy";

/** In a grid the first image is the main one and the rest of the first row (on a wide screen) eager. */
export const gridImageLoading = (index: number): ImageLoading =>
  index === 0 ? "main" : index < 3 ? "eager" : "lazy";

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
  const source = variantSource(src);
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
      sizes={source ? sizes : undefined}
      loading={loading === "lazy" ? "lazy" : "eager"}
      decoding={main ? "sync" : "async"}
      // React 18 only knows the lowercase attribute.
      {...{ fetchpriority: main ? "high" : undefined }}
      className={className}
      onLoad={onLoad}
      onError={onError}
    />
  );
  if (!source) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(source, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(source, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
