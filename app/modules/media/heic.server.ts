// Runs HEIC decoding off the main thread: one worker thread per photo, with caps on its memory and
// time. The owner and visitors each have a decoder of their own, one photo at a time with a short
// queue behind it, so strangers' photos never hold up hers; a visitor's photo is decoded only within
// a per-network allowance and only if its file is plausible for the size it declares.
import { Worker } from "node:worker_threads";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { serviceUnavailable, unprocessable } from "~/utils/errors";
import { bundledScript } from "~/utils/bundled-script.server";
import type { HeicAnswer, HeicJob } from "./heic-worker";

export const HEIC_RETRY_AFTER_SECONDS = 30;
export const HEIC_MESSAGES = {
  busy: "Too many HEIC photos are being converted right now. Please try again shortly, or send a JPEG.",
  tooSlow: "This HEIC photo took too long to convert. Please send it as a JPEG instead.",
  tooMany: "You have sent many HEIC photos in the last hour. Please send JPEGs, or try again later.",
};

/** Who sends a photo: the owner, or a visitor, whose network (clientIp) is counted. */
export type PhotoSender = "owner" | { visitorNetwork: string };

interface HeicLimits {
  /** A decode running longer is stopped (its worker terminated) and the photo refused. */
  timeoutMs: number;
  /** Photos waiting behind the one being decoded, in each decoder; past it uploads are answered 503. */
  queueLimit: number;
  /** The worker's JavaScript heap (its resourceLimits); libheif needs a few MB of it. */
  heapMb: number;
}

const DEFAULT_LIMITS: HeicLimits = { timeoutMs: 60_000, queueLimit: 4, heapMb: 32 };
let limits = { ...DEFAULT_LIMITS };

/**
 * No camera writes a HEIC photo under 1 byte per 200 pixels (a 12-megapixel one under 60 KB): phones
 * save 0.1 to 0.3 bytes per pixel, and sensor noise keeps even a dark frame far above the floor. A
 * tiny file declaring a huge image costs the sender nothing and the server a core for seconds.
 */
export const VISITOR_MIN_BYTES_PER_PIXEL = 1 / 200;

/**
 * libheif's WebAssembly memory peaks at about 8.3 bytes per pixel (measured: 102 MB for 12.2
 * megapixels, 330 MB for 39.6); the cap leaves room above that for the image size allowed and no more.
 */
const wasmBytesFor = (maxPixels: number) => maxPixels * 10 + 32 * 1024 * 1024;

/** Changes the limits (tests use a short time cap and a short queue); answers a function restoring them. */
export function setHeicLimits(changes: Partial<HeicLimits>) {
  const previous = limits;
  limits = { ...limits, ...changes };
  return () => {
    limits = previous;
  };
}

/** One decode at a time, and a bounded line of those waiting for it. */
function createDecoderQueue() {
  let busy = false;
  const waiting: Array<() => void> = [];
  return {
    /** Waits for the decoder; a full queue is a 503 the client may retry. */
    async acquire() {
      if (!busy) {
        busy = true;
        return;
      }
      if (waiting.length >= limits.queueLimit) {
        throw serviceUnavailable(HEIC_MESSAGES.busy, HEIC_RETRY_AFTER_SECONDS);
      }
      // The finishing decode hands its turn straight to the first in line (busy stays true).
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else busy = false;
    },
  };
}

const queues = { owner: createDecoderQueue(), visitor: createDecoderQueue() };

/**
 * The photo's RGBA pixels, or why it is refused; throws the allowance's (429), busy (503) and
 * too-slow (422) errors.
 */
export async function decodeHeic(bytes: Buffer, maxPixels: number, sender: PhotoSender): Promise<HeicAnswer> {
  const visitor = sender !== "owner";
  if (visitor) await enforceRateLimit("heicPhoto", sender.visitorNetwork, HEIC_MESSAGES.tooMany);
  const queue = visitor ? queues.visitor : queues.owner;
  await queue.acquire();
  try {
    const minBytesPerPixel = visitor ? VISITOR_MIN_BYTES_PER_PIXEL : 0;
    return await runWorker({ bytes, maxPixels, minBytesPerPixel, maxWasmBytes: wasmBytesFor(maxPixels) });
  } finally {
    queue.release();
  }
}

function runWorker(job: HeicJob): Promise<HeicAnswer> {
  const worker = new Worker(bundledScript("app/modules/media/heic-worker.ts"), {
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
  });
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<HeicAnswer>((resolve, reject) => {
    timer = setTimeout(() => reject(unprocessable(HEIC_MESSAGES.tooSlow)), limits.timeoutMs);
    worker.once("message", resolve);
    // libheif failing outright (past a memory cap, an abort) means the bytes are no photo it can read.
    worker.once("error", () => resolve({ refusal: "notImage" }));
    worker.once("exit", () => resolve({ refusal: "notImage" }));
  });
  // Terminated in every case, and before the next photo's turn: a timed-out decode stops here.
  return answer.finally(async () => {
    clearTimeout(timer);
    await worker.terminate();
  });
}
