// A HEIC photo, as iPhones, Macs and some Android cameras make them, posted with the forms that
// work without JavaScript (the visitor's contact form and each of the owner's image forms): each
// stores it as a JPEG of the same picture on local disk, as the upload endpoints do.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { CONTACT_PHOTO_FIELD } from "~/modules/messages/schema";
import { getSiteSettings } from "~/modules/site/settings.server";
import { action as home } from "~/routes/_index";
import * as brandPage from "~/routes/admin.brand";
import * as collectionsPage from "~/routes/admin.collections";
import * as galleryPage from "~/routes/admin.gallery";
import * as newProductPage from "~/routes/admin.products.new";
import * as scrollingPage from "~/routes/admin.scrolling";
import { heic, tempDir } from "../support/media";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";
import { setEnv } from "../support/env";

let photo: Buffer;
const heicFile = () => new File([new Uint8Array(photo)], "IMG_0001.HEIC", { type: "image/heic" });

let dataDir: string;
let cookie: string;
beforeAll(async () => {
  photo = await heic();
  dataDir = tempDir("atelier-heic-");
  setEnv({ DATA_DIR: dataDir });
});
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

type Handler = (args: never) => unknown;

/** Runs a route action as the server would; a thrown Response is its answer too. */
async function run(handler: Handler, request: Request) {
  try {
    return await (handler as (args: unknown) => Promise<unknown>)({
      request,
      params: {},
      context: { clientIp: "203.0.113.40" },
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A page form posted as a browser does without JavaScript, with the HEIC photo under `field`. */
function pageForm(pathname: string, fields: Record<string, string>, field: string, owner = true) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(field, heicFile());
  return new Request(`http://localhost${pathname}`, {
    method: "POST",
    body,
    headers: owner ? { Cookie: cookie } : {},
  });
}

/** The stored file behind an /uploads URL is a JPEG of the fixture: its size, its warm colours. */
async function expectConvertedPhoto(url: string | null | undefined, prefix: string) {
  expect(url).toMatch(new RegExp(`^/uploads/${prefix}/[0-9a-f]{32}\\.jpg$`));
  const stored = sharp(fs.readFileSync(path.join(dataDir, url!.slice(1))));
  expect(await stored.metadata()).toMatchObject({ format: "jpeg", width: 320, height: 240 });
  const { dominant } = await stored.stats();
  expect(dominant.r).toBeGreaterThan(dominant.b);
}

describe("a HEIC photo posted with a form without JavaScript", () => {
  it("is kept as a JPEG with the visitor's message from the home page", async () => {
    const answer = (await run(
      home,
      pageForm(
        "/?index",
        {
          intent: "contact",
          name: "Ada",
          email: "ada@example.com",
          subject: "commission",
          message: "My mother's bag, photographed on my phone.",
        },
        CONTACT_PHOTO_FIELD,
        false,
      ),
    )) as { data: { sent: boolean } };
    expect(answer.data.sent).toBe(true);
    const message = await prisma.contactMessage.findFirstOrThrow();
    await expectConvertedPhoto(message.imageUrl1, "contact");
  });

  it("is stored as a JPEG for a new product, a gallery item, a scrolling image, a collection and a site image", async () => {
    const product = await run(
      newProductPage.action,
      pageForm(
        "/admin/products/new",
        {
          name: "Lilac Tote",
          description: "Reworked by hand",
          price: "120",
          category: "handbags",
          imageUrl: "",
        },
        "photos",
      ),
    );
    expect((product as Response).status).toBe(302);
    await expectConvertedPhoto((await prisma.product.findFirstOrThrow()).imageUrl, "products");

    const gallery = await run(
      galleryPage.action,
      pageForm(
        "/admin/gallery",
        { intent: "add", title: "Night Garden", description: "A clutch." },
        "photos",
      ),
    );
    expect((gallery as Response).status).toBe(302);
    await expectConvertedPhoto((await prisma.galleryItem.findFirstOrThrow()).imageUrl, "gallery");

    const strip = await run(
      scrollingPage.action,
      pageForm("/admin/scrolling", { intent: "add", title: "Strip" }, "image"),
    );
    expect((strip as Response).status).toBe(302);
    await expectConvertedPhoto((await prisma.scrollingImage.findFirstOrThrow()).imageUrl, "scrolling");

    const collection = await run(
      collectionsPage.action,
      pageForm("/admin/collections", { intent: "set", collectionName: "travel", imageUrl: "" }, "photo"),
    );
    expect((collection as Response).status).toBe(302);
    const travel = await prisma.collectionMainPhoto.findUniqueOrThrow({
      where: { collectionName: "travel" },
    });
    await expectConvertedPhoto(travel.imageUrl, "site");

    const hero = await run(
      brandPage.action,
      pageForm("/admin/brand", { intent: "heroBackgroundImage", value: "/demo/hero.jpg" }, "image"),
    );
    expect((hero as Response).status).toBe(302);
    await expectConvertedPhoto((await getSiteSettings()).heroBackgroundImage, "site");
  });
});
