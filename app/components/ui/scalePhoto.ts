// A photo scaled down in the browser before it is sent (decision 308): a phone's 12 or 24 MP photo
// is 3-8 MB, and pages never show more than SCALED_SIDE pixels of it, so it leaves as a JPEG of that
// longest side. The server still checks and re-encodes whatever it receives.

/** The longest side a photo is sent at: above any variant pages use, below the server's own cap. */
export const SCALED_SIDE = 2560;
const QUALITY = 0.9;
/** What a browser may decode: HEIC only in Safari; elsewhere it fails and goes as it is. */
const SCALABLE = /^image\/(jpeg|png|webp|heic|heif)$/;

/**
 * `file` at most SCALED_SIDE on its longest side, turned as its EXIF orientation says and its
 * colours converted to sRGB (what the server stores anyway); or `file` itself when it is small
 * enough, not a photo, or the browser cannot decode it.
 */
export async function scalePhoto(file: File): Promise<File> {
  if (!SCALABLE.test(file.type) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const scale = SCALED_SIDE / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return file;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const blob = await encodeJpeg(bitmap, width, height);
    // A browser that cannot write JPEG gives a PNG instead, bigger and not what the name says.
    if (!blob || blob.type !== "image/jpeg" || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.[^.]*$/, "") + ".jpg", {
      type: "image/jpeg",
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

/** The bitmap drawn at `width` x `height` on white (a JPEG has no transparency), as a JPEG. */
async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number) {
  // OffscreenCanvas keeps the page's canvas out of it; Safari before 16.4 has none.
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext("2d"), bitmap, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality: QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext("2d"), bitmap, width, height);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
}

function draw(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  if (!context) throw new Error("No 2D canvas");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}
