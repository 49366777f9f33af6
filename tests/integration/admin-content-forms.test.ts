// The dashboard's product, gallery and scrolling image add forms, posted to their page actions as a browser
// does: an add posted again with the same form key (a kept post sent once more after an unknown
// outcome, decision 120) is stored once, and both answers go back to the stored row (decision 160).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as galleryPage from "~/routes/admin.gallery";
import * as newProductPage from "~/routes/admin.products.new";
import * as scrollingPage from "~/routes/admin.scrolling";
import { jpeg, tempDir } from "../support/media";
import { createOwnerCookie } from "../support/owner";
import { postForm } from "../support/page-action";
import { resetDatabase } from "../support/reset";
import { setEnv } from "../support/env";

let cookie: string;
beforeAll(() => {
  setEnv({ DATA_DIR: tempDir("atelier-admin-content-") });
});
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

type Action = Parameters<typeof postForm>[0];

const post = (action: Action, path: string, body: FormData | URLSearchParams) =>
  postForm(action, { path, body, cookie });

/** Where an add of row `id` answers: its list, naming the row, at the row's anchor. */
const addedRow = (list: string, id: number) => `${list}?added=${id}#item-${id}`;

describe("an add posted twice with the same form key", () => {
  it("stores one gallery item", async () => {
    const fields = {
      intent: "add",
      submissionKey: "gallery-form-key-1",
      title: "Night Garden",
      description: "A painted clutch.",
      imageUrl: "/demo/g-1.jpg",
    };
    const first = await post(galleryPage.action, "/admin/gallery", new URLSearchParams(fields));
    const again = await post(galleryPage.action, "/admin/gallery", new URLSearchParams(fields));
    const stored = await prisma.galleryItem.findMany({ where: { title: "Night Garden" } });
    expect(stored).toHaveLength(1);
    expect(first).toHaveRedirect(addedRow("/admin/gallery", stored[0].id));
    expect(again).toHaveRedirect(addedRow("/admin/gallery", stored[0].id));
    // Another form (another key) adds another item.
    const other = new URLSearchParams({ ...fields, submissionKey: "gallery-form-key-2" });
    expect(await post(galleryPage.action, "/admin/gallery", other)).toHaveRedirect();
    expect(await prisma.galleryItem.count({ where: { title: "Night Garden" } })).toBe(2);
  });

  it("stores one product, photo and all", async () => {
    const form = async (submissionKey: string) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({
        submissionKey,
        name: "Night Bag",
        description: "A reworked evening bag.",
        price: "450",
        category: "handbags",
      }))
        body.append(name, value);
      body.append("photos", new File([await jpeg(300, 300)], "bag.jpg", { type: "image/jpeg" }));
      return body;
    };
    const first = await post(newProductPage.action, "/admin/products/new", await form("product-form-key-1"));
    const again = await post(newProductPage.action, "/admin/products/new", await form("product-form-key-1"));
    const stored = await prisma.product.findMany({ where: { name: "Night Bag" } });
    expect(stored).toHaveLength(1);
    expect(first).toHaveRedirect(addedRow("/admin/products", stored[0].id));
    expect(again).toHaveRedirect(addedRow("/admin/products", stored[0].id));
    // The key is kept hashed with what it added, never as the form sent it.
    expect(stored[0].submissionKey).toMatch(/^[0-9a-f]{64}$/);
    // Another form (another key) adds another piece.
    expect(
      await post(newProductPage.action, "/admin/products/new", await form("product-form-key-2")),
    ).toHaveRedirect();
    expect(await prisma.product.count({ where: { name: "Night Bag" } })).toBe(2);
  });

  it("stores one scrolling image", async () => {
    const form = async () => {
      const body = new FormData();
      body.append("intent", "add");
      body.append("submissionKey", "scrolling-form-key-1");
      body.append("title", "Strip");
      body.append("image", new File([await jpeg(200, 100)], "strip.jpg", { type: "image/jpeg" }));
      return body;
    };
    const first = await post(scrollingPage.action, "/admin/scrolling", await form());
    const again = await post(scrollingPage.action, "/admin/scrolling", await form());
    const stored = await prisma.scrollingImage.findMany({ where: { title: "Strip" } });
    expect(stored).toHaveLength(1);
    expect(first).toHaveRedirect(addedRow("/admin/scrolling", stored[0].id));
    expect(again).toHaveRedirect(addedRow("/admin/scrolling", stored[0].id));
  });
});
