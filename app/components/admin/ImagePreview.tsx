// A photo the owner entered, previewed: 'No image' for an empty address, 'Invalid URL' for one the
// site would refuse, 'Image Not Found' when it does not load.
import { useState } from "react";
import { SAFE_URL } from "~/utils/validation";

/** A 96 px square, or a square filling its tile's width. */
const SIZES = { thumb: "h-24 w-24 shrink-0", tile: "aspect-square w-full" };

export function ImagePreview({
  url,
  alt,
  size = "thumb",
}: {
  url: string;
  alt: string;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const placeholder = !url
    ? "No image"
    : !SAFE_URL.test(url)
      ? "Invalid URL"
      : failed === url
        ? "Image Not Found"
        : null;
  return placeholder ? (
    <div
      className={`flex ${SIZES[size]} items-center justify-center bg-sand p-2 text-center text-xs text-gray-700`}
    >
      {placeholder}
    </div>
  ) : (
    <img
      src={url}
      alt={alt}
      width={96}
      height={96}
      onError={() => setFailed(url)}
      className={`${SIZES[size]} object-cover`}
    />
  );
}
