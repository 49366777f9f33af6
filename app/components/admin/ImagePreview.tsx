// A photo the owner entered, previewed: 'Invalid URL' for an address the site would refuse,
// 'Image Not Found' when it does not load.
import { useState } from "react";
import { SAFE_URL } from "~/utils/validation";

export function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const placeholder = !SAFE_URL.test(url) ? "Invalid URL" : failed === url ? "Image Not Found" : null;
  return placeholder ? (
    <div className="flex h-24 w-24 items-center justify-center bg-sand p-2 text-center text-xs text-gray-700">
      {placeholder}
    </div>
  ) : (
    <img
      src={url}
      alt={alt}
      width={96}
      height={96}
      onError={() => setFailed(url)}
      className="h-24 w-24 object-cover"
    />
  );
}
