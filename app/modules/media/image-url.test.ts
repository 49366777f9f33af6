import { describe, expect, it } from "vitest";
import {
  isVariantSource,
  parseVariantPath,
  srcSet,
  variantAddress,
  variantSource,
  variantUrl,
} from "./image-url";

const KEY = "products/0123456789abcdef0123456789abcdef.jpg";

describe("variantSource", () => {
  it("finds the source of local uploads, S3 public URLs and demo photos", () => {
    expect(variantSource(`/uploads/${KEY}`)).toBe(`uploads/${KEY}`);
    expect(variantSource(`https://cdn.example.com/bucket/${KEY}`)).toBe(`uploads/${KEY}`);
    expect(variantSource("/demo/product-midnight-1.jpg")).toBe("demo/product-midnight-1.jpg");
  });

  it("leaves owner-typed URLs and anything odd unoptimised", () => {
    expect(variantSource("https://images.example.com/bag.jpg")).toBeUndefined();
    expect(variantSource("/demo/../package.json")).toBeUndefined();
    expect(variantSource("/uploads/fonts/0123456789abcdef0123456789abcdef.woff2")).toBeUndefined();
    expect(variantSource("")).toBeUndefined();
  });
});

describe("isVariantSource", () => {
  it("accepts only the shapes the /images route serves", () => {
    expect(isVariantSource(`uploads/${KEY}`)).toBe(true);
    expect(isVariantSource("demo/hero.jpg")).toBe(true);
    expect(isVariantSource("uploads/site/0123456789abcdef0123456789abcdef.webp")).toBe(true);
    expect(isVariantSource("uploads/fonts/0123456789abcdef0123456789abcdef.jpg")).toBe(false);
    expect(isVariantSource("uploads/products/../../x.jpg")).toBe(false);
    expect(isVariantSource("demo/hero.png")).toBe(false);
  });
});

describe("srcSet", () => {
  it("lists every width of one format", () => {
    const set = srcSet(variantAddress("/demo/hero.jpg")!, "webp");
    expect(set.startsWith(`${variantUrl("demo/hero.jpg", 160, "webp")} 160w, `)).toBe(true);
    expect(set.endsWith("/images/1920/webp/demo/hero.jpg 1920w")).toBe(true);
  });
});

describe("variantAddress", () => {
  const STORE = "https://photos.example.com/atelier";

  it("names an upload's variants in the bucket once the bucket is known to hold them", () => {
    const address = variantAddress(`${STORE}/${KEY}`, STORE)!;
    expect(address(828, "avif")).toBe(`${STORE}/variants/products/0123456789abcdef0123456789abcdef-828.avif`);
    expect(address(160, "webp")).toBe(`${STORE}/variants/products/0123456789abcdef0123456789abcdef-160.webp`);
  });

  it("names this instance's route otherwise: no store yet, another address, a local upload, a demo photo", () => {
    const route = `/images/828/avif/uploads/${KEY}`;
    expect(variantAddress(`${STORE}/${KEY}`, null)!(828, "avif")).toBe(route);
    expect(variantAddress(`https://elsewhere.example.com/${KEY}`, STORE)!(828, "avif")).toBe(route);
    expect(variantAddress(`/uploads/${KEY}`, STORE)!(828, "avif")).toBe(route);
    expect(variantAddress("/demo/hero.jpg", STORE)!(828, "avif")).toBe("/images/828/avif/demo/hero.jpg");
    expect(variantAddress("https://images.example.com/bag.jpg", STORE)).toBeUndefined();
  });
});

describe("parseVariantPath", () => {
  it("reads the width, format and source of an /images address", () => {
    expect(parseVariantPath(`828/webp/uploads/${KEY}`)).toEqual({
      width: 828,
      format: "webp",
      source: `uploads/${KEY}`,
    });
    expect(parseVariantPath("160/avif/demo/hero.jpg")).toEqual({
      width: 160,
      format: "avif",
      source: "demo/hero.jpg",
    });
  });

  it("names no variant for a width, format or source the route does not serve", () => {
    for (const path of [
      `827/webp/uploads/${KEY}`,
      `828/png/uploads/${KEY}`,
      "828/avif/demo/../x.jpg",
      "828",
      "",
    ])
      expect(parseVariantPath(path)).toBeUndefined();
  });
});
