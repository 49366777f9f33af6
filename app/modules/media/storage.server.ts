// Where uploaded files go, chosen by configuration: S3-compatible object storage when S3_BUCKET is
// set, else local disk under DATA_DIR/uploads (the interface both drivers implement: ./media-storage).
import { randomBytes } from "node:crypto";
import { getEnv, type Env } from "~/utils/env.server";
import { UPLOAD_PREFIXES, type UploadPrefix } from "./image-url";
import { createLocalDiskStorage } from "./local-disk-storage.server";
import type { MediaStorage } from "./media-storage";
import { createS3Storage } from "./s3-storage.server";

export function createStorage(env: Env): MediaStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? "us-east-1",
      accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return createLocalDiskStorage(env.dataDir);
}

let current: MediaStorage | undefined;

export function getStorage(): MediaStorage {
  current ??= createStorage(getEnv());
  return current;
}

/** Swaps the driver (tests run the same suite against both). */
export function setStorage(storage: MediaStorage | undefined) {
  current = storage;
}

/** A fresh random key under `prefix`; the extension is the one the server decided from the bytes. */
export function newObjectKey(prefix: UploadPrefix, extension: string) {
  return `${prefix}/${randomBytes(16).toString("hex")}.${extension}`;
}

/** The key of the object whose address this shop's storage gives as `url`, if it is one. */
export function storedKeyOf(url: string) {
  const key = new RegExp(`${STORED_KEY}$`).exec(url)?.[0];
  return key !== undefined && getStorage().publicUrl(key) === url ? key : undefined;
}

/** Whether `url` is the address this shop's storage gives an object it stored under `prefix`. */
export const isStoredObjectUrl = (url: string, prefix: UploadPrefix) =>
  storedKeyOf(url)?.startsWith(`${prefix}/`) ?? false;

/**
 * A key the shop makes: a use's prefix, 32 random hex digits, the extension decided from the bytes.
 * The syntax is both JavaScript's and PostgreSQL's (the sweep finds keys in rows with it).
 */
export const STORED_KEY = `(?:${UPLOAD_PREFIXES.join("|")})/[0-9a-f]{32}\\.(?:jpg|png|gif|webp|avif|woff2?|ttf|otf)`;

/** Stored keys only: the prefix/random-name shape, nothing that can climb out of the store. */
export const OBJECT_KEY_PATTERN = new RegExp(`^${STORED_KEY}$`);
