// Decodes one HEIC photo on a worker thread (heic.server.ts starts one per photo), so libheif's
// seconds of WebAssembly never hold up the server's other requests. Plain, erasable TypeScript with
// no project imports: Node runs this source as it is in development and tests, and
// scripts/build-server.js bundles it to build/heic-worker.js for production.
import { parentPort, workerData } from "node:worker_threads";
import decodeHeic from "heic-decode";

export interface HeicJob {
  bytes: Uint8Array;
  maxPixels: number;
}

export type HeicAnswer =
  | { width: number; height: number; data: Uint8ClampedArray }
  | { refusal: "notImage" | "tooManyPixels" };

async function decode({ bytes, maxPixels }: HeicJob): Promise<HeicAnswer> {
  const images = await decodeHeic.all({ buffer: bytes }).catch(() => undefined);
  if (!images || images.length === 0) return { refusal: "notImage" };
  try {
    // The size is known before any pixel is decoded, so an oversized photo costs nothing.
    const [photo] = images;
    if (photo.width * photo.height > maxPixels) return { refusal: "tooManyPixels" };
    const { width, height, data } = await photo.decode();
    return { width, height, data };
  } catch {
    return { refusal: "notImage" };
  } finally {
    images.dispose();
  }
}

const answer = await decode(workerData as HeicJob);
// The pixels move to the main thread rather than being copied (48 MB for an iPhone photo).
parentPort?.postMessage(answer, "data" in answer ? [answer.data.buffer as ArrayBuffer] : []);
