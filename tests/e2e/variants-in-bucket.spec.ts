// With S3_PUBLIC_URL set, pages name the owner's photos' variants in the bucket itself, so a crowd's
// pictures never reach the instances (decision 351): a production server on s3rver, a piece saved
// with a photo uploaded a moment before, its page read as a visitor and opened in Chromium.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { cookiesFrom, signIn } from "../support/http";
import { jpeg, S3_BUCKET, startS3Server } from "../support/media";
import { DB_PREFIX, recreateMigratedDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";

const OWNER = { email: "owner@example.com", password: "bucket-variants-owner-password" };

describe("a piece's photos named in the bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let server: RunningServer;
  let bucket: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = `${s3.endpoint}/${S3_BUCKET}`;
    server = await startServer({
      DATABASE_URL: await recreateMigratedDatabase(`${DB_PREFIX}_e2e_bucket_variants`),
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: "e2e-bucket-variants-".padEnd(40, "x"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      SEED_DEMO: "false",
      ...s3.env,
      S3_PUBLIC_URL: bucket,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  it("names every variant in the bucket, which answers each one, and a browser shows it from there", async () => {
    const cookie = cookiesFrom(await signIn(server.url, OWNER.email, OWNER.password));
    const upload = new FormData();
    upload.append(
      "photos",
      new Blob([new Uint8Array(await jpeg(1200, 1500))], { type: "image/jpeg" }),
      "a.jpg",
    );
    const uploaded = await fetch(`${server.url}/api/upload-multiple?use=products`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: upload,
    });
    const [url] = ((await uploaded.json()) as { urls: string[] }).urls;
    const key = url.slice(bucket.length + 1).replace(/\.jpg$/, "");
    // Saved at once: the save waits for the photo's variants.
    const created = await fetch(`${server.url}/api/products`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Bucket Tote",
        description: "Its photos come from the bucket.",
        price: 45_600,
        imageUrl: url,
        category: "handbags",
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // Pages name the bucket once the check the server's first page started found every photo's
    // variants there (at once in this shop; a page from before may stay in the page cache for 5 s).
    let page!: Response;
    let html = "";
    await expect
      .poll(
        async () => {
          page = await fetch(`${server.url}/products/${id}`);
          html = await page.text();
          return html.includes(`${bucket}/variants/`);
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    const sets = [...html.matchAll(/<source type="image\/(avif|webp)" srcSet="([^"]+)"/g)];
    expect(sets.length).toBeGreaterThanOrEqual(2);
    const named = sets.flatMap(([, , set]) => set.split(", ").map((candidate) => candidate.split(" ")[0]));
    expect(named).toHaveLength(sets.length * 9);
    for (const variant of new Set(named)) {
      expect(variant).toMatch(new RegExp(`^${bucket}/variants/${key}-\\d+\\.(avif|webp)$`));
      const answer = await fetch(variant);
      expect(answer.status, variant).toBe(200);
      expect(answer.headers.get("content-type")).toBe(`image/${variant.endsWith(".avif") ? "avif" : "webp"}`);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      await answer.arrayBuffer();
    }
    // The preload in the head names the same variants; the page's policy lets the bucket's origin in.
    expect(html).toContain(`imageSrcSet="${bucket}/variants/${key}-160.avif 160w`);
    expect(page.headers.get("content-security-policy")).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:\d+/);

    const browser = await launchBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${server.url}/products/${id}`);
      const main = tab.locator("main img").first();
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
        `${bucket}/variants/${key}-828.avif`,
      );
    } finally {
      await browser.close();
    }
  });
});
