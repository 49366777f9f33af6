// The drop bench's bucket (bench/drop/bucket.ts, in its own process), readable by anyone at its
// public address, `<endpoint>/<bucket>` in path style, read through a CDN (./cdn.ts) whose address
// the instances are given as S3_PUBLIC_URL. s3rver checks no ACL or policy: an unsigned GET is answered as a public read, as a
// bucket with a public-read policy (or a CDN before it) answers one (decision 355).
import type { startS3Server } from "../../tests/support/media";
import { forkChild } from "./child";

/** What bench/drop/bucket.ts sends of its s3rver: its address, credentials and the shop's settings. */
export type Bucket = Pick<
  Awaited<ReturnType<typeof startS3Server>>,
  "endpoint" | "bucket" | "accessKeyId" | "secretAccessKey" | "env"
>;

export async function startPublicBucket(name: string) {
  const child = await forkChild<Bucket>(new URL("./bucket.ts", import.meta.url), [name]);
  // Read through a CDN, each in a process of its own (./cdn.ts).
  const cdn = await forkChild<{ url: string }>(new URL("./cdn.ts", import.meta.url), [child.ready.endpoint]);
  const publicUrl = `${cdn.ready.url}/${child.ready.bucket}`;
  return {
    ...child.ready,
    publicUrl,
    env: { ...child.ready.env, S3_PUBLIC_URL: publicUrl },
    stop: async () => {
      await cdn.close();
      await child.close();
    },
  };
}
