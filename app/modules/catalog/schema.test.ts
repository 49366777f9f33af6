import { describe, expect, it } from "vitest";
import {
  CHARGEABLE_PRICE_MESSAGE,
  MISSING_FIELD_MESSAGES,
  PRICE_MESSAGE,
  productFormSchema,
  productImages,
  productSchema,
  productUpdateSchema,
  REQUIRED_FIELDS_MESSAGE,
  tooManyFilesMessage,
} from "./schema";

const valid = { name: "Tote", description: "d", price: 100, imageUrl: "/a.jpg", category: "travel" };

describe("productImages", () => {
  it("lists the main image, then the extra images that are set, in order", () => {
    expect(
      productImages({ imageUrl: "/1.jpg", imageUrl3: "/3.jpg", imageUrl2: null, imageUrl10: "/10.jpg" }),
    ).toEqual(["/1.jpg", "/3.jpg", "/10.jpg"]);
  });
});

describe("product schemas", () => {
  it("gives a new product the defaults of product §3", () => {
    expect(productSchema.parse(valid)).toMatchObject({
      available: true,
      isSold: false,
      isLimitedEdition: false,
    });
  });

  it("refuses a price Stripe cannot charge in dollars, saying what it can", () => {
    for (const price of [1, 49, 100_000_000]) {
      const issues = productSchema.safeParse({ ...valid, price }).error?.issues;
      expect(
        issues?.map(({ path, message }) => [path.join("."), message]),
        String(price),
      ).toEqual([["price", CHARGEABLE_PRICE_MESSAGE]]);
    }
    expect(CHARGEABLE_PRICE_MESSAGE).toBe(
      "Card payments take $0.50 to $999,999.99: please enter a price in that range.",
    );
    for (const price of [50, 99_999_999]) expect(productSchema.parse({ ...valid, price }).price).toBe(price);
  });

  it("leaves the flags of an update unset when they are not sent", () => {
    const update = productUpdateSchema.parse(valid);
    expect(update.available).toBeUndefined();
    expect(update.isSold).toBeUndefined();
    expect(update.isLimitedEdition).toBeUndefined();
  });
});

describe("the owner's product form", () => {
  const form = {
    name: "Tote",
    description: "Reworked",
    price: "1,234.565",
    category: "handbags",
    imageUrl: "",
    imageUrl2: "/a.jpg",
    imageUrl4: "https://example.com/b.jpg",
    available: true,
  };

  it("stores dollars as rounded cents and closes up the photos", () => {
    const parsed = productFormSchema().parse({ ...form, price: "1234.565" });
    expect(parsed).toMatchObject({ price: 123457, images: ["/a.jpg", "https://example.com/b.jpg"] });
    expect(parsed).toMatchObject({ available: true, isSold: false, isLimitedEdition: false });
  });

  const noPhotoUrls = { ...form, price: "12", imageUrl2: undefined, imageUrl4: undefined };
  const message = (input: object, photoFiles = 0) =>
    productFormSchema(photoFiles).safeParse(input).error?.issues[0]?.message;

  it("counts photo files sent with the form toward the first photo and the five at most", () => {
    expect(productFormSchema(1).parse(noPhotoUrls)).toMatchObject({ name: "Tote", images: [] });
    expect(message({ ...noPhotoUrls, imageUrl: "/a.jpg", imageUrl3: "/c.jpg" }, 4)).toBe(
      tooManyFilesMessage(3),
    );
    expect(message(noPhotoUrls, 6)).toBe(tooManyFilesMessage(5));
  });

  it("reads the price as she types it: thousands separators, a dollar sign, cents", () => {
    for (const [price, cents] of [
      ["1,450", 145_000],
      ["$1,450.00", 145_000],
      ["1,234.565", 123_457],
    ] as const)
      expect(productFormSchema().parse({ ...form, price }).price, price).toBe(cents);
  });

  it("refuses a typed price Stripe cannot charge, on the price", () => {
    for (const price of ["0.01", "0.49", "0.494", "1,000,000", "999,999.995"]) {
      const issues = productFormSchema().safeParse({ ...form, price }).error?.issues;
      expect(
        issues?.map(({ path, message }) => [path.join("."), message]),
        price,
      ).toEqual([["price", CHARGEABLE_PRICE_MESSAGE]]);
    }
    expect(productFormSchema().parse({ ...form, price: "999,999.99" }).price).toBe(99_999_999);
    expect(productFormSchema().parse({ ...form, price: "0.50" }).price).toBe(50);
  });

  it("answers the spec's messages", () => {
    expect(message({ ...form, name: "" })).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(message(noPhotoUrls)).toBe(REQUIRED_FIELDS_MESSAGE);
    for (const price of ["abc", "0", "-3", "1,45", "12.3.4", "$"])
      expect(message({ ...form, price }), price).toBe(PRICE_MESSAGE);
    expect(tooManyFilesMessage(2)).toBe("Too many files: You can only upload 2 more image(s).");
  });

  it("gives each missing field its own message, in the form's order, under the spec's one", () => {
    const issues = productFormSchema().safeParse({ price: "1,45" }).error!.issues;
    expect(issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["", REQUIRED_FIELDS_MESSAGE],
      ["name", MISSING_FIELD_MESSAGES.name],
      ["description", MISSING_FIELD_MESSAGES.description],
      ["category", MISSING_FIELD_MESSAGES.category],
      ["imageUrl", MISSING_FIELD_MESSAGES.imageUrl],
      ["price", PRICE_MESSAGE],
    ]);
    const empty = productFormSchema()
      .safeParse({})
      .error!.issues.map(({ path }) => path.join("."));
    expect(empty).toEqual(["", "name", "description", "price", "category", "imageUrl"]);
  });
});
