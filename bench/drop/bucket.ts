// The drop bench's S3 bucket (s3rver, as the tests start it), in a process of its own
// (startPublicBucket forks it): with the variants named at the bucket's address, every picture of
// the crowd is a GET here, and a real bucket is on neither the instances' nor the visitors' loop.
import { startS3Server } from "../../tests/support/media";
import { onBenchGone } from "./child";
import type { Bucket } from "./public-bucket";

const s3 = await startS3Server(process.argv[2]);
const { endpoint, bucket, accessKeyId, secretAccessKey, env } = s3;
process.send!({ endpoint, bucket, accessKeyId, secretAccessKey, env } satisfies Bucket);
// What it stored goes with it.
onBenchGone(s3.stop);
