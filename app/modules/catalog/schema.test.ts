import { describe, expect, it } from "vitest";
import { productImages, productSchema, productUpdateSchema } from "./schema";

const valid = { name: "Tote", description: "d", price: 100, imageUrl: "/a.jpg", category: "travel" };

describe("productImages", () => {
  it("lists the main image, then the extra images that are set, in order", () => {
    expect(
      productImages({ imageUrl: "/1.jpg", imageUrl3: "/3.jpg", imageUrl2: null, imageUrl10: "/10.jpg" }),
    ).toEqual(["/1.jpg", "/3.jpg", "/10.jpg"]);
  });
});

describe("product schemas", () => {
  it("gives a new product the defaults of SPEC §3", () => {
    expect(productSchema.parse(valid)).toMatchObject({
      available: true,
      isSold: false,
      isLimitedEdition: false,
    });
  });

  it("leaves the flags of an update unset when they are not sent", () => {
    const update = productUpdateSchema.parse(valid);
    expect(update.available).toBeUndefined();
    expect(update.isSold).toBeUndefined();
    expect(update.isLimitedEdition).toBeUndefined();
  });
});
