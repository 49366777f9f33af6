// HEIC photos are decoded on a worker thread: the server keeps answering meanwhile, a decode past
// the time cap or its memory caps is stopped and the photo refused, and a full queue answers 503
// with Retry-After. Visitors' photos have a decoder of their own, a per-network allowance, a pixel
// cap that fits what phones save, and a floor on bytes per pixel; the owner's never wait behind them.
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HEIC_MESSAGES, HEIC_RETRY_AFTER_SECONDS, setHeicLimits } from "~/modules/media/heic.server";
import type { HeicAnswer, HeicJob } from "~/modules/media/heic-worker";
import { createLocalDiskStorage } from "~/modules/media/local-disk-storage.server";
import { setStorage } from "~/modules/media/storage.server";
import { UPLOAD_MESSAGES } from "~/modules/media/upload.server";
import { RATE_LIMITS } from "~/modules/security/rate-limit.server";
import { action as upload } from "~/routes/api.upload";
import { bigHeic, heic, jpeg, tempDir, uploadRequest } from "../support/media";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";

const uploadsDir = tempDir("atelier-heic-");
let ownerCookie: string;

/** A 7200x5500 HEIC of one flat colour, 24 KB: just under the owner's 40 megapixels. */
const tinyHugeHeic = () => fs.promises.readFile(path.resolve("tests/fixtures/flat-7200x5500.heic"));

/**
 * A photo posted to /api/upload: a visitor's contact photo from network `ip` (field `image`), or
 * with `owner` the owner's (field `photo`, her session).
 */
async function uploadPhoto(bytes: Buffer, ip: string, owner = false) {
  const field = owner ? "photo" : "image";
  try {
    return await (upload as (args: unknown) => Promise<Response>)({
      request: uploadRequest(
        "/api/upload",
        [{ field, bytes, name: "IMG_0001.HEIC" }],
        owner ? ownerCookie : undefined,
      ),
      params: {},
      context: { clientIp: ip },
    });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const storedIn = (folder: string) =>
  fs.existsSync(`${uploadsDir}/uploads/${folder}`)
    ? fs.readdirSync(`${uploadsDir}/uploads/${folder}`).length
    : 0;
const storedPhotos = () => storedIn("contact") + storedIn("products");

/** Runs `work` while a 10 ms timer ticks; answers its result and the longest the timer was late. */
async function withLoopWatch<T>(work: () => Promise<T>) {
  let last = performance.now();
  let longestStallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestStallMs = Math.max(longestStallMs, now - last - 10);
    last = now;
  }, 10);
  try {
    const result = await work();
    return { result, longestStallMs };
  } finally {
    clearInterval(ticker);
  }
}

describe("HEIC decoding off the main thread", () => {
  beforeAll(() => setStorage(createLocalDiskStorage(uploadsDir)));
  afterAll(() => {
    setStorage(undefined);
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase();
    ownerCookie = (await createOwnerCookie()).cookie;
    fs.rmSync(`${uploadsDir}/uploads`, { recursive: true, force: true });
    fs.mkdirSync(`${uploadsDir}/uploads/contact`, { recursive: true });
  });

  it("keeps the event loop free while a 12-megapixel HEIC photo is decoded, and stores it as a JPEG", async () => {
    const started = performance.now();
    const { result: response, longestStallMs } = await withLoopWatch(async () =>
      uploadPhoto(await bigHeic(), "203.0.113.40", true),
    );
    const tookMs = performance.now() - started;
    expect(response.status).toBe(200);
    console.info(
      `12 MP HEIC upload: ${Math.round(tookMs)} ms, event loop stalled ${Math.round(longestStallMs)} ms at most`,
    );
    // Decoding on the main thread stalled it 1.5 s or more (1.7 s measured); the margin above the
    // 200 ms aimed for is this shared 2-core machine's scheduling, not the decode.
    expect(longestStallMs).toBeLessThan(500);
    const url: string = (await response.json()).url;
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/);
    const stored = fs.readFileSync(`${uploadsDir}${url}`);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "jpeg", width: 3000, height: 2250 });
  });

  it("stops a decode past the time cap and refuses the photo (422) with a clear message, then decodes the next", async () => {
    const restore = setHeicLimits({ timeoutMs: 100 });
    let response: Response;
    try {
      response = await uploadPhoto(await bigHeic(), "203.0.113.41", true);
    } finally {
      restore();
    }
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: HEIC_MESSAGES.tooSlow });
    expect(storedPhotos()).toBe(0);
    // The stopped decode gave its turn back: the next photo is converted.
    expect((await uploadPhoto(await heic(), "203.0.113.41")).status).toBe(200);
  });

  it("answers 503 with Retry-After and a JSON message once the queue behind the decode is full", async () => {
    const restore = setHeicLimits({ queueLimit: 1 });
    let responses: Response[];
    try {
      const photo = await heic();
      // One decoding, one waiting, the last turned away at once.
      responses = await Promise.all(
        ["203.0.113.42", "203.0.113.43", "203.0.113.44"].map((ip) => uploadPhoto(photo, ip)),
      );
    } finally {
      restore();
    }
    // Which upload comes third depends on the order their rate limits are checked in.
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 503]);
    const refused = responses.find((response) => response.status === 503)!;
    expect(refused.headers.get("retry-after")).toBe(String(HEIC_RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({ message: HEIC_MESSAGES.busy });
    expect(storedPhotos()).toBe(2);
  });
});

describe("a visitor's HEIC photo", () => {
  beforeAll(() => setStorage(createLocalDiskStorage(uploadsDir)));
  afterAll(() => setStorage(undefined));
  beforeEach(async () => {
    await resetDatabase();
    ownerCookie = (await createOwnerCookie()).cookie;
    fs.rmSync(`${uploadsDir}/uploads`, { recursive: true, force: true });
  });

  it("past what phones save by default is refused before a pixel is decoded; the owner's is converted", async () => {
    const photo = await tinyHugeHeic();
    const started = performance.now();
    const refused = await uploadPhoto(photo, "203.0.113.50");
    const refusedMs = performance.now() - started;
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: UPLOAD_MESSAGES.visitorTooManyPixels });
    expect(storedPhotos()).toBe(0);
    console.info(`tiny 39.6 MP HEIC from a visitor refused in ${Math.round(refusedMs)} ms`);
    // 39.6 megapixels is within the owner's 40.
    expect((await uploadPhoto(photo, "203.0.113.50", true)).status).toBe(200);
  });

  it("whose file is too small for the picture it declares is refused (422); the owner's is converted", async () => {
    // 28 KB for 12.2 megapixels: 1 byte per 420 pixels, a smooth gradient no camera saves.
    const photo = await bigHeic();
    const refused = await uploadPhoto(photo, "203.0.113.51");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: UPLOAD_MESSAGES.tooFewBytes });
    expect(storedPhotos()).toBe(0);
    expect((await uploadPhoto(photo, "203.0.113.51", true)).status).toBe(200);
  });

  it("is decoded within a per-network allowance, far smaller than the photo limit; JPEGs and other networks go on", async () => {
    const { limit } = RATE_LIMITS.heicPhoto;
    expect(limit).toBeLessThan(RATE_LIMITS.contactPhotoUpload.limit);
    const photo = await heic();
    for (let i = 0; i < limit; i++) expect((await uploadPhoto(photo, "203.0.113.52")).status).toBe(200);
    const refused = await uploadPhoto(photo, "203.0.113.52");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: HEIC_MESSAGES.tooMany });
    expect((await uploadPhoto(await jpeg(), "203.0.113.52")).status).toBe(200);
    expect((await uploadPhoto(photo, "203.0.113.53")).status).toBe(200);
    // The owner has no such allowance.
    expect((await uploadPhoto(photo, "203.0.113.52", true)).status).toBe(200);
    // Thirteen decodes and a JPEG, each a worker's start: over 30 s when two cores are shared.
  }, 120_000);

  it("never holds up the owner's: with the visitors' queue full, her photo is converted", async () => {
    const restore = setHeicLimits({ queueLimit: 1 });
    try {
      const photo = await heic();
      const visitors = ["203.0.113.54", "203.0.113.55", "203.0.113.56"].map((ip) => uploadPhoto(photo, ip));
      // Once one visitor is turned away, one decodes and one waits: the visitors' queue is full.
      await Promise.race(
        visitors.map(async (answer) => (await answer).status === 503 || new Promise(() => {})),
      );
      const owner = await uploadPhoto(await bigHeic(), "203.0.113.57", true);
      expect(owner.status).toBe(200);
      expect((await Promise.all(visitors)).map((answer) => answer.status).sort()).toEqual([200, 200, 503]);
    } finally {
      restore();
    }
  });
});

describe("the decoding worker's memory", () => {
  /** Runs the worker on `job` as heic.server does, with `heapMb` of JavaScript heap. */
  function decodeOnWorker(job: HeicJob, heapMb = 32) {
    const worker = new Worker(path.resolve("app/modules/media/heic-worker.ts"), {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    return new Promise<HeicAnswer | "out of memory">((resolve) => {
      worker.once("message", resolve);
      worker.once("error", () => resolve("out of memory"));
    }).finally(() => worker.terminate());
  }

  it("caps libheif's WebAssembly memory: a decode that needs more is refused, not grown into", async () => {
    const bytes = await bigHeic();
    const job = { bytes, maxPixels: 40_000_000, minBytesPerPixel: 0 };
    // 12.2 megapixels need about 102 MB.
    expect(await decodeOnWorker({ ...job, maxWasmBytes: 64 * 1024 * 1024 })).toEqual({ refusal: "notImage" });
    expect(await decodeOnWorker({ ...job, maxWasmBytes: 160 * 1024 * 1024 })).toMatchObject({
      width: 4032,
      height: 3024,
    });
  });

  it("runs in a capped JavaScript heap: an upload whose decode outgrows it is refused, and the next converted", async () => {
    const restore = setHeicLimits({ heapMb: 4 });
    let response: Response;
    try {
      response = await uploadPhoto(await heic(), "203.0.113.58", true);
    } finally {
      restore();
    }
    expect(response.status).toBe(415);
    expect((await uploadPhoto(await heic(), "203.0.113.58", true)).status).toBe(200);
  });
});
