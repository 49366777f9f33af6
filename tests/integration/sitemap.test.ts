import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { prisma } from "~/db.server";
import { loader } from "~/routes/sitemap[.]xml";
import { BATCH_SIZE } from "~/utils/batches.server";
import { productData } from "../support/factories";
import { resetDatabase } from "../support/reset";
import { setEnv } from "../support/env";

const product = (name: string, available: boolean, isSold = false) =>
  prisma.product.create({
    data: {
      name,
      description: "d",
      price: 100,
      imageUrl: "/demo/a.jpg",
      category: "handbags",
      available,
      isSold,
    },
  });

describe("sitemap.xml", () => {
  beforeAll(() => {
    setEnv({ PUBLIC_URL: "https://shop.example" });
  });
  afterAll(() => {
    setEnv({ PUBLIC_URL: undefined });
  });
  beforeEach(resetDatabase);

  const sitemap = async () => {
    const response = await (loader as (args: LoaderFunctionArgs) => Promise<Response>)({
      request: new Request("http://localhost/sitemap.xml"),
      params: {},
      context: {},
    });
    return response.text();
  };

  it("lists every live piece however many batches they take, once each, and no draft", async () => {
    const count = BATCH_SIZE * 3;
    const pieces = await prisma.product.createManyAndReturn({
      data: Array.from({ length: count }, (_, n) =>
        productData({ isSold: n % 3 > 0, available: n % 10 > 0 }),
      ),
      select: { id: true, available: true },
    });
    const xml = await sitemap();
    expect(xml).toMatch(/<\/urlset>$/);
    const listed = [...xml.matchAll(/\/products\/(\d+)</g)].map((match) => Number(match[1]));
    const live = pieces.filter((piece) => piece.available).map((piece) => piece.id);
    expect(listed.sort((a, b) => a - b)).toEqual(live.sort((a, b) => a - b));
    expect(live.length).toBeGreaterThan(BATCH_SIZE * 2);
  });

  it("lists the public pages, live products and gallery items, never a hidden draft", async () => {
    const live = await product("Live", true);
    const work = await prisma.galleryItem.create({
      data: { title: "Studio", description: "d", imageUrl: "/demo/a.jpg" },
    });
    const sold = await product("Sold", true, true);
    const draft = await product("Draft", false);

    // Called as Remix calls it, with a request whose host is a visitor's to choose.
    const response = await (loader as (args: LoaderFunctionArgs) => Promise<Response>)({
      request: new Request("http://evil.example/sitemap.xml", {
        headers: { "X-Forwarded-Host": "evil.example" },
      }),
      params: {},
      context: {},
    });
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    for (const path of [
      "/",
      "/gallery",
      "/category/handbags",
      "/category/custom",
      `/products/${live.id}`,
      `/products/${sold.id}`,
      `/gallery/${work.id}`,
    ]) {
      expect(xml).toContain(`<loc>https://shop.example${path}</loc>`);
    }
    expect(xml).not.toContain(`/products/${draft.id}<`);
    expect(xml).not.toContain("evil.example");
  });
});
