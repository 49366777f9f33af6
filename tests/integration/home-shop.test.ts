import { beforeEach, describe, expect, it } from "vitest";
import { listProductCardsForSale } from "~/modules/catalog/products.server";
import { createProduct } from "../support/factories";
import { resetDatabase } from "../support/reset";

beforeEach(resetDatabase);

describe("the home page's shop", () => {
  it("reads the first pieces of each category, one more to know there are more, in display order", async () => {
    for (let i = 0; i < 15; i++) await createProduct({ category: "handbags", displayOrder: 100 + i });
    await createProduct({ category: "travel", displayOrder: 5, name: "Trunk" });
    await createProduct({ category: "travel", displayOrder: 1, isSold: true });
    await createProduct({ category: "accessories", displayOrder: 2, available: false });
    const cards = await listProductCardsForSale(12);
    expect(cards.filter((card) => card.category === "handbags")).toHaveLength(13);
    expect(cards.filter((card) => card.category !== "handbags").map((card) => card.name)).toEqual(["Trunk"]);
    expect(cards[0].name).toBe("Trunk");
    expect(cards.map((card) => card.displayOrder)).toEqual(
      [...cards.map((card) => card.displayOrder)].sort((a, b) => a - b),
    );
  });
});
