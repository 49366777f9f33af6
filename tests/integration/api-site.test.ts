import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { listCollectionCovers } from "~/modules/collections/collections.server";
import { SETTING_KEYS } from "~/modules/site/schema";
import * as photo from "~/routes/api.collection-main-photos.$collection";
import * as photos from "~/routes/api.collection-main-photos";
import * as setting from "~/routes/api.settings.$key";
import * as settings from "~/routes/api.settings";
import { call } from "../support/api";
import { createProduct } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

const put = (key: string, value: unknown, withCookie = true) =>
  call(setting, `/api/settings/${key}`, {
    method: "PUT",
    params: { key },
    json: { value },
    cookie: withCookie ? cookie : undefined,
  });

describe("/api/settings", () => {
  it("answers one object with every key, defaults for those never saved", async () => {
    await prisma.siteSetting.create({ data: { key: "brandName", value: "ÉLISE" } });
    const { status, data } = await call(settings, "/api/settings");
    expect(status).toBe(200);
    expect(Object.keys(data).sort()).toEqual([...SETTING_KEYS].sort());
    expect(data.brandName).toBe("ÉLISE");
    expect(data.heroTitle).toBe("LUXURY REIMAGINED");
    expect(data.heroSubtitle).toBe("One-of-a-kind handbags and accessories crafted with passion");
    expect(data.processTitle).toBe("THE CREATIVE PROCESS");
  });

  it("saves one setting for the owner, and refuses anonymous callers", async () => {
    expect((await put("heroTitle", "NEW", false)).status).toBe(401);
    expect((await put("heroTitle", "  NEW LIGHT  ")).data).toEqual({ key: "heroTitle", value: "NEW LIGHT" });
    expect((await call(settings, "/api/settings")).data.heroTitle).toBe("NEW LIGHT");
  });

  it.each([
    ["brandName", "Brand name cannot be empty"],
    ["heroTitle", "Hero title cannot be empty"],
    ["heroSubtitle", "Hero subtitle cannot be empty"],
    ["storyTitle", "Story title cannot be empty"],
    ["storyParagraph2", "Story paragraph cannot be empty"],
    ["storyImage", "Story image URL cannot be empty"],
    ["processTitle", "Process title cannot be empty"],
    ["processStep3Title", "Step title cannot be empty"],
    ["processStep1Description", "Step description cannot be empty"],
  ])("refuses a blank %s with '%s'", async (key, message) => {
    const { status, data } = await put(key, "   ");
    expect(status).toBe(400);
    expect(data.message).toBe(message);
    expect(await prisma.siteSetting.count()).toBe(0);
  });

  it("accepts only the six brand fonts and the keys of product §3", async () => {
    expect((await put("brandFont", "cursive")).status).toBe(200);
    expect((await put("brandFont", "comic-sans")).status).toBe(400);
    expect((await put("isAdmin", "true")).status).toBe(404);
    expect((await put("heroBackgroundImage", "javascript:alert(1)")).status).toBe(400);
    expect((await put("aboutParagraph3", "")).status).toBe(200);
  });
});

describe("/api/collection-main-photos", () => {
  it("sets, lists and removes a collection photo for the owner", async () => {
    const path = "/api/collection-main-photos/customs";
    const params = { collection: "customs" };
    expect((await call(photo, path, { method: "PUT", params, json: { imageUrl: "/a.jpg" } })).status).toBe(
      401,
    );
    const set = await call(photo, path, {
      method: "PUT",
      params,
      json: { imageUrl: "/uploads/products/c.webp" },
      cookie,
    });
    expect(set.data).toMatchObject({ collectionName: "customs", imageUrl: "/uploads/products/c.webp" });
    expect((await call(photos, "/api/collection-main-photos")).data).toHaveLength(1);
    expect((await call(photo, path, { method: "DELETE", params, cookie })).status).toBe(200);
    expect((await call(photo, path, { method: "DELETE", params, cookie })).status).toBe(404);
  });

  it("refuses other names and an empty URL with the text of product §5", async () => {
    for (const [collection, imageUrl] of [
      ["custom", "/a.jpg"],
      ["shoes", "/a.jpg"],
      ["travel", ""],
    ]) {
      const { status, data } = await call(photo, `/api/collection-main-photos/${collection}`, {
        method: "PUT",
        params: { collection },
        json: { imageUrl },
        cookie,
      });
      expect(status).toBe(400);
      expect(data.message).toBe("Please select a collection and provide an image URL");
    }
  });

  it("gives the home page a cover per collection: owner photo, else first live unsold accessory, else stock", async () => {
    await createProduct({ category: "accessories", isSold: true, imageUrl: "/sold.jpg", displayOrder: 0 });
    await createProduct({
      category: "accessories",
      available: false,
      imageUrl: "/draft.jpg",
      displayOrder: 1,
    });
    await createProduct({ category: "accessories", imageUrl: "/live.jpg", displayOrder: 2 });
    await prisma.collectionMainPhoto.create({
      data: { collectionName: "customs", imageUrl: "/owner-custom.jpg" },
    });

    expect(await listCollectionCovers()).toEqual([
      {
        id: "handbags",
        description: "One-of-a-kind reimagined luxury handbags",
        imageUrl: "/demo/collection-handbags.jpg",
      },
      {
        id: "accessories",
        description: "Unique accessories crafted with artisanal detail",
        imageUrl: "/live.jpg",
      },
      {
        id: "travel",
        description: "Luxury travel pieces for the modern adventurer",
        imageUrl: "/demo/collection-travel.jpg",
      },
      {
        id: "custom",
        description: "Bespoke creations and custom commissioned pieces",
        imageUrl: "/owner-custom.jpg",
      },
    ]);
  });
});
