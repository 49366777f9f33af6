// The storage interface every upload driver implements (local disk, S3), apart from the factory that
// picks one (./storage.server), so the drivers and the factory do not import each other.
import type { Readable } from "node:stream";
import type { UploadPrefix } from "./image-url";

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface StoredEntry {
  key: string;
  lastModified: Date;
  /** In bytes. */
  size: number;
}

/** Every call throws a 503 AppError (serviceUnavailable, with a retry delay) while an S3 store is down. */
export interface MediaStorage {
  readonly driver: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Whether the object is stored, without reading it (S3's HEAD, a stat on disk). */
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  list(prefix: UploadPrefix): Promise<StoredEntry[]>;
  /** The URL pages use for the object. */
  publicUrl(key: string): string;
  /** The store's own public address (S3_PUBLIC_URL), when browsers fetch its objects from it directly. */
  readonly publicBase?: string;
}
