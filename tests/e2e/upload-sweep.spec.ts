// `npm run uploads:sweep` against a built server's own files and database: the photos of a form
// never saved go (the test makes them two days old), the piece's photo stays and is still served,
// a form naming a removed photo is refused, and the owner's overview on her phone says what was freed.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchOwnerBrowser, saveScreenshot } from "../support/browser";
import { jpeg } from "../support/media";
import { OWNER, startEmptyShop, type EmptyShop } from "../support/owner-api";
import { PHONE } from "../support/owner-screens";
import { databaseUrl } from "../support/postgres";
import { tempDataDir } from "../support/server";

const run = promisify(execFile);

describe("the sweep of unused uploads, run from the shell", () => {
  const dataDir = tempDataDir();
  let shop: EmptyShop;

  beforeAll(async () => {
    shop = await startEmptyShop("upload_sweep", { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(use: string, count: number): Promise<string[]> {
    const form = new FormData();
    for (let i = 0; i < count; i++) {
      form.append(
        "photos",
        new Blob([new Uint8Array(await jpeg(1200, 900))], { type: "image/jpeg" }),
        "p.jpg",
      );
    }
    const response = await fetch(`${shop.server.url}/api/upload-multiple?use=${use}`, {
      method: "POST",
      body: form,
      headers: { Cookie: shop.cookie },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { urls: string[] }).urls;
  }

  it("removes the photos no row uses once they are a day old, keeps the piece's, and the overview says so", async () => {
    const [kept, unsaved] = await upload("products", 2);
    const [galleryLeftover] = await upload("gallery", 1);
    await shop.createProduct({ imageUrl: kept });
    // Two days old, as if the form had been left two days ago.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const url of [kept, unsaved, galleryLeftover]) {
      fs.utimesSync(path.join(dataDir, url), twoDaysAgo, twoDaysAgo);
    }
    const sizes = [unsaved, galleryLeftover].map((url) => fs.statSync(path.join(dataDir, url)).size);

    const { stdout } = await run("npm", ["run", "--silent", "uploads:sweep"], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(shop.database),
        DATA_DIR: dataDir,
        NODE_ENV: "development",
      },
    });
    expect(stdout).toMatch(/^Swept unused uploads: 2 files removed, [\d.]+ (KB|MB) freed\.$/m);
    const [, amount, unit] = /([\d.]+) (KB|MB) freed/.exec(stdout)!;
    const freed = Number(amount) * (unit === "KB" ? 1000 : 1_000_000);
    expect(freed).toBeGreaterThanOrEqual(sizes[0] + sizes[1] - 100);

    expect((await fetch(`${shop.server.url}${unsaved}`)).status).toBe(404);
    expect((await fetch(`${shop.server.url}${galleryLeftover}`)).status).toBe(404);
    expect((await fetch(`${shop.server.url}${kept}`)).status).toBe(200);

    // The form those photos were chosen in, saved now, is refused rather than saved without its photo.
    await expect(shop.createProduct({ imageUrl: unsaved })).rejects.toThrow(
      /POST \/api\/products: 400 .*A photo this form uploaded is no longer on the server: the form was open for more than a day\. Add the photo again, then save\./,
    );

    const browser = await launchOwnerBrowser(shop.server.url, OWNER, { viewport: PHONE });
    try {
      const page = await browser.newPage();
      await page.goto(`${shop.server.url}/admin`);
      await page.getByText(/Unused uploads swept .* UTC: 2 files removed, [\d.]+ (KB|MB) freed\./).waitFor();
      await saveScreenshot(page, "sweep-overview-390");
    } finally {
      await browser.close();
    }
  });
});
