// How a storefront page loads: the main image first, the framework JavaScript once it has been
// painted (DeferredScripts), and a page that works the same once React has hydrated it. Each test
// makes the piece, work and strip image its page shows, on a shop of its own.
import fs from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import zlib from "node:zlib";
import { throttling } from "lighthouse/core/config/constants.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser, waitForHydration } from "../support/browser";
import { startEmptyShop, uniqueName, type EmptyShop } from "../support/owner-api";

let shop: EmptyShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await startEmptyShop("page_loading");
  baseUrl = shop.server.url;
});
afterAll(() => shop?.stop());

/**
 * A piece with five photos, and for the pages that list them two gallery works with photos of their
 * own (the second one's is an image other than the main one) and a strip image.
 */
async function pieceWithPhotos() {
  await shop.createGalleryItem({ imageUrl: "/demo/gallery-2-1.jpg" });
  await shop.createGalleryItem({ imageUrl: "/demo/gallery-3-1.jpg" });
  await shop.createScrollingImage();
  return shop.createProduct({
    name: uniqueName("Reverie Tote"),
    imageUrl: "/demo/product-midnight-1.jpg",
    imageUrl2: "/demo/product-midnight-2.jpg",
    imageUrl3: "/demo/product-midnight-3.jpg",
    imageUrl4: "/demo/product-midnight-4.jpg",
    imageUrl5: "/demo/product-midnight-5.jpg",
  });
}

/** The page at `path`, where `{piece}` becomes a new piece's id. */
async function pageWithContent(path: string) {
  const piece = await pieceWithPhotos();
  return path.replace("{piece}", String(piece.id));
}

/**
 * When the main image finished, and when the first framework script and the first other image
 * were asked for, in page time.
 */
const timings = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const image = resources.find((entry) => entry.name === main?.currentSrc);
    const scripts = resources.filter((entry) => /\/build\/.*\.js$/.test(entry.name));
    const otherImages = resources.filter(
      (entry) => entry.initiatorType === "img" && entry.name !== main?.currentSrc,
    );
    return {
      imageEnd: image?.responseEnd,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
      firstOtherImage: Math.min(...otherImages.map((entry) => entry.startTime)),
      otherImages: otherImages.length,
    };
  });

describe("a storefront page with JavaScript", () => {
  let browser: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
  });
  afterAll(() => browser.close());

  const open = async (path: string, { phoneNetwork = false } = {}) => {
    page = await browser.newPage();
    // A first visit on Lighthouse's mobile connection (150 ms, 1.6 Mbit/s): on the loopback, or
    // from the cache, the main image has arrived before the browser lays out the rest.
    if (phoneNetwork) {
      const { rttMs, throughputKbps, uploadThroughputKbps } = throttling.mobileSlow4G;
      const cdp = await browser.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: rttMs,
        downloadThroughput: (throughputKbps * 1024) / 8,
        uploadThroughput: (uploadThroughputKbps * 1024) / 8,
      });
    }
    problems = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(`${baseUrl}${path}`);
  };

  it.each(["/", "/gallery", "/products/{piece}"])(
    "%s asks for its JavaScript and its other images only after the main image has arrived, then hydrates cleanly",
    async (pattern) => {
      const path = await pageWithContent(pattern);
      // A variant's first encode can outlast the loader's 3 s limit on a busy machine (then the
      // scripts start anyway, by design): a first visit makes the variants this one measures with.
      const warmUp = await browser.newPage();
      await warmUp.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      await warmUp.close();
      await open(path, { phoneNetwork: true });
      const { imageEnd, firstScript, scripts } = await timings(page);
      expect(imageEnd).toBeGreaterThan(0);
      expect(scripts).toBeGreaterThan(3);
      expect(firstScript).toBeGreaterThanOrEqual(imageEnd!);
      // The images near the view (lazy) follow once the main one has been painted.
      await expect.poll(async () => (await timings(page)).otherImages).toBeGreaterThan(0);
      expect((await timings(page)).firstOtherImage).toBeGreaterThanOrEqual(imageEnd!);
      // <html> is back as React rendered it (React's development build warns of a stray class).
      expect(await page.evaluate(() => document.documentElement.hasAttribute("class"))).toBe(false);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it.each(["/", "/category/handbags", "/shop", "/products/{piece}"])(
    "%s asks for its main image from the head, and the picture uses that one download",
    async (pattern) => {
      await open(await pageWithContent(pattern));
      const { preloaded, chosen, downloads } = await page.evaluate(() => {
        const link = document.querySelector('link[rel="preload"][as="image"]');
        const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
        return {
          preloaded: (link?.getAttribute("imagesrcset") ?? "")
            .split(", ")
            .map((entry) => entry.split(" ")[0]),
          chosen: new URL(main.currentSrc).pathname,
          downloads: performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name === main.currentSrc).length,
        };
      });
      expect(preloaded).toContain(chosen);
      expect(downloads).toBe(1);
      await page.close();
    },
  );

  it("still logs the hero image loading, though it loaded before React", async () => {
    const messages: string[] = [];
    page = await browser.newPage();
    page.on("console", (message) => messages.push(message.text()));
    await page.goto(baseUrl);
    await expect.poll(() => messages).toContain("Hero background image loaded: /demo/hero.jpg");
    await page.close();
  });

  it("navigates in the browser once hydrated: the document is not fetched again", async () => {
    await open(await pageWithContent("/products/{piece}"));
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("link", { name: "Gallery", exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/gallery`);
    await page.getByRole("heading", { name: "Gallery", level: 1 }).waitFor();
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("fetches the inquiry form's code once its control is in view, before any tap", async () => {
    await open(await pageWithContent("/products/{piece}"));
    await waitForHydration(page);
    const formCode = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => entry.name.includes("InquiryFields")),
      );
    // The control is below the fold of a phone: the page's load does not carry the form.
    expect(await formCode()).toBe(false);
    await page.getByRole("link", { name: "Inquire About This Piece" }).scrollIntoViewIfNeeded();
    await expect.poll(formCode).toBe(true);
    await page.getByRole("link", { name: "Inquire About This Piece" }).click();
    await page.getByLabel("Your Name *").waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(["/", "/gallery", "/shop", "/category/handbags", "/products/{piece}"])(
    "%s builds no date or number format as it loads and hydrates (a page's first costs the phone its locale data)",
    async (pattern) => {
      const path = await pageWithContent(pattern);
      page = await browser.newPage();
      await page.addInitScript(() => {
        const made: string[] = [];
        Object.assign(window, { intlFormatsMade: made });
        const counted = <T extends object>(name: string, constructor: T) =>
          new Proxy(constructor, {
            construct: (target, args) => (made.push(name), Reflect.construct(target as never, args)),
          });
        Intl.DateTimeFormat = counted("DateTimeFormat", Intl.DateTimeFormat);
        Intl.NumberFormat = counted("NumberFormat", Intl.NumberFormat);
      });
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      expect(
        await page.evaluate(() => (window as unknown as { intlFormatsMade: string[] }).intlFormatsMade),
      ).toEqual([]);
      await page.close();
    },
  );

  it("starts the JavaScript at once on a page without a main image", async () => {
    await open("/login");
    expect((await timings(page)).scripts).toBeGreaterThan(3);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a storefront page without JavaScript", () => {
  it("downloads no framework JavaScript at all", async () => {
    const browser = await launchBrowser({ javaScriptEnabled: false });
    try {
      const piece = await pieceWithPhotos();
      const page = await browser.newPage();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/build/") && request.url().endsWith(".js")) scripts.push(request.url());
      });
      await page.goto(`${baseUrl}/products/${piece.id}`, { waitUntil: "load" });
      await page.getByRole("heading", { name: piece.name }).waitFor();
      expect(scripts).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("shows every photo of a piece and its thumbnails as they load", async () => {
    const browser = await launchBrowser({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    try {
      const piece = await pieceWithPhotos();
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/products/${piece.id}`, { waitUntil: "load" });
      const thumbnails = page.getByRole("link", { name: /^Photo \d$/ }).locator("img");
      await expect.poll(() => thumbnails.count()).toBe(5);
      for (const thumbnail of await thumbnails.all()) {
        await thumbnail.waitFor();
        await expect
          .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      }
      // The second photo, one swipe away, is fetched too.
      const second = page.getByRole("img", { name: `${piece.name} (2 of 5)` });
      await expect
        .poll(() => second.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });
});

describe("a storefront page over HTTP", () => {
  /** The raw bytes, encoding and headers of an answer, as the browser's Accept-Encoding gets them. */
  const fetchEncoded = (path: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
    new Promise<{ encoding?: string; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(
        `${baseUrl}${path}`,
        { headers: { ...headers, "Accept-Encoding": acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              encoding: response.headers["content-encoding"],
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
        .on("error", reject)
        .end();
    });

  it("comes rendered with Brotli where the browser takes it, gzip otherwise, and gzip from the page cache", async () => {
    // A cookie makes the server render the page rather than answer it from its page cache.
    const rendered = { Cookie: "seen=1" };
    const brotli = await fetchEncoded("/", "gzip, deflate, br", rendered);
    expect(brotli.encoding).toBe("br");
    const gzip = await fetchEncoded("/", "gzip, deflate", rendered);
    expect(gzip.encoding).toBe("gzip");
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    // Cached: gzip stitched around this answer's own nonce (decision 352), whatever else it takes.
    await fetchEncoded("/", "gzip, deflate, br");
    const cached = await fetchEncoded("/", "gzip, deflate, br");
    expect(cached.headers["x-page-cache"]).toBe("hit");
    expect(cached.encoding).toBe("gzip");
    const pages = [brotli, gzip, cached].map(({ encoding, body }) =>
      String(encoding === "br" ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)),
    );
    for (const page of pages)
      expect(page).toContain("<title>Atelier | Reimagined Luxury Accessories</title>");
    const nonce = /nonce-([^']+)/.exec(String(cached.headers["content-security-policy"]))![1];
    expect(pages[2]).toContain(`nonce="${nonce}"`);
  });

  it("marks the scripts a page starts with for Chromium to compile as they arrive, and only those", async () => {
    const page = zlib.gunzipSync((await fetchEncoded("/", "gzip")).body).toString();
    const hinted = (asset: string) =>
      fs.readFileSync(`public${asset}`, "utf8").startsWith("//# allFunctionsCalledOnLoad\n");
    const atStart = [...new Set(page.match(/\/build\/[\w/.-]+\.js/g))].filter(
      (asset) => !/\/manifest-/.test(asset),
    );
    expect(atStart.length).toBeGreaterThan(5);
    for (const asset of atStart) expect(hinted(asset), asset).toBe(true);
    const sent = await fetchEncoded(atStart[0], "gzip, deflate, br");
    expect(String(zlib.brotliDecompressSync(sent.body))).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    // The forms' code, fetched as they come near the view, compiles each function when called.
    const route = atStart.find((asset) => asset.includes("/routes/_index-"))!;
    const later = [...fs.readFileSync(`public${route}`, "utf8").matchAll(/import\("([^"]+)"\)/g)];
    expect(later.length).toBeGreaterThan(0);
    for (const [, asset] of later) expect(hinted(asset), asset).toBe(false);
  });

  it("sends the browser build's scripts as compressed once by the build", async () => {
    const page = zlib.gunzipSync((await fetchEncoded("/", "gzip")).body).toString();
    const assets = [...new Set(page.match(/\/build\/[\w/.-]+\.js/g))];
    expect(assets.length).toBeGreaterThan(5);
    for (const asset of assets) {
      const file = `public${asset}`;
      const plain = await fetchEncoded(asset, "identity");
      expect(plain.encoding, asset).toBeUndefined();
      expect(plain.body.equals(fs.readFileSync(file)), asset).toBe(true);
      for (const [acceptEncoding, encoding, copy] of [
        ["gzip, deflate, br, zstd", "br", `${file}.br`],
        ["gzip, deflate", "gzip", `${file}.gz`],
      ]) {
        const sent = await fetchEncoded(asset, acceptEncoding);
        expect(sent.encoding, asset).toBe(encoding);
        expect(sent.body.equals(fs.readFileSync(copy)), `${asset} as ${encoding}`).toBe(true);
        const decompress = encoding === "br" ? zlib.brotliDecompressSync : zlib.gunzipSync;
        expect(decompress(sent.body).equals(plain.body), `${asset} as ${encoding}`).toBe(true);
        expect(sent.headers["content-type"]).toBe(plain.headers["content-type"]);
        expect(sent.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(sent.headers.vary).toMatch(/Accept-Encoding/);
      }
    }
  });
});
