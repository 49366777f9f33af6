// A drop's photos on the shared store (s3rver) and the real PostgreSQL (decision 250): every variant
// is made once, when the photo is stored, into the store next to the original; scheduling the drop
// (on another instance) makes none again; any instance answers a variant from the store without
// encoding; and an instance that finds another making a variant waits for that one. Nothing of
// an upload's variants is kept in the process, so this process plays each instance in turn.
import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import type { MediaStorage } from "~/modules/media/media-storage";
import { setStorage } from "~/modules/media/storage.server";
import { storedVariantKey, VARIANT_FORMATS, VARIANT_WIDTHS } from "~/modules/media/image-url";
import {
  prepareVariants,
  setVariantCacheDir,
  variantsPrepared,
  variantsReadyKey,
} from "~/modules/media/variants.server";
import * as list from "~/routes/api.products";
import * as uploadMultiple from "~/routes/api.upload-multiple";
import * as images from "~/routes/images.$";
import { call } from "../support/api";
import { jpeg, STORAGE_DRIVERS, tempDir } from "../support/media";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";

const S3 = STORAGE_DRIVERS.find((driver) => driver.name.startsWith("S3"))!;

let storage: MediaStorage;
let stopStore: () => Promise<void>;
let cookie: string;
/** This instance's copies of what the store holds. */
const cacheDir = tempDir("atelier-drop-variants-");
beforeAll(async () => {
  ({ storage, stop: stopStore } = await S3.start());
  setStorage(storage);
  setVariantCacheDir(cacheDir);
});
afterAll(async () => {
  setStorage(undefined);
  setVariantCacheDir(undefined);
  fs.rmSync(cacheDir, { recursive: true, force: true });
  await stopStore();
});
beforeEach(async () => {
  await resetDatabase();
  ({ cookie } = await createOwnerCookie());
});

/** The owner uploads one 1200 px photo; answers its URL and store key. */
async function uploadPhoto() {
  const form = new FormData();
  form.append("photos", new Blob([new Uint8Array(await jpeg(1200, 1500))], { type: "image/jpeg" }), "a.jpg");
  const uploaded = await call(uploadMultiple, "/api/upload-multiple?use=products", {
    method: "POST",
    cookie,
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const url = (uploaded.data as { urls: string[] }).urls[0];
  return { url, key: /products\/[0-9a-f]{32}\.jpg$/.exec(url)![0] };
}

const variantKeys = (key: string) =>
  VARIANT_FORMATS.flatMap((format) => VARIANT_WIDTHS.map((width) => storedVariantKey(key, width, format)));

async function storedBytes(key: string) {
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const variantOf = (key: string, width: number, format: string) =>
  call(images, `/images/${width}/${format}/uploads/${key}`, {
    params: { "*": `${width}/${format}/uploads/${key}` },
  });

describe("a drop's uploaded photos", () => {
  it("have every width in AVIF and WebP made once into the shared store, served from there by any instance", async () => {
    const { url, key } = await uploadPhoto();
    await variantsPrepared();
    for (const variantKey of variantKeys(key)) {
      const bytes = await storedBytes(variantKey);
      expect(bytes, variantKey).toBeDefined();
      const width = Number(/-(\d+)\.\w+$/.exec(variantKey)![1]);
      const { width: madeWidth, format } = await sharp(bytes).metadata();
      expect(madeWidth).toBe(Math.min(width, 1200));
      expect(format).toBe(variantKey.endsWith(".avif") ? "heif" : "webp");
    }

    // Each stored variant replaced by a marker: a variant made again would overwrite it.
    for (const variantKey of variantKeys(key))
      await storage.put(variantKey, Buffer.from(variantKey), "image/avif");
    const created = await call(list, "/api/products", {
      method: "POST",
      cookie,
      json: {
        name: "Drop Tote",
        description: "Ready before its minute.",
        price: 100,
        imageUrl: url,
        category: "handbags",
        goesLiveAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    await variantsPrepared();
    for (const variantKey of variantKeys(key)) expect(String(await storedBytes(variantKey))).toBe(variantKey);

    // With the original gone nothing could be encoded: what each instance (its own cache folder)
    // answers comes from the store.
    await storage.delete(key);
    const secondInstance = tempDir("atelier-drop-variants-");
    try {
      for (const instanceCache of [cacheDir, secondInstance]) {
        setVariantCacheDir(instanceCache);
        const served = await variantOf(key, 828, "webp");
        expect(served.status).toBe(200);
        expect(served.data).toBe(storedVariantKey(key, 828, "webp"));
      }
    } finally {
      setVariantCacheDir(cacheDir);
      fs.rmSync(secondInstance, { recursive: true, force: true });
    }
  });

  it("waits for a variant another instance is making and keeps what it made, or makes it when that one failed", async () => {
    for (const otherFails of [false, true]) {
      const key = `products/${(otherFails ? "ab" : "ba").repeat(16)}.jpg`;
      await storage.put(key, await jpeg(1200, 1500), "image/jpeg");
      const busyKey = storedVariantKey(key, 480, "avif");
      // Another instance holds that variant's lock while this one prepares the photo.
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const other = prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`image-variant:${busyKey}`}))`;
          locked();
          await new Promise<void>((resolve) => (release = resolve));
        },
        { timeout: 60_000 },
      );
      await isLocked;
      prepareVariants([storage.publicUrl(key)]);
      // The widths before it are made; then this instance waits at the lock.
      await expect
        .poll(() => storage.has(storedVariantKey(key, 320, "avif")), { timeout: 30_000 })
        .toBe(true);
      expect(await storage.has(variantsReadyKey(key))).toBe(false);
      if (!otherFails) await storage.put(busyKey, Buffer.from(busyKey), "image/avif");
      release();
      await other;
      await variantsPrepared();
      const busy = await storedBytes(busyKey);
      if (otherFails) expect((await sharp(busy).metadata()).width).toBe(480);
      else expect(String(busy)).toBe(busyKey);
      for (const variantKey of variantKeys(key)) expect(await storage.has(variantKey), variantKey).toBe(true);
      expect(await storage.has(variantsReadyKey(key))).toBe(true);
    }
  });

  it("makes a variant missing from the store on its first request", async () => {
    const key = `products/${"cd".repeat(16)}.jpg`;
    await storage.put(key, await jpeg(1200, 1500), "image/jpeg");
    expect(await storedBytes(storedVariantKey(key, 480, "avif"))).toBeUndefined();
    expect((await variantOf(key, 480, "avif")).status).toBe(200);
    expect(await storedBytes(storedVariantKey(key, 480, "avif"))).toBeDefined();
  });
});
