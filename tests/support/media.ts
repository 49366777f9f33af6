// Media test helpers: a real S3-compatible server (s3rver), sample files and multipart requests.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import S3rver from "s3rver";
import sharp from "sharp";
import { createLocalDiskStorage } from "~/modules/media/local-disk-storage.server";
import type { MediaStorage } from "~/modules/media/media-storage";
import { createS3Storage } from "~/modules/media/s3-storage.server";

export const S3_BUCKET = "atelier-test";

/** s3rver on a free port; `down` and `up` make an outage: stopped, then back on the same port. */
export async function startS3Server(bucket = S3_BUCKET) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-s3-"));
  let server: S3rver | undefined;
  let port = 0;
  const up = async () => {
    // The same directory each time: what was stored before the outage is there after it.
    server = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    ({ port } = await server.run());
  };
  // Like a store that went away: open connections are cut, not waited for (the app's S3 client
  // keeps its connections alive, which would hold a graceful close open).
  const down = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const closed = running.close();
    running.httpServer?.closeAllConnections();
    await closed;
  };
  await up();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed development credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    /** The shop's configuration for this store. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    down,
    up,
    /** Stops it for good and deletes what it stored. */
    async stop() {
      await down();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface StartedStorage {
  storage: MediaStorage;
  stop: () => Promise<void>;
  /** An outage of the store and its end (S3 only). */
  down?: () => Promise<void>;
  up?: () => Promise<void>;
}

/** For `describe.each`: both storage drivers, each on a store of its own (a folder, an s3rver). */
export const STORAGE_DRIVERS: { name: string; start: () => Promise<StartedStorage> }[] = [
  {
    name: "local disk",
    start: async () => {
      const dir = tempDir("atelier-uploads-");
      return { storage: createLocalDiskStorage(dir), stop: async () => fs.rmSync(dir, { recursive: true }) };
    },
  },
  {
    name: "S3 (s3rver)",
    start: async () => {
      const s3 = await startS3Server();
      return { storage: s3StorageOf(s3), stop: s3.stop, down: s3.down, up: s3.up };
    },
  },
];

/** The shop's S3 driver on `s3`; with `publicUrl`, pages fetch from the bucket's own address. */
export function s3StorageOf(s3: Awaited<ReturnType<typeof startS3Server>>, publicUrl?: string) {
  return createS3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: "us-east-1",
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    publicUrl,
  });
}

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function jpeg(width = 800, height = 600, orientation?: number) {
  const image = sharp({ create: { width, height, channels: 3, background: "#a3342c" } });
  return (orientation ? image.withMetadata({ orientation }) : image).jpeg().toBuffer();
}

/**
 * A 4000x3000 photo as a phone saves it (~2.2 MB): a gradient under a sensor's grain, stored on its
 * side with EXIF orientation 6, so it shows as 3000x4000.
 */
export async function cameraJpeg() {
  const [width, height] = [4000, 3000];
  const grain = crypto.randomBytes(width * height * 3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((x * 200) / width) + (grain[i] >> 3);
      pixels[i + 1] = Math.round((y * 180) / height) + (grain[i + 1] >> 3);
      pixels[i + 2] = 90 + (grain[i + 2] >> 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function png(width = 64, height = 64) {
  return sharp({ create: { width, height, channels: 4, background: "#1f6f4a" } })
    .png()
    .toBuffer();
}

/** A genuine 20000x20000 PNG that compresses to a few kilobytes: a decompression bomb. */
export function pngBomb(side = 20000) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const rows = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A 320x240 HEIC photo, as iPhones and Macs' Photos exports make them: tests/fixtures/photo-320x240.heic,
 * encoded from a JPEG by libheif's heif-enc (x265). No encoder is needed to run the tests.
 */
export const heic = () => fs.promises.readFile(path.resolve("tests/fixtures/photo-320x240.heic"));

/** A minimal file with a font signature (the server checks the signature, not the tables). */
export function font(signature: "wOFF" | "wOF2" | "OTTO" | "\x00\x01\x00\x00") {
  return Buffer.concat([Buffer.from(signature, "latin1"), Buffer.alloc(60, 1)]);
}

export function uploadRequest(
  pathname: string,
  files: { field: string; bytes: Buffer | string; name?: string; type?: string }[],
  cookie?: string,
) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      file.field,
      new Blob([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], {
        type: file.type ?? "image/jpeg",
      }),
      file.name ?? "photo.jpg",
    );
  }
  return new Request(`http://localhost${pathname}`, {
    method: "POST",
    body: form,
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/**
 * A 4032x3024 HEIC photo (an iPhone's 12 megapixels), a smooth gradient so the file stays small
 * (28 KB): tests/fixtures/photo-4032x3024.heic, see tests/fixtures/README.md for how it was made.
 * libheif takes over a second of WebAssembly to decode it.
 */
export const bigHeic = () => fs.promises.readFile(path.resolve("tests/fixtures/photo-4032x3024.heic"));

/**
 * A 4032x3024 HEIC with a camera's grain (249 KB, 1 byte per 49 pixels): what a visitor's phone
 * sends, above the floor that refuses the smooth gradient (tests/fixtures/README.md).
 */
export const cameraHeic = () => fs.promises.readFile(path.resolve("tests/fixtures/camera-4032x3024.heic"));
