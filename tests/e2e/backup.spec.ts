// Backups of a running shop on the embedded database: `npm run backup` says why it cannot open the
// database and where to go instead; the dashboard warns that there is none, downloads one (with
// JavaScript and without), and shows when it was taken; that download restores into a fresh install
// which serves the same shop, its photo included, and says it was restored.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launchOwnerBrowser } from "../support/browser";
import { cookiesFrom, signIn } from "../support/http";
import { jpeg } from "../support/media";
import { npmRun } from "../support/npm-run";
import { OWNER, ownerApi } from "../support/owner-api";
import { startServer, tempDataDir } from "../support/server";

/** Where the dashboard's pictures go; the ones in docs/screenshots/after-the-sale are copies of a run. */
const SCREENSHOTS = "test-results";
const ownerEnv = { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password, SESSION_SECRET: "b".repeat(40) };

/** The dashboard from its top down to the backup line, for a person to look at. */
async function shootDashboard(page: Page, name: string) {
  const section = await page.getByRole("region", { name: "Backups" }).boundingBox();
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: `${SCREENSHOTS}/${name}.png`,
    clip: { x: 0, y: 0, width: 1280, height: section!.y + section!.height + 24 },
  });
}

async function bytesOf(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("backups of a shop on the embedded database", () => {
  it("are refused to the command while the shop runs, downloaded from the dashboard with and without JavaScript, shown there, and restore into a fresh install", async () => {
    const [dataDir, restoredDir, downloads] = [
      tempDataDir(),
      tempDataDir(),
      tempDataDir("atelier-downloads-"),
    ];
    const server = await startServer({ DATA_DIR: dataDir, ...ownerEnv });
    let restored: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const cookie = cookiesFrom(await signIn(server.url, OWNER.email, OWNER.password));
      const upload = new FormData();
      upload.append("photo", new Blob([new Uint8Array(await jpeg(640, 480))]), "bag.jpg");
      const { url: photo } = await (
        await fetch(`${server.url}/api/upload`, { method: "POST", body: upload, headers: { Cookie: cookie } })
      ).json();
      const piece = await ownerApi(server.url, cookie).createProduct({
        name: "Backed-up tote",
        imageUrl: photo,
      });
      const photoBytes = await bytesOf(`${server.url}${photo}`);

      const refused = await npmRun("backup", [downloads], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        `The shop is running (process ${server.process.pid} on host ${os.hostname()}) with the embedded database in ${dataDir}, which one process at a time may open. Download a backup from the dashboard (Dashboard, Download a backup), or stop the shop and run npm run backup again.`,
      );

      const browser = await launchOwnerBrowser(server.url, OWNER, { javaScriptEnabled: false });
      let archive: string;
      try {
        const page = await browser.newPage();
        await page.goto(`${server.url}/admin`);
        await expect
          .poll(() => page.getByRole("status").filter({ hasText: "No backup" }).textContent())
          .toContain("No backup of the shop has been taken yet");
        await shootDashboard(page, "backup-none");
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: "Download a backup" }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^atelier-backup-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz$/);
        archive = path.join(downloads, download.suggestedFilename());
        await download.saveAs(archive);
      } finally {
        await browser.close();
      }

      const withScript = await launchOwnerBrowser(server.url, OWNER);
      try {
        const page = await withScript.newPage();
        await page.goto(`${server.url}/admin`);
        const line = page.getByText(/^Last backup:/);
        await expect
          .poll(() => line.textContent())
          .toMatch(/^Last backup: .* \(today\), downloaded from the dashboard: \d+ rows, 1 file\.$/);
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: "Download a backup" }).click(),
        ]);
        expect((await fs.promises.stat((await download.path())!)).size).toBeGreaterThan(1000);
        await page.reload();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "backup" }).count()).toBe(0);
        await shootDashboard(page, "backup-dashboard");
      } finally {
        await withScript.close();
      }
      await server.stop();

      const restore = await npmRun("restore", [archive], { DATA_DIR: restoredDir });
      expect(restore.output).toMatch(/Restored the backup taken .*: \d+ rows, 1 file\./);
      restored = await startServer({ DATA_DIR: restoredDir, ...ownerEnv });
      const product = await (await fetch(`${restored.url}/api/products/${piece.id}`)).json();
      expect(product).toMatchObject({ id: piece.id, name: "Backed-up tote", imageUrl: photo });
      expect((await bytesOf(`${restored.url}${photo}`)).equals(photoBytes)).toBe(true);

      const owner = await launchOwnerBrowser(restored.url, OWNER);
      try {
        const page = await owner.newPage();
        await page.goto(`${restored.url}/admin`);
        await expect
          .poll(() => page.getByRole("region", { name: "Backups" }).textContent())
          .toMatch(
            /Last backup: .*downloaded from the dashboard.*This shop was restored from that backup on /,
          );
        await shootDashboard(page, "backup-restored");
      } finally {
        await owner.close();
      }
    } finally {
      await Promise.all([server.stop(), restored?.stop()]);
      for (const dir of [dataDir, restoredDir, downloads]) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
