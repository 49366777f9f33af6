// Decodes one HEIC photo on a worker thread (heic.server.ts starts one per photo), so libheif's
// seconds of WebAssembly never hold up the server's other requests. Plain, erasable TypeScript with
// no project imports: Node runs this source as it is in development and tests, and
// scripts/build-server.js bundles it to build/heic-worker.js for production.
import { parentPort, workerData } from "node:worker_threads";

export interface HeicJob {
  bytes: Uint8Array;
  maxPixels: number;
  /** A file smaller than this per declared pixel is no camera's photo (0: no floor). */
  minBytesPerPixel: number;
  /** The most WebAssembly memory libheif may grow to, in bytes. */
  maxWasmBytes: number;
}

export type HeicAnswer =
  | { width: number; height: number; data: Uint8ClampedArray }
  | { refusal: "notImage" | "tooManyPixels" | "tooFewBytes" };

const job = workerData as HeicJob;

// libheif's memory is WebAssembly's, outside the JS heap that the thread's resourceLimits cap: it
// grows through Memory.grow, and a refused growth is a failed allocation libheif reports as an
// error. Set before libheif loads, on this thread only.
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function (this: WebAssembly.Memory, pages: number) {
  if (this.buffer.byteLength + pages * 65_536 > job.maxWasmBytes) throw new RangeError("HEIC memory cap");
  return grow.call(this, pages);
};
const { default: decodeHeic } = await import("heic-decode");

async function decode({ bytes, maxPixels, minBytesPerPixel }: HeicJob): Promise<HeicAnswer> {
  const images = await decodeHeic.all({ buffer: bytes }).catch(() => undefined);
  if (!images || images.length === 0) return { refusal: "notImage" };
  try {
    // The size is known before any pixel is decoded, so these refusals cost nothing.
    const [photo] = images;
    const pixels = photo.width * photo.height;
    if (pixels > maxPixels) return { refusal: "tooManyPixels" };
    if (bytes.byteLength < pixels * minBytesPerPixel) return { refusal: "tooFewBytes" };
    const { width, height, data } = await photo.decode();
    return { width, height, data };
  } catch {
    return { refusal: "notImage" };
  } finally {
    images.dispose();
  }
}

const answer = await decode(job);
// The pixels move to the main thread rather than being copied (48 MB for an iPhone photo).
parentPort?.postMessage(answer, "data" in answer ? [answer.data.buffer as ArrayBuffer] : []);
