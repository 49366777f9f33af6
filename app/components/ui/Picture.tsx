// The one image component every page uses: AVIF/WebP variants with srcset/sizes for stored
// uploads and demo photos, any other URL as it is; width and height always set so nothing shifts.
import { srcSet, variantSource } from "~/modules/media/image-url";

export interface PictureProps {
  src: string;
  alt: string;
  /** Intrinsic size (or aspect ratio) of the image, in CSS pixels. */
  width: number;
  height: number;
  /** How wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** The first image above the fold: loaded eagerly with high priority; the rest lazily. */
  priority?: boolean;
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
  priority = false,
  className,
  onLoad,
  onError,
}: PictureProps) {
  const source = variantSource(src);
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={source ? sizes : undefined}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 only knows the lowercase attribute.
      {...{ fetchpriority: priority ? "high" : undefined }}
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
