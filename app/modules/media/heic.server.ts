// Runs HEIC decoding off the main thread: one worker thread per photo, one photo at a time per
// process, a bounded queue behind it and a time cap, so a few slow photos cannot stall the shop.
import fs from "node:fs";
import { Worker } from "node:worker_threads";
import { serviceUnavailable, unprocessable } from "~/utils/errors";
import type { HeicAnswer, HeicJob } from "./heic-worker";

export const HEIC_RETRY_AFTER_SECONDS = 30;
export const HEIC_MESSAGES = {
  busy: "Too many HEIC photos are being converted right now. Please try again shortly, or send a JPEG.",
  tooSlow: "This HEIC photo took too long to convert. Please send it as a JPEG instead.",
};

interface HeicLimits {
  /** A decode running longer is stopped (its worker terminated) and the photo refused. */
  timeoutMs: number;
  /** Photos waiting behind the one being decoded; past it uploads are answered 503. */
  queueLimit: number;
}

const DEFAULT_LIMITS: HeicLimits = { timeoutMs: 60_000, queueLimit: 4 };
let limits = { ...DEFAULT_LIMITS };

/** Changes the limits (tests use a short time cap and a short queue); answers a function restoring them. */
export function setHeicLimits(changes: Partial<HeicLimits>) {
  const previous = limits;
  limits = { ...limits, ...changes };
  return () => {
    limits = previous;
  };
}

/**
 * The worker's script: build/heic-worker.js beside the Remix bundle (build/index.js) in production,
 * where it must be there (the image holds no sources), and under `remix dev` once built; else the
 * TypeScript source, which Node 24 runs with its types stripped (tests, `remix dev` before a build).
 */
function workerScript(): URL {
  const bundled = new URL("./heic-worker.js", import.meta.url);
  if (process.env.NODE_ENV === "production" || fs.existsSync(bundled)) return bundled;
  const inSource = new URL(import.meta.url).pathname.endsWith(".ts");
  return new URL(inSource ? "./heic-worker.ts" : "../app/modules/media/heic-worker.ts", import.meta.url);
}

let busy = false;
const waiting: Array<() => void> = [];

/** Waits for the decoder; a full queue is a 503 the client may retry. */
async function acquire() {
  if (!busy) {
    busy = true;
    return;
  }
  if (waiting.length >= limits.queueLimit) {
    throw serviceUnavailable(HEIC_MESSAGES.busy, HEIC_RETRY_AFTER_SECONDS);
  }
  // The finishing decode hands its turn straight to the first in line (busy stays true).
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release() {
  const next = waiting.shift();
  if (next) next();
  else busy = false;
}

/** The photo's RGBA pixels, or why it is refused; throws the busy (503) and too-slow (422) errors. */
export async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<HeicAnswer> {
  await acquire();
  try {
    return await runWorker({ bytes, maxPixels }, limits.timeoutMs);
  } finally {
    release();
  }
}

function runWorker(job: HeicJob, timeoutMs: number): Promise<HeicAnswer> {
  const worker = new Worker(workerScript(), { workerData: job });
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<HeicAnswer>((resolve, reject) => {
    timer = setTimeout(() => reject(unprocessable(HEIC_MESSAGES.tooSlow)), timeoutMs);
    worker.once("message", resolve);
    // libheif failing outright (out of memory, an abort) means the bytes are no photo it can read.
    worker.once("error", () => resolve({ refusal: "notImage" }));
    worker.once("exit", () => resolve({ refusal: "notImage" }));
  });
  // Terminated in every case, and before the next photo's turn: a timed-out decode stops here.
  return answer.finally(async () => {
    clearTimeout(timer);
    await worker.terminate();
  });
}
