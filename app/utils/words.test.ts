import { describe, expect, it } from "vitest";
import { plural } from "./words";

describe("plural", () => {
  it("says one thing in the singular and any other count in the plural", () => {
    expect(plural(1, "hidden draft")).toBe("1 hidden draft");
    expect(plural(0, "hidden draft")).toBe("0 hidden drafts");
    expect(plural(2, "mail is", "mails are")).toBe("2 mails are");
  });
});
