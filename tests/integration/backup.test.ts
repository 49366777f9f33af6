// `npm run backup` and `npm run restore` as the owner runs them: a shop with orders, photos,
// subscribers, messages and settings is backed up, restored into a fresh database and fresh
// storage, and found whole (rows equal, files byte-equal, sequences continuing), on PostgreSQL with
// S3 and on the embedded database with local disk. Refusals are checked against the worker's database.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { takeBackup, writeBackup } from "~/modules/backup/backup.server";
import { restoreBackup } from "~/modules/backup/restore.server";
import { UPLOAD_PREFIXES } from "~/modules/media/image-url";
import { createLocalDiskStorage } from "~/modules/media/local-disk-storage.server";
import type { MediaStorage } from "~/modules/media/media-storage";
import { createS3Storage } from "~/modules/media/s3-storage.server";
import { setStorage } from "~/modules/media/storage.server";
import { font, jpeg, png, startS3Server, tempDir } from "../support/media";
import { npmRun } from "../support/npm-run";
import { DB_PREFIX, recreateDatabase, withClient } from "../support/postgres";
import { resetDatabase } from "../support/reset";
import { PGLITE_EXTENSIONS } from "~/utils/pglite-extensions";

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const key = (prefix: string, extension: string) =>
  `${prefix}/${randomBytes(16).toString("hex")}.${extension}`;

/** A season of the shop: photos in storage, and the rows that use them. */
async function fillShop(query: Query, storage: MediaStorage) {
  const photos = [key("products", "jpg"), key("products", "png"), key("gallery", "jpg"), key("site", "jpg")];
  const contactPhoto = key("contact", "jpg");
  const brandFont = key("fonts", "woff2");
  for (const photo of photos) {
    const isPng = photo.endsWith(".png");
    await storage.put(
      photo,
      isPng ? await png(40, 30) : await jpeg(320, 200),
      isPng ? "image/png" : "image/jpeg",
    );
  }
  await storage.put(contactPhoto, await jpeg(200, 100), "image/jpeg");
  await storage.put(brandFont, font("wOF2"), "font/woff2");
  const url = (stored: string) => storage.publicUrl(stored);

  const product = `INSERT INTO "Product" (name, description, price, "imageUrl", "imageUrl2", category, "updatedAt")
    VALUES ($1, $2, $3, $4, $5, 'handbags', now()) RETURNING id`;
  const sold = await query(product, [
    "Émeraude « quilted » tote",
    'Line one\nline "two" with a tab\tand ✨',
    284_000,
    url(photos[0]),
    url(photos[1]),
  ]);
  await query(product, ["Card case", "Small", 32_000, url(photos[1]), null]);
  // Its id is used, then gone: a restored shop must not hand it out again.
  const deleted = await query(product, ["Deleted draft", "Gone", 1, url(photos[0]), null]);
  await query(`DELETE FROM "Product" WHERE id = $1`, [deleted.rows[0].id]);
  const productId = sold.rows[0].id;
  await query(`UPDATE "Product" SET "isSold" = true WHERE id = $1`, [productId]);

  const order = await query(
    `INSERT INTO "Order" ("productId", "productName", "paymentIntentId", amount, "buyerName", "buyerEmail",
       "shippingLine1", "shippingCity", "shippingCountry", status, "shippedAt", carrier, "trackingNumber", "updatedAt")
     VALUES ($1, 'Émeraude « quilted » tote', 'pi_backup_1', 284000, 'Ada Buyer', 'ada@example.com', '1 Rue de la Paix',
       'Paris', 'FR', 'shipped', '2026-11-20T10:11:12.345Z', 'UPS', '1Z999', now()) RETURNING id`,
    [productId],
  );
  const confirmed = await query(
    `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "updatedAt") VALUES ('fan@example.com', now(), now()) RETURNING id`,
  );
  await query(
    `INSERT INTO "NewsletterSubscriber" (email, "updatedAt") VALUES ('waiting@example.com', now())`,
  );
  const announcement = await query(
    `INSERT INTO "Announcement" ("productId", subject, text, recipients) VALUES ($1, 'New piece', 'Look', 1) RETURNING id`,
    [productId],
  );
  await query(
    `INSERT INTO "MailOutbox" ("to", subject, text, html, status, "orderId", "updatedAt")
     VALUES ('ada@example.com', 'Your order has shipped', 'Tracking 1Z999', '<p>Tracking</p>', 'sent', $1, now())`,
    [order.rows[0].id],
  );
  await query(
    `INSERT INTO "MailOutbox" ("to", subject, text, bulk, "announcementId", "subscriberId", "updatedAt")
     VALUES ('fan@example.com', 'New piece', 'Look', true, $1, $2, now())`,
    [announcement.rows[0].id, confirmed.rows[0].id],
  );
  await query(
    `INSERT INTO "ContactMessage" (name, email, subject, message, "imageUrl1", "readAt", "updatedAt")
     VALUES ('Bea', 'bea@example.com', 'Custom Work', 'Can you rework my bag?', $1, now(), now())`,
    [url(contactPhoto)],
  );
  await query(
    `INSERT INTO "Inquiry" ("customerName", "customerEmail", "productName", "productId", message, "updatedAt")
     VALUES ('Cy', 'cy@example.com', 'Card case', $1, 'Is it still available?', now())`,
    [productId],
  );
  await query(
    `INSERT INTO "GalleryItem" (title, description, "imageUrl", "updatedAt") VALUES ('Before and after', 'A tote', $1, now())`,
    [url(photos[2])],
  );
  for (const [settingKey, value] of [
    ["brandName", "Maison Test"],
    ["brandFontUrl", url(brandFont)],
    ["heroImageUrl", url(photos[3])],
  ]) {
    await query(`INSERT INTO "SiteSetting" (key, value, "updatedAt") VALUES ($1, $2, now())`, [
      settingKey,
      value,
    ]);
  }
  await query(
    `INSERT INTO "ProcessedWebhookEvent" (id, type) VALUES ('evt_backup_1', 'payment_intent.succeeded')`,
  );
  const owner = await query(
    `INSERT INTO "Owner" (email, "passwordHash", "updatedAt") VALUES ('old-owner@example.com', 'hash', now()) RETURNING id`,
  );
  await query(
    `INSERT INTO "Session" (id, "ownerId", "expiresAt", "updatedAt") VALUES ('secret-session', $1, now() + interval '1 day', now())`,
    [owner.rows[0].id],
  );
}

const NOT_IN_ARCHIVE = ["_prisma_migrations", "Owner", "Session", "RateLimitBucket"];

/** Every backed-up table's rows as PostgreSQL writes them, by table. */
async function snapshot(query: Query) {
  const tables = await query(
    `SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows as { name: string }[]) {
    if (NOT_IN_ARCHIVE.includes(name)) continue;
    // The restore marks the archive's own row with when it was restored.
    const result = await query(
      `SELECT (to_jsonb(t) - 'restoredAt')::text AS line FROM "${name}" t ORDER BY 1`,
    );
    rows[name] = result.rows.map((row) => row.line as string);
  }
  return rows;
}

async function storedFiles(storage: MediaStorage) {
  const files: Record<string, Buffer> = {};
  for (const prefix of UPLOAD_PREFIXES) {
    for (const { key: stored } of await storage.list(prefix)) {
      const object = await storage.get(stored);
      const chunks: Buffer[] = [];
      for await (const chunk of object!.body) chunks.push(chunk as Buffer);
      files[stored] = Buffer.concat(chunks);
    }
  }
  return files;
}

/** What a new row gets: the next product id, and the next id of every other table the shop adds to. */
async function nextIds(query: Query) {
  const product = await query(
    `INSERT INTO "Product" (name, description, price, "imageUrl", category, "updatedAt")
     VALUES ('New', 'New', 1, '/demo/x.jpg', 'travel', now()) RETURNING id`,
  );
  const subscriber = await query(
    `INSERT INTO "NewsletterSubscriber" (email, "updatedAt") VALUES ($1, now()) RETURNING id`,
    [`new-${randomBytes(4).toString("hex")}@example.com`],
  );
  return { product: product.rows[0].id, subscriber: subscriber.rows[0].id };
}

async function expectRestoredShop(
  source: Query,
  target: Query,
  sourceFiles: MediaStorage,
  targetFiles: MediaStorage,
) {
  const [before, after] = [await snapshot(source), await snapshot(target)];
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
  expect(before.Order).toHaveLength(1);
  expect(before.Product).toHaveLength(2);
  expect(before.Backup).toHaveLength(1);
  const restoredMark = await target(`SELECT "restoredAt" FROM "Backup"`);
  expect(restoredMark.rows[0].restoredAt).not.toBeNull();
  expect((await target(`SELECT count(*)::int AS n FROM "Session"`)).rows[0].n).toBe(0);
  expect(
    (await target(`SELECT count(*)::int AS n FROM "Owner" WHERE email = 'old-owner@example.com'`)).rows[0].n,
  ).toBe(0);

  const [originals, copies] = [await storedFiles(sourceFiles), await storedFiles(targetFiles)];
  expect(Object.keys(originals)).toHaveLength(6);
  expect(Object.keys(copies).sort()).toEqual(Object.keys(originals).sort());
  for (const stored of Object.keys(originals))
    expect(copies[stored].equals(originals[stored]), stored).toBe(true);

  // New rows continue both shops' numbering: the deleted product's id 3 is not handed out again.
  expect(await nextIds(target)).toEqual(await nextIds(source));
  expect((await nextIds(target)).product).toBe(5);
}

describe("npm run backup and npm run restore", () => {
  it("bring a PostgreSQL shop with S3 photos back whole into a fresh database and a fresh bucket", async () => {
    const [sourceS3, targetS3] = [await startS3Server(), await startS3Server()];
    const output = tempDir("atelier-backups-");
    try {
      const pool = process.env.VITEST_POOL_ID ?? "0";
      const sourceUrl = await recreateDatabase(`${DB_PREFIX}_backup_source_${pool}`);
      const targetUrl = await recreateDatabase(`${DB_PREFIX}_backup_target_${pool}`);
      const storageOf = (s3: typeof sourceS3) =>
        createS3Storage({ ...s3, region: "us-east-1", forcePathStyle: true });
      const env = (url: string, s3: typeof sourceS3) => ({
        DATABASE_URL: url,
        PUBLIC_URL: "http://localhost:3000",
        SESSION_SECRET: "x".repeat(32),
        ...s3.env,
      });
      expect((await npmRun("db:migrate", [], env(sourceUrl, sourceS3))).code).toBe(0);
      await withClient(sourceUrl, (client) =>
        fillShop((sql, params) => client.query(sql, params), storageOf(sourceS3)),
      );

      const backup = await npmRun("backup", [output], env(sourceUrl, sourceS3));
      expect(backup.output).toMatch(/Backup written to .*atelier-backup-.*\.tar\.gz .*: \d+ rows, 6 files\./);
      expect(backup.code).toBe(0);
      const [archive] = fs.readdirSync(output);

      const restore = await npmRun("restore", [path.join(output, archive)], env(targetUrl, targetS3));
      expect(restore.output).toMatch(/Restored the backup taken .*: \d+ rows, 6 files\./);

      await withClient(sourceUrl, (source) =>
        withClient(targetUrl, (target) =>
          expectRestoredShop(
            (sql, params) => source.query(sql, params),
            (sql, params) => target.query(sql, params),
            storageOf(sourceS3),
            storageOf(targetS3),
          ),
        ),
      );
    } finally {
      await Promise.all([sourceS3.stop(), targetS3.stop()]);
      fs.rmSync(output, { recursive: true, force: true });
    }
  }, 300_000);

  it("bring an embedded shop with photos on disk back whole into a fresh data folder", async () => {
    const [sourceDir, targetDir, output] = [
      tempDir("atelier-source-"),
      tempDir("atelier-target-"),
      tempDir("atelier-backups-"),
    ];
    const open = async (dataDir: string) => {
      const db = await PGlite.create(path.join(dataDir, "db"), { extensions: PGLITE_EXTENSIONS });
      return { db, query: ((sql, params) => db.query(sql, params)) as Query };
    };
    try {
      expect((await npmRun("db:migrate", [], { DATA_DIR: sourceDir })).code).toBe(0);
      const source = await open(sourceDir);
      await fillShop(source.query, createLocalDiskStorage(sourceDir));
      await source.db.close();

      const archive = path.join(output, "shop.tar.gz");
      expect((await npmRun("backup", [archive], { DATA_DIR: sourceDir })).code).toBe(0);
      const restore = await npmRun("restore", [archive], { DATA_DIR: targetDir });
      expect(restore.output).toMatch(/Restored the backup taken .*: \d+ rows, 6 files\./);

      const [before, after] = [await open(sourceDir), await open(targetDir)];
      try {
        await expectRestoredShop(
          before.query,
          after.query,
          createLocalDiskStorage(sourceDir),
          createLocalDiskStorage(targetDir),
        );
      } finally {
        await Promise.all([before.db.close(), after.db.close()]);
      }
    } finally {
      for (const dir of [sourceDir, targetDir, output]) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe("restore refuses", () => {
  const folder = tempDir("atelier-refusals-");
  let archive: string;

  beforeAll(async () => {
    await resetDatabase();
    setStorage(createLocalDiskStorage(folder));
    await prisma.siteSetting.create({ data: { key: "brandName", value: "Maison" } });
    archive = (await takeBackup(path.join(folder, "shop.tar.gz"), "command")).file;
  });
  afterAll(() => {
    setStorage(undefined);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("a shop that has data, unless forced, and then replaces it", async () => {
    await prisma.siteSetting.update({ where: { key: "brandName" }, data: { value: "Changed" } });
    await expect(restoreBackup(archive)).rejects.toThrow(
      /This shop already has data \(.*SiteSetting: 1.*\)\. Restoring replaces all of it: run the restore again with --force/,
    );
    expect((await prisma.siteSetting.findFirstOrThrow()).value).toBe("Changed");
    await restoreBackup(archive, { force: true });
    expect((await prisma.siteSetting.findFirstOrThrow()).value).toBe("Maison");
  });

  it("an archive from a newer schema, changing nothing", async () => {
    const newer = await repacked(archive, (unpacked) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, "manifest.json"), "utf8"));
      manifest.migrations.push("29991231000000_from_the_future");
      fs.writeFileSync(path.join(unpacked, "manifest.json"), JSON.stringify(manifest));
    });
    await prisma.siteSetting.update({ where: { key: "brandName" }, data: { value: "Kept" } });

    await expect(restoreBackup(newer, { force: true })).rejects.toThrow(
      "This backup comes from a newer version of the shop: its database has migration 29991231000000_from_the_future, which this install does not. Update this install, then restore.",
    );
    expect((await prisma.siteSetting.findFirstOrThrow()).value).toBe("Kept");
  });

  it("a file that is not a backup", async () => {
    const notABackup = path.join(folder, "notes.txt");
    fs.writeFileSync(notABackup, "hello");
    await expect(restoreBackup(notABackup, { force: true })).rejects.toThrow(/is not a backup archive/);
  });

  it("a cut archive, as not a complete backup, leaving no scratch folder behind", async () => {
    const cut = path.join(folder, "cut.tar.gz");
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await withScratch(async (scratch) => {
      await expect(restoreBackup(cut, { force: true })).rejects.toThrow(
        `${cut} is not a complete backup: the archive ends early.`,
      );
      expect(fs.readdirSync(scratch)).toEqual([]);
    });
  });

  it("a table file that differs from its manifest, with the same number of rows, changing nothing", async () => {
    await prisma.siteSetting.update({ where: { key: "brandName" }, data: { value: "Kept" } });
    const edited = await repacked(archive, (unpacked) => {
      const file = path.join(unpacked, "database/SiteSetting.jsonl");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("Maison", "Forged"));
    });
    await expect(restoreBackup(edited, { force: true })).rejects.toThrow(
      "The backup is damaged: table SiteSetting has 1 rows, its manifest 1, and its checksum differs.",
    );
    expect((await prisma.siteSetting.findFirstOrThrow()).value).toBe("Kept");
  });

  it("rows the database refuses, leaving no file of the archive in the store", async () => {
    const photo = key("products", "jpg");
    const storage = createLocalDiskStorage(folder);
    await storage.put(photo, await jpeg(40, 30), "image/jpeg");
    const withPhoto = (await takeBackup(path.join(folder, "photo.tar.gz"), "command")).file;
    await storage.delete(photo);
    // A row no install accepts (a setting without its key), its manifest's checksum made to match.
    const broken = await repacked(withPhoto, (unpacked) => {
      const file = path.join(unpacked, "database/SiteSetting.jsonl");
      const text = fs.readFileSync(file, "utf8").replace('"key":"brandName"', '"key":null');
      fs.writeFileSync(file, text);
      const manifestFile = path.join(unpacked, "manifest.json");
      const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
      manifest.tables.find((table: { name: string }) => table.name === "SiteSetting").sha256 = createHash(
        "sha256",
      )
        .update(text)
        .digest("hex");
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    });
    await expect(restoreBackup(broken, { force: true })).rejects.toThrow(/null value|key/);
    expect(await storage.get(photo)).toBeUndefined();
    expect((await prisma.siteSetting.findFirstOrThrow()).value).toBe("Kept");
  });
});

describe("backup archives", () => {
  it("are written readable by their owner only, in a folder only she can open", async () => {
    const folder = tempDir("atelier-private-");
    try {
      await resetDatabase();
      setStorage(createLocalDiskStorage(folder));
      const { file } = await takeBackup(path.join(folder, "backups", "shop.tar.gz"), "command");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    } finally {
      setStorage(undefined);
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("stream out of the dashboard's backup with no archive file written anywhere", async () => {
    const folder = tempDir("atelier-streamed-");
    try {
      await resetDatabase();
      setStorage(createLocalDiskStorage(folder));
      await prisma.siteSetting.create({ data: { key: "brandName", value: "Streamed" } });
      await withScratch(async (scratch) => {
        const out = new PassThrough();
        const chunks: Buffer[] = [];
        out.on("data", (chunk: Buffer) => chunks.push(chunk));
        expect((await writeBackup(out, "dashboard")).rows).toBeGreaterThan(0);
        expect(fs.readdirSync(scratch)).toEqual([]);
        const archive = path.join(folder, "downloaded.tar.gz");
        fs.writeFileSync(archive, Buffer.concat(chunks));
        await prisma.siteSetting.update({ where: { key: "brandName" }, data: { value: "Changed" } });
        await restoreBackup(archive, { force: true });
      });
      expect((await prisma.siteSetting.findFirstOrThrow()).value).toBe("Streamed");
    } finally {
      setStorage(undefined);
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** Runs `work` with the system's temporary folder pointed at an empty folder of its own. */
async function withScratch(work: (scratch: string) => Promise<void>) {
  const scratch = tempDir("atelier-scratch-");
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = scratch;
  try {
    await work(scratch);
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** A copy of `archive` with `change` applied to its unpacked files. */
async function repacked(archive: string, change: (unpacked: string) => void) {
  const unpacked = tempDir("atelier-repack-");
  try {
    await tar.extract({ file: archive, cwd: unpacked });
    change(unpacked);
    const copy = `${archive}.${randomBytes(4).toString("hex")}.tar.gz`;
    await tar.create({ gzip: true, file: copy, cwd: unpacked }, fs.readdirSync(unpacked));
    return copy;
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}
