// The sweep of unused uploads on local disk and on a real S3-compatible server (s3rver): files under
// the owner's folders that no row mentions go once they are a day old (the test moves the clock),
// with their variants; every file a row mentions stays; one instance sweeps each day; the overview
// says what was freed.
import fs from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import type { MediaStorage } from "~/modules/media/media-storage";
import { UPLOAD_PREFIXES } from "~/modules/media/image-url";
import { setStorage } from "~/modules/media/storage.server";
import { prepareFont, storeContactPhotos, storeFiles, storeImages } from "~/modules/media/upload.server";
import { lastUploadSweep, runDailyUploadSweep, sweepUploadsNow } from "~/modules/media/upload-sweep.server";
import { getVariant, setVariantCacheDir, variantsPrepared } from "~/modules/media/variants.server";
import * as overview from "~/routes/admin._index";
import { createProduct as saveProduct } from "~/modules/catalog/products.server";
import { productSchema } from "~/modules/catalog/schema";
import { setCollectionPhoto } from "~/modules/collections/collections.server";
import { createGalleryItem as saveGalleryItem } from "~/modules/gallery/gallery.server";
import { galleryItemSchema } from "~/modules/gallery/schema";
import { UPLOAD_GONE_MESSAGE } from "~/modules/media/stored-uploads.server";
import { saveSiteSetting } from "~/modules/site/settings.server";
import { createGalleryItem, createProduct, createScrollingImage, productData } from "../support/factories";
import { font, jpeg, STORAGE_DRIVERS, tempDir, type StartedStorage } from "../support/media";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";

const DAY = 24 * 60 * 60 * 1000;
/** The clock a day and a minute from now: every file stored by the test is then over a day old. */
const dayLater = () => new Date(Date.now() + DAY + 60_000);
const keyOf = (url: string) => /((?:products|gallery|scrolling|site|fonts|contact)\/.+)$/.exec(url)![1];

const cacheDir = tempDir("atelier-sweep-cache-");
setVariantCacheDir(cacheDir);
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

describe.each(STORAGE_DRIVERS)("the sweep of unused uploads on $name", ({ name, start }) => {
  let store: StartedStorage;
  let storage: MediaStorage;

  beforeAll(async () => {
    store = await start();
    storage = store.storage;
    setStorage(storage);
  });
  afterAll(async () => {
    setStorage(undefined);
    await store.stop();
  });
  beforeEach(async () => {
    await resetDatabase();
    const listed = await Promise.all(UPLOAD_PREFIXES.map((prefix) => storage.list(prefix)));
    await Promise.all(listed.flat().map((entry) => storage.delete(entry.key)));
  });

  const image = async (prefix: "products" | "gallery" | "scrolling" | "site" | "contact") => {
    const files = [{ field: "photo", bytes: await jpeg(640, 480) }];
    return (
      prefix === "contact" ? await storeContactPhotos(files, "203.0.113.9") : await storeImages(prefix, files)
    )[0];
  };
  const storedFont = async () => (await storeFiles("fonts", [prepareFont(font("wOF2"))]))[0];
  const stored = async (url: string) => (await storage.get(keyOf(url))) !== undefined;
  /** The cached AVIF variants of an upload, made now if they are not. */
  const variant = (url: string) => getVariant(`uploads/${keyOf(url)}`, 320, "avif");

  // Fourteen photos, each made into 18 variants in the background: up to a minute on a busy machine.
  it("removes old files no row uses, with their variants, and keeps every file a row mentions", async () => {
    const used = {
      productMain: await image("products"),
      productFifth: await image("products"),
      gallery: await image("gallery"),
      scrolling: await image("scrolling"),
      collection: await image("site"),
      hero: await image("site"),
      font: await storedFont(),
      contact: await image("contact"),
      // The photo of a piece since deleted, still shown by the announcement mail a subscriber has.
      announced: await image("products"),
    };
    await createProduct({ imageUrl: used.productMain, imageUrl5: used.productFifth });
    await createGalleryItem({ imageUrl2: used.gallery });
    await createScrollingImage({ imageUrl: used.scrolling });
    await prisma.collectionMainPhoto.create({
      data: { collectionName: "travel", imageUrl: used.collection },
    });
    await prisma.siteSetting.createMany({
      data: [
        { key: "heroBackgroundImage", value: used.hero },
        { key: "customFontUrl", value: used.font },
      ],
    });
    await prisma.contactMessage.create({
      data: {
        name: "Ada",
        email: "ada@example.com",
        subject: "Repair",
        message: "Hi",
        imageUrl1: used.contact,
      },
    });
    await prisma.mailOutbox.create({
      data: {
        to: "reader@example.com",
        subject: "New piece",
        text: "A new piece.",
        html: `<img src="http://localhost:3000${used.announced}" alt="">`,
      },
    });

    const unsavedForm = await image("products");
    const deletedPiece = await createProduct({ imageUrl: await image("products") });
    await prisma.product.delete({ where: { id: deletedPiece.id } });
    const unused = [
      unsavedForm,
      deletedPiece.imageUrl,
      await image("gallery"),
      await image("scrolling"),
      await image("site"),
      await storedFont(),
    ];
    // A visitor's unsent contact photo is the hourly cleanup's, never this sweep's.
    const unsentContact = await image("contact");
    await variantsPrepared();
    expect(await variant(unsavedForm)).toBeDefined();
    expect(await variant(used.productMain)).toBeDefined();
    const listed = (await Promise.all(UPLOAD_PREFIXES.map((prefix) => storage.list(prefix)))).flat();
    const sizes = unused.map((url) => listed.find((entry) => entry.key === keyOf(url))!.size);

    // Nothing is a day old yet.
    expect(await sweepUploadsNow()).toEqual({ files: 0, bytes: 0 });
    for (const url of unused) expect(await stored(url)).toBe(true);

    const swept = await sweepUploadsNow(dayLater());
    expect(swept.files).toBe(unused.length);
    // The files' bytes and their cached variants' (made in the background for images).
    expect(swept.bytes).toBeGreaterThan(sizes.reduce((sum, size) => sum + size, 0));
    for (const url of unused) expect(await stored(url)).toBe(false);
    for (const url of Object.values(used)) expect(await stored(url)).toBe(true);
    expect(await stored(unsentContact)).toBe(true);
    const cached = fs.readdirSync(cacheDir, { recursive: true }).length;
    expect(await variant(unsavedForm)).toBeUndefined();
    expect(await variant(used.productMain)).toBeDefined();
    expect(fs.readdirSync(cacheDir, { recursive: true }).length).toBe(cached);

    // A second sweep finds nothing more.
    expect(await sweepUploadsNow(dayLater())).toEqual({ files: 0, bytes: 0 });
  }, 120_000);

  it("refuses a save that names a photo the sweep removed, saving nothing", async () => {
    const [kept, swept] = [await image("products"), await image("products")];
    await createProduct({ imageUrl: kept });
    await sweepUploadsNow(dayLater());
    expect(await stored(swept)).toBe(false);

    const refusal = { status: 400, message: UPLOAD_GONE_MESSAGE };
    const product = productSchema.parse({
      ...productData(),
      price: 12_000,
      imageUrl: kept,
      imageUrl3: swept,
    });
    await expect(saveProduct(product)).rejects.toMatchObject({
      ...refusal,
      errors: { imageUrl3: [UPLOAD_GONE_MESSAGE] },
    });
    const item = galleryItemSchema.parse({ title: "Study", description: "Three photos", imageUrl: swept });
    await expect(saveGalleryItem(item)).rejects.toMatchObject(refusal);
    await expect(saveSiteSetting("heroBackgroundImage", swept)).rejects.toMatchObject(refusal);
    await expect(setCollectionPhoto("travel", swept)).rejects.toMatchObject(refusal);
    expect(await prisma.product.count()).toBe(1);
    expect(await prisma.galleryItem.count()).toBe(0);
    expect(await prisma.siteSetting.count()).toBe(0);
    expect(await prisma.collectionMainPhoto.count()).toBe(0);
  });

  it("keeps every file when no row mentions any stored file (a database that does not go with this store)", async () => {
    const orphans = [await image("products"), await image("site")];
    expect(await sweepUploadsNow(dayLater())).toEqual({ files: 0, bytes: 0 });
    for (const url of orphans) expect(await stored(url)).toBe(true);
  });

  it("sweeps once a day whichever instances ask at once, and the overview says what it freed", async () => {
    await createProduct({ imageUrl: await image("products") });
    const orphan = await image("gallery");
    // Noon (UTC) two days on: the photos are over a day old, and an hour later is the same day
    // (a day later plus an hour crossed midnight when the suite ran after 23:00 UTC).
    const today = new Date();
    const now = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2, 12));

    const runs = await Promise.all([
      runDailyUploadSweep(now),
      runDailyUploadSweep(now),
      runDailyUploadSweep(now),
    ]);
    const done = runs.filter((run) => run !== null);
    expect(done).toHaveLength(1);
    expect(done[0]!.files).toBe(1);
    expect(await stored(orphan)).toBe(false);
    expect(await runDailyUploadSweep(new Date(now.getTime() + 60 * 60_000))).toBeNull();
    expect(await prisma.uploadSweep.count()).toBe(1);

    const { cookie } = await createOwnerCookie();
    const page = await callPage(overview.loader, "/admin", { cookie });
    expect(page.data.uploadSweep).toEqual({ finishedAt: expect.any(Date), files: 1, bytes: done[0]!.bytes });

    // The next day is another sweep.
    await image("scrolling");
    const nextDay = await runDailyUploadSweep(new Date(now.getTime() + 2 * DAY));
    expect(nextDay).toEqual({ files: 1, bytes: expect.any(Number) });
    expect((await lastUploadSweep())!.files).toBe(1);
  });

  // Only a store reached over the network can be down.
  if (name.startsWith("S3")) {
    it("leaves the day to the next tick when the store is down, and sweeps once it is back", async () => {
      await createProduct({ imageUrl: await image("products") });
      const orphan = await image("products");
      await variantsPrepared();
      await store.down!();
      try {
        await expect(runDailyUploadSweep(dayLater())).rejects.toThrow();
        expect(await prisma.uploadSweep.count()).toBe(0);
      } finally {
        await store.up!();
      }
      expect(await runDailyUploadSweep(dayLater())).toEqual({ files: 1, bytes: expect.any(Number) });
      expect(await stored(orphan)).toBe(false);
    });
  }
});

describe("the overview before any sweep", () => {
  beforeEach(resetDatabase);

  it("says none has run yet", async () => {
    const { cookie } = await createOwnerCookie();
    expect((await callPage(overview.loader, "/admin", { cookie })).data.uploadSweep).toBeNull();
  });
});
