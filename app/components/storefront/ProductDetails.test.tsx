import { describe, expect, it } from "vitest";
import { dimensionsText } from "./ProductDetails";

describe("dimensions", () => {
  it("prefer the free text", () => {
    expect(dimensionsText({ dimensions: '13" W x 10" H', height: '10"', width: null, depth: null })).toBe(
      '13" W x 10" H',
    );
  });

  it("fall back to height, width and depth, those present", () => {
    expect(dimensionsText({ dimensions: null, height: '10"', width: '13"', depth: null })).toBe(
      'Height: 10"\nWidth: 13"',
    );
  });

  it("are absent when nothing is known", () => {
    expect(dimensionsText({ dimensions: null, height: null, width: null, depth: null })).toBeNull();
  });
});
