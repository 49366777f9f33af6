// A drop against the real PostgreSQL: a piece scheduled for a minute is hidden (or shown as coming)
// everywhere a visitor looks until that minute and live from it, with nothing flipped; the owner
// schedules, moves and cancels in the studio's time zone; its announcement is queued once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { dropOverview } from "~/modules/catalog/drop-overview.server";
import { DROP_HAPPENED_MESSAGE, PAST_DROP_MESSAGE } from "~/modules/catalog/products.server";
import { VARIANT_WIDTHS } from "~/modules/media/image-url";
import { setVariantCacheDir, variantsPrepared } from "~/modules/media/variants.server";
import { announceReleasedPieces } from "~/modules/newsletter/announcements.server";
import { sitemapEntryBatches } from "~/modules/seo/sitemap.server";
import { loadHomePage } from "~/modules/home/home.server";
import { TIME_ZONE_MESSAGE } from "~/modules/site/schema";
import { GOES_LIVE_AT_MESSAGE } from "~/modules/catalog/schema";
import * as item from "~/routes/api.products.$id";
import * as list from "~/routes/api.products";
import * as settingsKey from "~/routes/api.settings.$key";
import * as dropPage from "~/routes/admin.products.drop";
import * as editPage from "~/routes/admin.products.$id";
import * as listPage from "~/routes/admin.products._index";
import * as productPage from "~/routes/products.$id";
import { call } from "../support/api";
import { createProduct, productFormFields } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { postForm } from "../support/page-action";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const publicIds = async () => ((await call(list, "/api/products")).data as { id: number }[]).map((p) => p.id);

/** The owner's PUT of a product through the API. */
const put = (id: number, json: unknown) =>
  call(item, `/api/products/${id}`, { method: "PUT", cookie, params: { id: String(id) }, json });
/** The fields a product's PUT must carry, as `product` has them. */
const fieldsOf = (product: {
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  category: string;
}) => ({
  name: product.name,
  description: product.description,
  price: product.price,
  imageUrl: product.imageUrl,
  category: product.category,
});
/** A visitor's GET of a product through the API. */
const getItem = (id: number) => call(item, `/api/products/${id}`, { params: { id: String(id) } });

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
/** A page loader's answer as the page gets it: its data and headers, or the status it threw. */
async function load(loader: Loader, path: string, params: Record<string, string>, owner = false) {
  const request = new Request(`http://localhost${path}`, { headers: owner ? { Cookie: cookie } : {} });
  try {
    const answer = (await loader({ request, params, context: {} })) as {
      data: Record<string, unknown>;
      init?: { headers?: Record<string, string> };
    };
    return { status: 200, data: answer.data, headers: answer.init?.headers ?? {} };
  } catch (thrown) {
    const none: Record<string, string> = {};
    if (thrown instanceof Response)
      return { status: thrown.status, data: none as Record<string, unknown>, headers: none };
    throw thrown;
  }
}

describe("a piece scheduled to go live", () => {
  it("is hidden from listings, the home page, its page, /api and the sitemap until its minute, then live everywhere", async () => {
    const drop = await createProduct({ goesLiveAt: inSeconds(1.5) });
    const always = await createProduct();
    const sitemapHas = async () => {
      for await (const batch of sitemapEntryBatches())
        if (batch.some((entry) => entry.path === `/products/${drop.id}`)) return true;
      return false;
    };
    const homeHas = async () => (await loadHomePage()).products.some((card) => card.id === drop.id);

    expect(await publicIds()).toEqual([always.id]);
    expect((await getItem(drop.id)).status).toBe(404);
    expect((await load(productPage.loader, `/products/${drop.id}`, { id: String(drop.id) })).status).toBe(
      404,
    );
    expect(await sitemapHas()).toBe(false);
    expect(await homeHas()).toBe(false);

    await sleep(1600);
    expect((await publicIds()).sort()).toEqual([drop.id, always.id].sort());
    expect((await getItem(drop.id)).status).toBe(200);
    expect((await load(productPage.loader, `/products/${drop.id}`, { id: String(drop.id) })).status).toBe(
      200,
    );
    expect(await sitemapHas()).toBe(true);
    expect(await homeHas()).toBe(true);
  });

  it("shows a visitor its coming page without the price, kept by the page cache no later than its minute", async () => {
    const at = inSeconds(3600);
    const drop = await createProduct({ goesLiveAt: at, showComing: true, price: 987_654 });
    const page = await load(productPage.loader, `/products/${drop.id}`, { id: String(drop.id) });
    expect(page.status).toBe(200);
    expect(page.data.product).toBeNull();
    expect(page.data.coming).toMatchObject({
      name: drop.name,
      goesLive: expect.stringMatching(/\d:\d\d [AP]M/),
    });
    expect(JSON.stringify(page.data)).not.toContain("987654");
    expect(page.headers["X-Page-Cache-Until"]).toBe(at.toISOString());
    // Still no purchase through the API or the checkout's hold.
    expect((await getItem(drop.id)).status).toBe(404);
  });

  it("lets the owner preview it as it will be", async () => {
    const drop = await createProduct({ goesLiveAt: inSeconds(3600) });
    const page = await load(productPage.loader, `/products/${drop.id}`, { id: String(drop.id) }, true);
    expect(page.data.product).toMatchObject({ id: drop.id, price: drop.price, goesLive: expect.any(String) });
  });
});

describe("the owner scheduling", () => {
  it("reads the form's minute in the studio's time zone and publishes at it", async () => {
    await prisma.siteSetting.create({ data: { key: "studioTimeZone", value: "America/New_York" } });
    const piece = await createProduct({ available: false });
    const answer = await postForm(editPage.action, {
      path: `/admin/products/${piece.id}`,
      cookie,
      params: { id: String(piece.id) },
      body: new URLSearchParams(
        productFormFields(piece, { goesLiveAt: "2031-01-02T19:00", showComing: "on" }),
      ),
    });
    expect(answer).toHaveStatus(302);
    expect(await prisma.product.findUnique({ where: { id: piece.id } })).toMatchObject({
      available: true,
      showComing: true,
      // 7 pm in New York in January is midnight UTC.
      goesLiveAt: new Date("2031-01-03T00:00:00Z"),
    });
  });

  it("refuses a minute that has passed, and a move once the drop has happened", async () => {
    const piece = await createProduct({ available: false });
    const past = await put(piece.id, { ...fieldsOf(piece), goesLiveAt: "2020-01-01T10:00:00Z" });
    expect(past.status).toBe(400);
    expect(past.data.errors.goesLiveAt).toEqual([PAST_DROP_MESSAGE]);

    const released = await createProduct({ goesLiveAt: inSeconds(-60) });
    const moved = await put(released.id, { ...fieldsOf(released), goesLiveAt: inSeconds(600).toISOString() });
    expect(moved.status).toBe(409);
    expect(moved.data.message).toBe(DROP_HAPPENED_MESSAGE);

    const refused = await put(released.id, { ...fieldsOf(released), goesLiveAt: "Friday at seven" });
    expect(refused.status).toBe(400);
    // Shaped like an instant but none: an offset past any zone's, a year the database cannot hold.
    for (const impossible of ["2031-01-02T19:00:00+99:99", "9999-12-31T23:59:59-14:00"]) {
      const answer = await put(piece.id, { ...fieldsOf(piece), goesLiveAt: impossible });
      expect(answer.status, impossible).toBe(400);
      expect(answer.data.errors.goesLiveAt, impossible).toEqual([GOES_LIVE_AT_MESSAGE]);
    }
  });

  it("moves a drop still to come through the API, answering the new minute", async () => {
    const drop = await createProduct({ goesLiveAt: inSeconds(600) });
    const later = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
    const moved = await put(drop.id, {
      ...fieldsOf(drop),
      goesLiveAt: later.toISOString(),
      showComing: true,
    });
    expect(moved.status).toBe(200);
    expect(moved.data).toMatchObject({ goesLiveAt: later.toISOString(), showComing: true });
  });

  it("schedules several drafts in one drop and cancels one back to a draft", async () => {
    await prisma.siteSetting.create({ data: { key: "studioTimeZone", value: "Europe/Paris" } });
    const [a, b] = [await createProduct({ available: false }), await createProduct({ available: false })];
    const live = await createProduct();
    const body = new URLSearchParams([
      ["ids", String(a.id)],
      ["ids", String(b.id)],
      ["ids", String(live.id)],
      ["goesLiveAt", "2031-06-05T19:00"],
      ["announceAtRelease", "on"],
    ]);
    expect(await postForm(dropPage.action, { path: "/admin/products/drop", body, cookie })).toHaveStatus(302);
    const rows = await prisma.product.findMany({ orderBy: { id: "asc" } });
    // 7 pm in Paris in June is 5 pm UTC; the live piece is left alone.
    expect(
      rows.map((row) => [row.available, row.goesLiveAt?.toISOString() ?? null, row.announceAtRelease]),
    ).toEqual([
      [true, "2031-06-05T17:00:00.000Z", true],
      [true, "2031-06-05T17:00:00.000Z", true],
      [true, null, false],
    ]);

    const cancel = new URLSearchParams({ intent: "cancelDrop", id: String(a.id) });
    expect(await postForm(listPage.action, { path: "/admin/products", body: cancel, cookie })).toHaveStatus(
      302,
    );
    expect(await prisma.product.findUnique({ where: { id: a.id } })).toMatchObject({
      available: false,
      goesLiveAt: null,
    });
  });

  it("offers the pieces not live yet and not sold, in her order, with when each goes live", async () => {
    await prisma.siteSetting.create({ data: { key: "studioTimeZone", value: "UTC" } });
    const draft = await createProduct({ available: false, displayOrder: 2 });
    const coming = await createProduct({ goesLiveAt: new Date("2031-06-05T17:00:00Z"), displayOrder: 1 });
    await createProduct();
    await createProduct({ available: false, isSold: true });
    const { status, data } = await callPage(dropPage.loader as never, "/admin/products/drop", { cookie });
    expect(status).toBe(200);
    expect(data.pieces).toEqual([
      { id: coming.id, name: coming.name, goesLive: "Thursday, June 5 at 5:00 PM UTC" },
      { id: draft.id, name: draft.name, goesLive: undefined },
    ]);
  });

  it("asks for pieces and a real minute on the drop form", async () => {
    const answer = await postForm(dropPage.action, {
      path: "/admin/products/drop",
      body: new URLSearchParams({ goesLiveAt: "2031-02-30T19:00" }),
      cookie,
    });
    expect(answer).toHaveStatus(400);
    expect(answer).toHaveFormErrors({
      ids: ["Choose at least one piece for the drop."],
      goesLiveAt: ["Enter a date and time, like 12/04/2026 7:00 PM."],
    });
  });

  it("keeps the studio's time zone only when it is a real one", async () => {
    const saveZone = (value: string) =>
      call(settingsKey, "/api/settings/studioTimeZone", {
        method: "PUT",
        cookie,
        params: { key: "studioTimeZone" },
        json: { value },
      });
    const refused = await saveZone("Mars/Olympus");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain(TIME_ZONE_MESSAGE);
    const kept = await saveZone("Asia/Tokyo");
    expect(kept.status).toBe(200);
  });
});

describe("the announcement of a drop", () => {
  async function subscribers(count: number) {
    await prisma.newsletterSubscriber.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        email: `reader${i}@example.com`,
        confirmedAt: new Date(),
      })),
    });
  }

  it("is not queued before the minute, then queued exactly once however many runs race for it", async () => {
    await subscribers(3);
    const drop = await createProduct({ goesLiveAt: inSeconds(1.2), announceAtRelease: true });
    await createProduct({ goesLiveAt: inSeconds(-5) }); // released, not to be announced
    expect(await announceReleasedPieces()).toEqual([]);
    await sleep(1300);
    const runs = await Promise.all(Array.from({ length: 6 }, () => announceReleasedPieces()));
    expect(runs.flat()).toHaveLength(1);
    expect(await prisma.announcement.findMany({ select: { productId: true, recipients: true } })).toEqual([
      { productId: drop.id, recipients: 3 },
    ]);
    expect(await prisma.mailOutbox.count({ where: { bulk: true } })).toBe(3);
    expect(await announceReleasedPieces()).toEqual([]);
  });

  it("shows on the overview: the next drop with its time left, then who bought, how many tried, how many were told", async () => {
    await subscribers(2);
    const next = await createProduct({ goesLiveAt: inSeconds(7200), name: "Next Clutch" });
    const last = await createProduct({
      goesLiveAt: inSeconds(-1),
      announceAtRelease: true,
      name: "Lilac Tote",
    });
    await announceReleasedPieces();
    await prisma.product.update({ where: { id: last.id }, data: { isSold: true } });
    await prisma.purchaseAttempt.createMany({
      data: [
        { productId: last.id, held: true },
        { productId: last.id, held: false },
      ],
    });
    await prisma.order.create({
      data: {
        productId: last.id,
        productName: last.name,
        paymentIntentId: "pi_drop",
        amount: last.price,
        buyerName: "Ada",
        buyerEmail: "ada@example.com",
      },
    });
    const overview = await dropOverview("UTC");
    expect(overview.next).toMatchObject({ pieces: [{ id: next.id, name: "Next Clutch" }] });
    expect(Date.parse(overview.next!.at) - Date.parse(overview.now)).toBeGreaterThan(7_100_000);
    expect(overview.last!.pieces).toEqual([
      expect.objectContaining({
        name: "Lilac Tote",
        tried: 2,
        told: 2,
        sale: { when: expect.any(String), buyer: "Ada (ada@example.com)" },
      }),
    ]);
  });
});

describe("a drop's photos", () => {
  it("have their variants made when the drop is scheduled, before its minute", async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-drop-variants-"));
    setVariantCacheDir(cacheDir);
    try {
      const created = await call(list, "/api/products", {
        method: "POST",
        cookie,
        json: {
          name: "Variant Tote",
          description: "Ready before its minute.",
          price: 100,
          imageUrl: "/demo/product-midnight-1.jpg",
          category: "handbags",
          goesLiveAt: inSeconds(3600).toISOString(),
        },
      });
      expect(created.status).toBe(201);
      await variantsPrepared();
      const made = fs
        .readdirSync(cacheDir, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith(".avif"));
      expect(made).toHaveLength(VARIANT_WIDTHS.length);
    } finally {
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
