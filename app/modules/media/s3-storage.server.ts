// The S3-compatible storage driver (AWS S3, MinIO, R2, …) through @aws-sdk/client-s3.
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { serviceUnavailable } from "~/utils/errors";
import type { MediaStorage, StoredEntry } from "./media-storage";

export const STORAGE_RETRY_AFTER_SECONDS = 30;
export const STORAGE_UNAVAILABLE_MESSAGE =
  "Photos cannot be stored or shown right now. Please try again shortly.";

/** The error while the store is down, thrown by every call: a 503 the client may retry. */
const storageUnavailable = () => serviceUnavailable(STORAGE_UNAVAILABLE_MESSAGE, STORAGE_RETRY_AFTER_SECONDS);

/** Errors of a store that cannot be reached: refused, cut or timed-out connections, unknown host. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** The store is down (unreachable, or answering 5xx after the SDK's own retries), not refusing us. */
function isOutage(error: unknown) {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 0) >= 500;
  if (!(error instanceof Error)) return false;
  return error.name === "TimeoutError" || UNREACHABLE_CODES.has((error as NodeJS.ErrnoException).code ?? "");
}

/** Runs an S3 call, answering an outage as storageUnavailable() (503 with Retry-After). */
async function unlessDown<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isOutage(error) ? storageUnavailable() : error;
  }
}

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Public base URL of the bucket; without it files are proxied through /uploads. */
  publicUrl?: string;
}

export function createS3Storage(options: S3Options): MediaStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC checksums use aws-chunked framing that many S3-compatible servers
    // (s3rver among them) store verbatim; only send them when an operation requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  const publicBase = options.publicUrl?.replace(/\/+$/, "");

  return {
    driver: "s3",
    publicBase,
    async put(key, body, contentType) {
      await unlessDown(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: "public, max-age=31536000, immutable",
          }),
        ),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return undefined;
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
        throw isOutage(error) ? storageUnavailable() : error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        // A HEAD has no body, so a missing key is a NotFound or a bare 404.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw isOutage(error) ? storageUnavailable() : error;
      }
    },
    async delete(key) {
      await unlessDown(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async list(prefix) {
      const entries: StoredEntry[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await unlessDown(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken })),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) {
            entries.push({ key: object.Key, lastModified: object.LastModified, size: object.Size ?? 0 });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return entries;
    },
    publicUrl(key) {
      return publicBase ? `${publicBase}/${key}` : `/uploads/${key}`;
    },
  };
}
