import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as galleryItem from "~/routes/api.gallery.$id";
import * as gallery from "~/routes/api.gallery";
import * as galleryReorder from "~/routes/api.gallery.reorder";
import * as scrollingItem from "~/routes/api.scrolling-images.$id";
import * as scrolling from "~/routes/api.scrolling-images";
import * as scrollingReorder from "~/routes/api.scrolling-images.reorder";
import { call } from "../support/api";
import { createGalleryItem, createScrollingImage } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe("/api/gallery", () => {
  it("lists items in display order with the fields of product §7", async () => {
    const b = await createGalleryItem({ displayOrder: 1, imageUrl3: "/demo/c.jpg" });
    const a = await createGalleryItem({ displayOrder: 0 });
    const { status, data } = await call(gallery, "/api/gallery");
    expect(status).toBe(200);
    expect(ids(data)).toEqual([a.id, b.id]);
    expect(Object.keys(data[1]).sort()).toEqual(
      ["description", "displayOrder", "id", "imageUrl", "imageUrl2", "imageUrl3", "title"].sort(),
    );
  });

  it("creates (201), updates and deletes for the owner only", async () => {
    const body = { title: "Blue hour", description: "A tote", imageUrl: "/demo/a.jpg", imageUrl2: "" };
    expect((await call(gallery, "/api/gallery", { method: "POST", json: body })).status).toBe(401);
    const made = await call(gallery, "/api/gallery", { method: "POST", json: body, cookie });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ title: "Blue hour", imageUrl2: null, displayOrder: 0 });

    const params = { id: String(made.data.id) };
    const path = `/api/gallery/${made.data.id}`;
    expect(
      (await call(galleryItem, path, { method: "PUT", params, json: { ...body, title: "Dusk" } })).status,
    ).toBe(401);
    expect(
      (await call(galleryItem, path, { method: "PUT", params, json: { ...body, title: "Dusk" }, cookie }))
        .data.title,
    ).toBe("Dusk");
    expect((await call(galleryItem, path, { method: "DELETE", params, cookie })).status).toBe(200);
    expect((await call(galleryItem, path, { method: "DELETE", params, cookie })).status).toBe(404);
  });

  it.each(["title", "description", "imageUrl"])("requires %s: 'All fields are required.'", async (field) => {
    const body: Record<string, string> = {
      title: "T",
      description: "D",
      imageUrl: "/demo/a.jpg",
      [field]: " ",
    };
    const { status, data } = await call(gallery, "/api/gallery", { method: "POST", json: body, cookie });
    expect(status).toBe(400);
    expect(data.errors[field]).toEqual(["All fields are required."]);
    expect(await prisma.galleryItem.count()).toBe(0);
  });

  it("reorders all items or none", async () => {
    const [a, b] = [
      await createGalleryItem({ displayOrder: 0 }),
      await createGalleryItem({ displayOrder: 1 }),
    ];
    const swap = {
      items: [
        { id: a.id, displayOrder: 1 },
        { id: b.id, displayOrder: 0 },
      ],
    };
    expect(
      (await call(galleryReorder, "/api/gallery/reorder", { method: "POST", json: swap, cookie })).status,
    ).toBe(200);
    expect(ids((await call(gallery, "/api/gallery")).data)).toEqual([b.id, a.id]);

    const bad = {
      items: [
        { id: a.id, displayOrder: 5 },
        { id: 999_999, displayOrder: 0 },
      ],
    };
    expect(
      (await call(galleryReorder, "/api/gallery/reorder", { method: "POST", json: bad, cookie })).status,
    ).toBe(404);
    expect(ids((await call(gallery, "/api/gallery")).data)).toEqual([b.id, a.id]);
    expect((await call(galleryReorder, "/api/gallery/reorder", { method: "POST", json: swap })).status).toBe(
      401,
    );
  });
});

describe("/api/scrolling-images", () => {
  it("appends a new image at max(displayOrder) + 1", async () => {
    await createScrollingImage({ displayOrder: 7 });
    const { status, data } = await call(scrolling, "/api/scrolling-images", {
      method: "POST",
      json: { title: "Quilted", imageUrl: "/uploads/scrolling/x.webp", displayOrder: 0 },
      cookie,
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({ title: "Quilted", displayOrder: 8 });
  });

  it("asks for a file and a title with the texts of product §5", async () => {
    const noFile = await call(scrolling, "/api/scrolling-images", {
      method: "POST",
      json: { title: "T" },
      cookie,
    });
    expect(noFile.data.errors.imageUrl).toEqual(["Please select a file to upload"]);
    const noTitle = await call(scrolling, "/api/scrolling-images", {
      method: "POST",
      json: { title: "  ", imageUrl: "/a.jpg" },
      cookie,
    });
    expect(noTitle.data.errors.title).toEqual(["Please provide a title"]);
  });

  it("renames with a non-blank title, deletes, and reorders", async () => {
    const [a, b] = [
      await createScrollingImage({ displayOrder: 1 }),
      await createScrollingImage({ displayOrder: 2 }),
    ];
    const params = { id: String(a.id) };
    const blank = await call(scrollingItem, `/api/scrolling-images/${a.id}`, {
      method: "PUT",
      params,
      json: { title: "" },
      cookie,
    });
    expect(blank.status).toBe(400);
    expect(blank.data.errors.title).toEqual(["Please provide a title"]);
    const renamed = await call(scrollingItem, `/api/scrolling-images/${a.id}`, {
      method: "PUT",
      params,
      json: { title: "New" },
      cookie,
    });
    expect(renamed.data.title).toBe("New");

    const swap = {
      items: [
        { id: a.id, displayOrder: 2 },
        { id: b.id, displayOrder: 1 },
      ],
    };
    expect(
      (await call(scrollingReorder, "/api/scrolling-images/reorder", { method: "POST", json: swap, cookie }))
        .status,
    ).toBe(200);
    expect(ids((await call(scrolling, "/api/scrolling-images")).data)).toEqual([b.id, a.id]);

    expect(
      (await call(scrollingItem, `/api/scrolling-images/${a.id}`, { method: "DELETE", params })).status,
    ).toBe(401);
    expect(
      (await call(scrollingItem, `/api/scrolling-images/${a.id}`, { method: "DELETE", params, cookie }))
        .status,
    ).toBe(200);
    expect(ids((await call(scrolling, "/api/scrolling-images")).data)).toEqual([b.id]);
  });
});
