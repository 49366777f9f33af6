import { describe, expect, it } from "vitest";
import { SETTING_EMAIL_MESSAGE, settingKeySchema, settingValueSchema } from "./schema";

const message = (key: Parameters<typeof settingValueSchema>[0], value: unknown) => {
  const result = settingValueSchema(key).safeParse({ value });
  return result.success ? null : result.error.issues[0].message;
};

describe("settingValueSchema", () => {
  it("refuses blank brand texts with the messages of product §5", () => {
    expect(message("brandName", "  ")).toBe("Brand name cannot be empty");
    expect(message("storyParagraph2", "")).toBe("Story paragraph cannot be empty");
    expect(message("storyImage", " ")).toBe("Story image URL cannot be empty");
    expect(message("processStep3Description", "")).toBe("Step description cannot be empty");
  });

  it("lets keys without a non-blank rule be cleared, and trims what it keeps", () => {
    expect(settingValueSchema("aboutParagraph3").parse({ value: "  " })).toEqual({ value: "" });
    expect(settingValueSchema("heroTitle").parse({ value: " NEW " })).toEqual({ value: "NEW" });
  });

  it("accepts only the six brand fonts and safe image addresses", () => {
    expect(message("brandFont", "cursive")).toBeNull();
    expect(message("brandFont", "comic")).toBe("Choose serif, sans, mono, cursive, fantasy or custom.");
    expect(message("heroBackgroundImage", "javascript:alert(1)")).not.toBeNull();
    expect(message("customFontUrl", "")).toBeNull();
  });

  it("knows only the keys of product §3", () => {
    expect(settingKeySchema.safeParse("aboutParagraph1").success).toBe(true);
    expect(settingKeySchema.safeParse("isAdmin").success).toBe(false);
  });
});

describe("the studio's email setting", () => {
  it("takes an email address or nothing", () => {
    expect(settingValueSchema("studioEmail").parse({ value: " studio@example.com " })).toEqual({
      value: "studio@example.com",
    });
    expect(settingValueSchema("studioEmail").parse({ value: "" })).toEqual({ value: "" });
    const refused = settingValueSchema("studioEmail").safeParse({ value: "studio at example" });
    expect(refused.success ? null : refused.error.issues[0].message).toBe(SETTING_EMAIL_MESSAGE);
  });
});
