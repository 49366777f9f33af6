// Pages name an upload's variants in the bucket when it has a public address (decision 351), so the
// bucket must hold them before any page can: a save naming a photo settles only once its 18 variants
// and its ready mark are stored, and an instance just started names its own /images route until it
// has checked every photo a row names (making what is missing). On s3rver and the real PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { storedVariantKey, VARIANT_FORMATS, VARIANT_WIDTHS } from "~/modules/media/image-url";
import type { MediaStorage } from "~/modules/media/media-storage";
import { setStorage } from "~/modules/media/storage.server";
import {
  checkVariantsInStore,
  forgetVariantsCheck,
  variantStore,
} from "~/modules/media/store-variants.server";
import { setVariantCacheDir, variantsPrepared, variantsReadyKey } from "~/modules/media/variants.server";
import * as products from "~/routes/api.products";
import * as uploadMultiple from "~/routes/api.upload-multiple";
import { call } from "../support/api";
import { jpeg, s3StorageOf, S3_BUCKET, startS3Server, tempDir } from "../support/media";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: MediaStorage;
let publicBase: string;
let cookie: string;

beforeAll(async () => {
  s3 = await startS3Server();
  publicBase = `${s3.endpoint}/${S3_BUCKET}`;
  storage = s3StorageOf(s3, publicBase);
  setStorage(storage);
  setVariantCacheDir(tempDir("atelier-bucket-variants-"));
});
afterAll(async () => {
  await variantsPrepared();
  setStorage(undefined);
  setVariantCacheDir(undefined);
  forgetVariantsCheck();
  await s3.stop();
});
beforeEach(async () => {
  await variantsPrepared();
  await resetDatabase();
  ({ cookie } = await createOwnerCookie());
});

const variantKeys = (key: string) =>
  VARIANT_FORMATS.flatMap((format) => VARIANT_WIDTHS.map((width) => storedVariantKey(key, width, format)));

async function everyVariantStored(key: string) {
  const stored = await Promise.all([...variantKeys(key), variantsReadyKey(key)].map((k) => storage.has(k)));
  return stored.every(Boolean);
}

describe("variants in the bucket", () => {
  it("saves a piece naming a photo just uploaded only once the bucket holds its 18 variants and ready mark", async () => {
    const form = new FormData();
    const bytes = new Uint8Array(await jpeg(1200, 1500));
    form.append("photos", new Blob([bytes], { type: "image/jpeg" }), "a.jpg");
    const uploaded = await call(uploadMultiple, "/api/upload-multiple?use=products", {
      method: "POST",
      cookie,
      body: form,
    });
    const url = (uploaded.data as { urls: string[] }).urls[0];
    expect(url.startsWith(`${publicBase}/products/`)).toBe(true);
    const key = url.slice(publicBase.length + 1);
    // Saved at once, while the background queue is still encoding.
    expect(await everyVariantStored(key)).toBe(false);
    const created = await call(products, "/api/products", {
      method: "POST",
      cookie,
      json: {
        name: "Bucket Tote",
        description: "Its photos in the bucket.",
        price: 100,
        imageUrl: url,
        category: "handbags",
      },
    });
    expect(created.status).toBe(201);
    expect(await everyVariantStored(key)).toBe(true);
  });

  it("names the instance's own route after a start until every photo a row names has its variants", async () => {
    // A row from before: its photo stored, none of its variants.
    const key = `products/${"cd".repeat(16)}.jpg`;
    await storage.put(key, await jpeg(900, 1200), "image/jpeg");
    await prisma.product.create({
      data: {
        name: "Older Tote",
        description: "Saved long ago.",
        price: 100,
        category: "handbags",
        imageUrl: storage.publicUrl(key),
      },
    });
    forgetVariantsCheck();
    // The first page after the start asks, and starts the check.
    expect(variantStore()).toBeNull();
    await expect.poll(() => variantStore(), { timeout: 30_000 }).toBe(publicBase);
    expect(await everyVariantStored(key)).toBe(true);
  });

  it("is not held back by a row whose photo is gone, and keeps naming the route while the store is down", async () => {
    // The row names a photo whose file went missing from the bucket: broken wherever it is named.
    await prisma.product.create({
      data: {
        name: "Lost Tote",
        description: "Its file went missing.",
        price: 100,
        category: "handbags",
        imageUrl: storage.publicUrl(`products/${"ef".repeat(16)}.jpg`),
      },
    });
    forgetVariantsCheck();
    await s3.down();
    try {
      await expect(checkVariantsInStore()).rejects.toThrow();
      expect(variantStore()).toBeNull();
    } finally {
      await s3.up();
    }
    await checkVariantsInStore();
    expect(variantStore()).toBe(publicBase);
  });
});
