import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deleteOrphanContactPhotos } from "~/modules/media/cleanup.server";
import { createLocalDiskStorage } from "~/modules/media/local-disk-storage.server";
import { STORAGE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE_MESSAGE } from "~/modules/media/s3-storage.server";
import { CONTACT_PHOTO_FIELD } from "~/modules/messages/schema";
import type { PublicFormResult } from "~/modules/security/public-form";
import { action as home } from "~/routes/_index";
import type { MediaStorage } from "~/modules/media/media-storage";
import { getStorage, setStorage } from "~/modules/media/storage.server";
import { setVariantCacheDir, variantsPrepared } from "~/modules/media/variants.server";
import { VARIANT_WIDTHS, variantSource } from "~/modules/media/image-url";
import { hitRateLimit, RATE_LIMITS } from "~/modules/security/rate-limit.server";
import { action as uploadFont } from "~/routes/api.upload-font";
import { action as uploadMultiple } from "~/routes/api.upload-multiple";
import { action as upload } from "~/routes/api.upload";
import { loader as images } from "~/routes/images.$";
import { loader as uploads } from "~/routes/uploads.$";
import {
  font,
  heic,
  jpeg,
  png,
  pngBomb,
  s3StorageOf,
  startS3Server,
  STORAGE_DRIVERS,
  tempDir,
  uploadRequest,
} from "../support/media";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";

type Handler = (args: never) => Promise<Response> | Response;

/** Runs a route function and answers its Response whether returned or thrown. */
async function call(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
  ip = "203.0.113.7",
) {
  try {
    return await (handler as (args: unknown) => Promise<Response>)({
      request,
      params,
      context: { clientIp: ip },
    });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const get = (handler: Handler, pathname: string, splat: string) =>
  call(handler, new Request(`http://localhost${pathname}`), { "*": splat });

/** The key behind a URL the storage answered (the path after /uploads/ or the public base). */
const keyOf = (url: string) => /((?:products|gallery|scrolling|site|fonts|contact)\/.+)$/.exec(url)![1];

const cacheDir = tempDir("atelier-image-cache-");
setVariantCacheDir(cacheDir);

afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

describe.each(STORAGE_DRIVERS)("uploads on $name", ({ start }) => {
  let storage: MediaStorage;
  let stop: () => Promise<void>;
  let cookie: string;

  beforeAll(async () => {
    ({ storage, stop } = await start());
    setStorage(storage);
  });
  // The variants an upload queues are made in the background: none may be writing to the store
  // while its files are deleted or the store stops (s3rver throws on a file gone under it).
  afterAll(async () => {
    await variantsPrepared();
    setStorage(undefined);
    await stop();
  });
  beforeEach(async () => {
    await variantsPrepared();
    await resetDatabase();
    ({ cookie } = await createOwnerCookie());
    await Promise.all((await storedKeys()).map((key) => storage.delete(key)));
  });

  async function storedKeys() {
    const lists = await Promise.all(
      (["products", "gallery", "scrolling", "fonts", "contact"] as const).map((prefix) =>
        storage.list(prefix),
      ),
    );
    return lists.flat().map((entry) => entry.key);
  }

  async function served(url: string) {
    const response = await get(uploads, url, keyOf(url));
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it("stores a public contact photo and serves it back with safe, long-lived headers", async () => {
    const response = await call(
      upload,
      uploadRequest("/api/upload", [{ field: "image", bytes: await jpeg() }]),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.url).toMatch(/^\/uploads\/contact\/[0-9a-f]{32}\.jpg$/);
    expect(body.fileUrl).toBe(body.url);

    const { response: file, bytes } = await served(body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    // nosniff comes from the server (checked over HTTP in tests/e2e/media.spec.ts); the sandbox
    // policy from the route itself, however the path was spelled.
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(Number(file.headers.get("content-length"))).toBe(bytes.length);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 800, height: 600 });
  });

  it("re-encodes an owner photo: orientation applied, metadata stripped, never the client's name", async () => {
    const response = await call(
      upload,
      uploadRequest(
        "/api/upload?use=gallery",
        [{ field: "photo", bytes: await jpeg(800, 600, 6), name: "../../etc/passwd.jpg" }],
        cookie,
      ),
    );
    expect(response.status).toBe(200);
    const { url } = await response.json();
    expect(url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}\.jpg$/);
    const metadata = await sharp((await served(url)).bytes).metadata();
    expect(metadata).toMatchObject({ width: 600, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("stores up to five owner photos at once and answers their URLs", async () => {
    const files = await Promise.all([jpeg(), png(), jpeg(400, 300)]);
    const response = await call(
      uploadMultiple,
      uploadRequest(
        "/api/upload-multiple",
        files.map((bytes) => ({ field: "photos", bytes })),
        cookie,
      ),
    );
    expect(response.status).toBe(200);
    const { urls } = await response.json();
    expect(urls).toHaveLength(3);
    expect(urls[1]).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.png$/);
    expect((await served(urls[1])).response.headers.get("content-type")).toBe("image/png");
    expect(await storedKeys()).toHaveLength(3);
  });

  it("accepts GIF, WebP and AVIF images and keeps their format", async () => {
    const base = () => sharp({ create: { width: 40, height: 30, channels: 3, background: "#345" } });
    for (const [bytes, extension] of [
      [await base().gif().toBuffer(), "gif"],
      [await base().webp().toBuffer(), "webp"],
      [await base().avif().toBuffer(), "avif"],
    ] as const) {
      const response = await call(upload, uploadRequest("/api/upload", [{ field: "image", bytes }]));
      expect(response.status).toBe(200);
      const { url } = await response.json();
      expect(url).toMatch(new RegExp(`^/uploads/contact/[0-9a-f]{32}\\.${extension}$`));
      expect((await served(url)).response.headers.get("content-type")).toBe(`image/${extension}`);
    }
  });

  it("turns a HEIC photo into a JPEG, for a visitor's contact photo and the owner's photos alike", async () => {
    const photo = await heic();
    const contact = await call(
      upload,
      uploadRequest("/api/upload", [
        { field: "image", bytes: photo, name: "IMG_0001.HEIC", type: "image/heic" },
      ]),
    );
    const owner = await call(
      uploadMultiple,
      uploadRequest(
        "/api/upload-multiple",
        [{ field: "photos", bytes: photo, name: "IMG_0002.HEIC", type: "image/heic" }],
        cookie,
      ),
    );
    expect([contact.status, owner.status]).toEqual([200, 200]);
    const urls = [(await contact.json()).url, ...(await owner.json()).urls];
    expect(urls).toEqual([
      expect.stringMatching(/^\/uploads\/contact\/[0-9a-f]{32}\.jpg$/),
      expect.stringMatching(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/),
    ]);
    for (const url of urls) {
      const { response, bytes } = await served(url);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 240 });
      // The photo's colours come through: the fixture is a warm tan with a dark circle in the middle.
      const { dominant } = await sharp(bytes).stats();
      expect(dominant.r).toBeGreaterThan(dominant.b);
    }
  });

  it("refuses a file that only claims to be HEIC (415) and stores nothing", async () => {
    const header = (await heic()).subarray(0, 40);
    const response = await call(
      upload,
      uploadRequest("/api/upload", [
        { field: "image", bytes: Buffer.concat([header, Buffer.alloc(200, 7)]) },
      ]),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe(
      "Only JPEG, PNG, GIF, WebP, AVIF or HEIC images can be uploaded.",
    );
    expect(await storedKeys()).toEqual([]);
  });

  it("stores a font checked by its signature", async () => {
    for (const [signature, extension] of [
      ["wOF2", "woff2"],
      ["wOFF", "woff"],
      ["OTTO", "otf"],
      ["\x00\x01\x00\x00", "ttf"],
    ] as const) {
      const bytes = font(signature);
      const response = await call(
        uploadFont,
        uploadRequest("/api/upload-font", [{ field: "font", bytes, name: "brand.bin" }], cookie),
      );
      expect(response.status).toBe(200);
      const { fontUrl } = await response.json();
      expect(fontUrl).toMatch(new RegExp(`^/uploads/fonts/[0-9a-f]{32}\\.${extension}$`));
      const file = await served(fontUrl);
      expect(file.bytes.equals(bytes)).toBe(true);
      expect(file.response.headers.get("content-type")).toBe(`font/${extension}`);
    }
  });

  it("refuses owner fields without an owner session (401) and stores nothing", async () => {
    const photo = await jpeg();
    const answers = await Promise.all([
      call(upload, uploadRequest("/api/upload", [{ field: "photo", bytes: photo }])),
      call(uploadMultiple, uploadRequest("/api/upload-multiple", [{ field: "photos", bytes: photo }])),
      call(uploadFont, uploadRequest("/api/upload-font", [{ field: "font", bytes: font("wOF2") }])),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ message: expect.any(String) });
    }
    expect(await storedKeys()).toEqual([]);
  });

  it.each([
    [
      "an SVG with a script",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "image/svg+xml",
      "x.svg",
    ],
    [
      "HTML renamed .png",
      "<!doctype html><html><body><script>alert(1)</script></body></html>",
      "image/png",
      "x.png",
    ],
    [
      "a PNG header followed by HTML",
      Buffer.concat([
        Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
        Buffer.from("<html><script>alert(1)</script></html>"),
      ]),
      "image/png",
      "x.png",
    ],
  ])("refuses %s with 415 and stores nothing", async (_, bytes, type, name) => {
    for (const [handler, pathname, field, auth] of [
      [upload, "/api/upload", "image", undefined],
      [upload, "/api/upload", "photo", cookie],
      [uploadMultiple, "/api/upload-multiple", "photos", cookie],
    ] as const) {
      const response = await call(handler, uploadRequest(pathname, [{ field, bytes, type, name }], auth));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        message: "Only JPEG, PNG, GIF, WebP, AVIF or HEIC images can be uploaded.",
      });
    }
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a PNG truncated after a valid header (415)", async () => {
    const bytes = (await png(300, 300)).subarray(0, 60);
    const response = await call(upload, uploadRequest("/api/upload", [{ field: "image", bytes }]));
    expect(response.status).toBe(415);
  });

  it("refuses a 20000x20000 PNG decompression bomb (413) and stores nothing", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const response = await call(upload, uploadRequest("/api/upload", [{ field: "image", bytes: bomb }]));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The image is too large (at most 40 megapixels)." });
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a font that is not one (415)", async () => {
    const response = await call(
      uploadFont,
      uploadRequest("/api/upload-font", [{ field: "font", bytes: await png(), name: "brand.woff2" }], cookie),
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: "Only .woff, .woff2, .ttf or .otf fonts can be uploaded.",
    });
  });

  it("refuses six contact photos, six owner photos and a request without a file (400)", async () => {
    const photo = await png();
    const six = (field: string) => Array.from({ length: 6 }, () => ({ field, bytes: photo }));
    const contact = await call(upload, uploadRequest("/api/upload", six("image")));
    expect(contact.status).toBe(400);
    const owner = await call(uploadMultiple, uploadRequest("/api/upload-multiple", six("photos"), cookie));
    expect(owner.status).toBe(400);
    expect(await owner.json()).toEqual({ message: "Too many files: at most 5 per upload." });
    const empty = await call(upload, uploadRequest("/api/upload", []));
    expect(empty.status).toBe(400);
    expect(await storedKeys()).toEqual([]);
  });

  it("a refused file among valid ones leaves nothing behind", async () => {
    const response = await call(
      uploadMultiple,
      uploadRequest(
        "/api/upload-multiple",
        [
          { field: "photos", bytes: await jpeg() },
          { field: "photos", bytes: "<svg onload=alert(1)>" },
        ],
        cookie,
      ),
    );
    expect(response.status).toBe(415);
    expect(await storedKeys()).toEqual([]);
  });

  it("rate limits public contact photos (429)", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < RATE_LIMITS.contactPhotoUpload.limit; i++)
      await hitRateLimit("contactPhotoUpload", ip);
    const response = await call(
      upload,
      uploadRequest("/api/upload", [{ field: "image", bytes: await png() }]),
      {},
      ip,
    );
    expect(response.status).toBe(429);
    expect(await storedKeys()).toEqual([]);
  });

  it("makes responsive AVIF and WebP variants of an upload once and serves them from the cache", async () => {
    const response = await call(
      upload,
      uploadRequest("/api/upload", [{ field: "photo", bytes: await jpeg(1600, 1200) }], cookie),
    );
    const { url } = await response.json();
    const source = `uploads/${keyOf(url)}`;
    const webp = await get(images, `/images/480/webp/${source}`, `480/webp/${source}`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 480,
      height: 360,
    });
    const avif = await get(images, `/images/828/avif/${source}`, `828/avif/${source}`);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(828);

    // Cached: the variant still answers after the original is gone.
    await storage.delete(keyOf(url));
    const again = await get(images, `/images/480/webp/${source}`, `480/webp/${source}`);
    expect(again.status).toBe(200);
    const missing = await get(images, `/images/640/webp/${source}`, `640/webp/${source}`);
    expect(missing.status).toBe(404);
  });

  it("makes no variant of a contact photo on request: a visitor's upload costs one encode, not 18", async () => {
    const visitor = await call(
      upload,
      uploadRequest("/api/upload", [{ field: "image", bytes: await jpeg(1600, 1200) }]),
    );
    const { url } = await visitor.json();
    const source = `uploads/${keyOf(url)}`;
    for (const format of ["webp", "avif"]) {
      const variant = `320/${format}/${source}`;
      expect((await get(images, `/images/${variant}`, variant)).status, format).toBe(404);
    }
    expect(variantSource(url)).toBeUndefined();
    expect((await served(url)).response.status).toBe(200);
  });

  it("makes every AVIF width of an owner photo in the background once it is stored, none of a contact photo", async () => {
    const owner = await call(
      upload,
      uploadRequest("/api/upload?use=gallery", [{ field: "photo", bytes: await jpeg(2000, 1500) }], cookie),
    );
    const visitor = await call(
      upload,
      uploadRequest("/api/upload", [{ field: "image", bytes: await png() }]),
    );
    const ownerSource = `uploads/${keyOf((await owner.json()).url)}`;
    const visitorSource = `uploads/${keyOf((await visitor.json()).url)}`;
    await variantsPrepared();
    // With the originals gone, only what was made ahead can still be served.
    await storage.delete(ownerSource.slice("uploads/".length));
    await storage.delete(visitorSource.slice("uploads/".length));
    for (const width of VARIANT_WIDTHS) {
      const avif = await get(images, `/images/${width}/avif/${ownerSource}`, `${width}/avif/${ownerSource}`);
      expect(avif.status, `${width}w`).toBe(200);
      expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(
        Math.min(width, 2000),
      );
    }
    const contact = await get(images, `/images/320/avif/${visitorSource}`, `320/avif/${visitorSource}`);
    expect(contact.status).toBe(404);
  });

  it("deletes contact photos older than 24 hours that no message refers to", async () => {
    const upload1 = await call(
      upload,
      uploadRequest("/api/upload", [{ field: "image", bytes: await png() }]),
    );
    const upload2 = await call(
      upload,
      uploadRequest("/api/upload", [{ field: "image", bytes: await png() }]),
    );
    const sent = (await upload1.json()).url as string;
    const unsent = (await upload2.json()).url as string;
    const owner = await call(
      upload,
      uploadRequest("/api/upload", [{ field: "photo", bytes: await png() }], cookie),
    );
    const product = (await owner.json()).url as string;
    await prisma.contactMessage.create({
      data: {
        name: "Ada",
        email: "ada@example.com",
        subject: "Repair",
        message: "Please look.",
        imageUrl3: sent,
      },
    });

    expect(await deleteOrphanContactPhotos()).toEqual([]);
    const dayLater = new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    expect(await deleteOrphanContactPhotos(dayLater)).toEqual([keyOf(unsent)]);
    expect((await served(unsent)).response.status).toBe(404);
    expect((await served(sent)).response.status).toBe(200);
    expect((await served(product)).response.status).toBe(200);
  });
});

describe("uploads during an S3 outage", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;

  beforeAll(async () => {
    s3 = await startS3Server();
    setStorage(s3StorageOf(s3));
  });
  afterAll(async () => {
    await variantsPrepared();
    setStorage(undefined);
    await s3.stop();
  });
  beforeEach(resetDatabase);

  const uploadPhoto = async () =>
    call(upload, uploadRequest("/api/upload", [{ field: "image", bytes: await jpeg() }]), {}, "203.0.113.20");

  async function expectUnavailable(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(await response.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
  }

  it("answers uploads and reads of stored photos 503 with Retry-After, and serves them once it is back", async () => {
    const { url } = await (await uploadPhoto()).json();
    // Only the owner's photos have variants (a contact photo's would be a 404 anyway).
    const { cookie } = await createOwnerCookie();
    const owned = await call(
      upload,
      uploadRequest("/api/upload", [{ field: "photo", bytes: await jpeg() }], cookie),
    );
    const variant = `320/webp/uploads/${keyOf((await owned.json()).url)}`;
    await s3.down();
    try {
      await expectUnavailable(await uploadPhoto());
      await expectUnavailable(await get(uploads, url, keyOf(url)));
      await expectUnavailable(await get(images, `/images/${variant}`, variant));
    } finally {
      await s3.up();
    }
    expect((await uploadPhoto()).status).toBe(200);
    expect((await get(uploads, url, keyOf(url))).status).toBe(200);
    expect((await get(images, `/images/${variant}`, variant)).status).toBe(200);
  });

  it("answers the sweep's listing and deletes as the same 503, never a raw connection error", async () => {
    const { url } = await (await uploadPhoto()).json();
    const storage = getStorage();
    await s3.down();
    try {
      for (const call of [() => storage.list("contact"), () => storage.delete(keyOf(url))]) {
        await expect(call()).rejects.toMatchObject({ status: 503, message: STORAGE_UNAVAILABLE_MESSAGE });
      }
    } finally {
      await s3.up();
    }
    expect((await storage.list("contact")).map((entry) => entry.key)).toContain(keyOf(url));
  });

  it("answers the home page's contact form with a photo 503, its message and the visitor's input kept", async () => {
    const post = async () => {
      const form = new FormData();
      const fields = { intent: "contact", name: "Ada", email: "ada@example.com", subject: "commission" };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("message", "A bag from my mother's scarf, please.");
      form.append(
        CONTACT_PHOTO_FIELD,
        new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }),
        "a.jpg",
      );
      const request = new Request("http://localhost/?index", { method: "POST", body: form });
      return (await home({ request, params: {}, context: { clientIp: "203.0.113.21" } })) as unknown as {
        data: PublicFormResult;
        init?: { status?: number; headers?: Record<string, string> };
      };
    };
    await s3.down();
    let answer;
    try {
      answer = await post();
    } finally {
      await s3.up();
    }
    expect(answer.init?.status).toBe(503);
    expect(answer.init?.headers).toEqual({ "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) });
    expect(answer.data).toMatchObject({ sent: false, message: STORAGE_UNAVAILABLE_MESSAGE });
    expect(answer.data.result.initialValue).toMatchObject({ name: "Ada", email: "ada@example.com" });
    expect(await prisma.contactMessage.count()).toBe(0);

    expect((await post()).data.sent).toBe(true);
    expect(await prisma.contactMessage.count()).toBe(1);
  });
});

describe("uploads, whatever the driver", () => {
  beforeAll(() => setStorage(createLocalDiskStorage(tempDir("atelier-uploads-"))));
  afterAll(() => setStorage(undefined));

  it("cuts an oversized upload off while streaming (413) without reading the rest", async () => {
    const boundary = "----atelier-test-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`,
      "latin1",
    );
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const totalBytes = 50 * 1024 * 1024;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(head);
        if (pulled >= totalBytes) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/api/upload", {
      method: "POST",
      body,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    const response = await call(upload, request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The file is too large (at most 10 MB)." });
    expect(pulled).toBeLessThan(11 * 1024 * 1024);
  });

  it("refuses an 11 MB file sent by a browser form (413)", async () => {
    const bytes = Buffer.concat([await jpeg(), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await call(upload, uploadRequest("/api/upload", [{ field: "image", bytes }]));
    expect(response.status).toBe(413);
  });

  it("makes variants of the committed demo photos", async () => {
    const source = "demo/product-midnight-1.jpg";
    const response = await get(images, `/images/480/webp/${source}`, `480/webp/${source}`);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 480 });
    expect(bytes.length).toBeLessThan(fs.statSync(path.resolve("public", source)).size);
  });

  it("answers 404 for sources, widths and formats that are not offered", async () => {
    for (const splat of [
      "480/webp/demo/../../package.json",
      "481/webp/demo/product-midnight-1.jpg",
      "480/png/demo/product-midnight-1.jpg",
      "480/webp/demo/missing.jpg",
      "480/webp/uploads/contact/0123456789abcdef0123456789abcdef.jpg",
    ]) {
      expect((await get(images, `/images/${splat}`, splat)).status).toBe(404);
    }
    expect((await get(uploads, "/uploads/../secret", "../secret")).status).toBe(404);
  });
});
