import { describe, expect, it } from "vitest";
import { listingAddress, withShopCursor } from "./shop-paging";

describe("a listing's addresses", () => {
  it("replaces the cursor of either part and keeps the rest of the query", () => {
    const sold = { part: "sold" as const, cursor: "abc" };
    expect(withShopCursor("?category=travel&after=old", sold)).toBe("?category=travel&sold-after=abc");
    expect(withShopCursor("sold-after=old&index", { part: "forSale", cursor: "new" })).toBe(
      "?index=&after=new",
    );
    expect(withShopCursor("?after=old", null)).toBe("");
  });

  it("names its own page by path, filter and cursor, the filter's text escaped", () => {
    const at = { part: "forSale" as const, cursor: "WzEsMl0" };
    expect(listingAddress("/category/travel", null)).toBe("/category/travel");
    expect(listingAddress("/category/travel", at)).toBe("/category/travel?after=WzEsMl0");
    expect(listingAddress("/shop", at, "a&after=x")).toBe("/shop?category=a%26after%3Dx&after=WzEsMl0");
  });
});
