import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { seedDemoContentIfEmpty } from "../../prisma/seed";
import { resetDatabase } from "../support/reset";

describe("demo content", () => {
  beforeEach(resetDatabase);

  it("fills an empty database with a complete demo shop", async () => {
    expect(await seedDemoContentIfEmpty()).toBe(true);

    const products = await prisma.product.findMany();
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((p) => p.category))).toEqual(
      new Set(["handbags", "accessories", "travel", "custom"]),
    );
    expect(products.some((p) => p.isSold)).toBe(true);
    expect(products.some((p) => p.isLimitedEdition)).toBe(true);
    expect(products.some((p) => !p.available)).toBe(true);
    const complete = products.find((p) => p.imageUrl5 && p.designDetails && p.features && p.whatsIncluded);
    expect(complete).toMatchObject({
      dimensions: expect.any(String),
      height: expect.any(String),
      shipping: expect.any(String),
    });
    expect(await prisma.galleryItem.count()).toBe(6);
    expect(await prisma.galleryItem.count({ where: { imageUrl3: { not: null } } })).toBeGreaterThan(0);
    expect(await prisma.scrollingImage.count()).toBe(8);
    expect(await prisma.collectionMainPhoto.count()).toBeGreaterThan(0);
  });

  it("uses only images shipped with the repository", async () => {
    await seedDemoContentIfEmpty();
    const { default: fs } = await import("node:fs");
    const urls = [
      ...(await prisma.product.findMany()).flatMap((p) => [p.imageUrl, p.imageUrl2, p.imageUrl5]),
      ...(await prisma.galleryItem.findMany()).map((g) => g.imageUrl),
      ...(await prisma.scrollingImage.findMany()).map((s) => s.imageUrl),
      ...(await prisma.siteSetting.findMany({ where: { key: { endsWith: "Image" } } })).map((s) => s.value),
    ].filter((url): url is string => Boolean(url));
    for (const url of urls) {
      expect(url).toMatch(/^\/demo\//);
      expect(fs.existsSync(`public${url}`), url).toBe(true);
    }
  });

  it("leaves a database with content alone", async () => {
    await seedDemoContentIfEmpty();
    const count = await prisma.product.count();
    expect(await seedDemoContentIfEmpty()).toBe(false);
    expect(await prisma.product.count()).toBe(count);
  });
});
