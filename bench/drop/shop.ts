// The drop bench's shop: two built production servers (production rate limits) on one fresh
// PostgreSQL database of the shared test server and one S3 bucket (s3rver, in its own process)
// read at its public address, a local Stripe fake, and the round-robin proxy in front; then a piece
// just added, with three uploaded photos, whose drop is `leadMs` ahead.
import fs from "node:fs";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { startFakeStripe } from "../../tests/fakes/stripe-server";
import { cookiesFrom, signIn } from "../../tests/support/http";
import { DB_PREFIX, recreateDatabase } from "../../tests/support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../../tests/support/server";
import { startPublicBucket } from "./public-bucket";
import { startRoundRobinProxy } from "./round-robin-proxy";

const OWNER = { email: "owner@example.com", password: "drop-bench-owner-password" };
export const DATABASE = `${DB_PREFIX}_drop_bench`;
/** 1200 px wide demo photos: what her camera's photos are after the upload's re-encode. */
const PHOTOS = ["product-midnight-1.jpg", "product-midnight-2.jpg", "product-midnight-3.jpg"];

export async function startDropShop(leadMs: number) {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const s3 = await startPublicBucket("atelier-drop-bench");
    stops.push(s3.stop);
    const stripe = await startFakeStripe();
    stops.push(stripe.stop);
    const proxy = await startRoundRobinProxy();
    stops.push(proxy.close);
    const env = {
      DATABASE_URL: await recreateDatabase(DATABASE),
      PUBLIC_URL: proxy.url,
      SESSION_SECRET: "drop-bench-".padEnd(40, "x"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      SEED_DEMO: "false",
      RATE_LIMIT_SCALE: "1",
      ...s3.env,
      ...stripe.env(),
    };
    const instances: RunningServer[] = [];
    // The first migrates the empty database; the second starts on it.
    for (let i = 0; i < 2; i++) {
      const instance = await startServer({ ...env, DATA_DIR: tempDataDir() });
      instances.push(instance);
      stops.push(() => instance.stop());
    }
    await proxy.forwardTo(instances.map((instance) => instance.url));

    // The owner uploads on one instance and schedules the drop on the other, as a balancer may.
    const cookieAt = async (url: string) => cookiesFrom(await signIn(url, OWNER.email, OWNER.password));
    const upload = new FormData();
    for (const name of PHOTOS)
      upload.append(
        "photos",
        new Blob([fs.readFileSync(`public/demo/${name}`)], { type: "image/jpeg" }),
        name,
      );
    const uploaded = await fetch(`${instances[0].url}/api/upload-multiple?use=products`, {
      method: "POST",
      headers: { Cookie: await cookieAt(instances[0].url) },
      body: upload,
    });
    if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const { urls } = (await uploaded.json()) as { urls: string[] };
    // The photos' addresses are the bucket's own, and a visitor can read them there.
    for (const url of urls) {
      const read = await fetch(url);
      if (!url.startsWith(s3.publicUrl) || !read.ok) throw new Error(`${url}: ${read.status}`);
      await read.arrayBuffer();
    }
    const goesLiveAt = Date.now() + leadMs;
    const created = await fetch(`${instances[1].url}/api/products`, {
      method: "POST",
      headers: { Cookie: await cookieAt(instances[1].url), "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Midnight Drop Tote",
        description: "Reworked by hand for the drop.",
        price: 456_700,
        imageUrl: urls[0],
        imageUrl2: urls[1],
        imageUrl3: urls[2],
        category: "handbags",
        goesLiveAt: new Date(goesLiveAt).toISOString(),
        // Shown as "Coming" with its photos until then, as a drop people wait for is.
        showComing: true,
      }),
    });
    if (created.status !== 201) throw new Error(`product: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };

    const s3Client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: s3.env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    /** How many objects the bucket holds besides the three originals: variants stored for every instance. */
    const storedVariants = async () => {
      const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (listed.Contents ?? []).length - PHOTOS.length;
    };
    return { url: proxy.url, instances, productId: id, goesLiveAt, stripe, storedVariants, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
