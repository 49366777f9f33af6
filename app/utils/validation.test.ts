import { describe, expect, it } from "vitest";
import {
  optionalUrlField,
  SAFE_URL,
  strictEmail,
  textField,
  UNSTORABLE_TEXT_MESSAGE,
  urlField,
} from "./validation";

describe("SAFE_URL", () => {
  it("accepts http(s) addresses and paths on this site", () => {
    for (const url of ["https://cdn.example/a.jpg", "http://example.com/x?y=1", "/uploads/a.webp", "/"]) {
      expect(SAFE_URL.test(url), url).toBe(true);
    }
  });

  it("refuses script, data, protocol-relative, relative and spaced addresses", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:image/png;base64,AA",
      "//evil.example/x",
      "a.jpg",
      "/a b.jpg",
      "",
    ]) {
      expect(SAFE_URL.test(url), url).toBe(false);
    }
  });
});

describe("urlField and optionalUrlField", () => {
  it("trims a URL and refuses one over 2048 characters", () => {
    expect(urlField().parse("  /demo/a.jpg ")).toBe("/demo/a.jpg");
    expect(urlField().safeParse(`/${"a".repeat(2048)}`).success).toBe(false);
  });

  it("reads empty, null and missing as no image", () => {
    const field = optionalUrlField();
    expect(field.parse("")).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeUndefined();
    expect(field.safeParse("ftp://x").success).toBe(false);
  });
});

describe("strictEmail", () => {
  const email = strictEmail("Please enter a valid email address");
  it("takes plain addresses, trimmed", () => {
    expect(email.parse(" o'neil+bags@studio.example.com ")).toBe("o'neil+bags@studio.example.com");
  });

  it("refuses anything a mailto: link or a mail header would read as more than an address", () => {
    for (const value of [
      "ada@example",
      "ada example@x.com",
      "@example.com",
      "ada@.com x",
      "buyer@example.com?bcc=attacker%40evil.example&subject=hi",
      "buyer@example.com&cc=x@evil.example",
      "buyer@example.com\r\nBcc: x@evil.example",
      "a%40b@example.com",
    ]) {
      expect(email.safeParse(value).success, value).toBe(false);
    }
  });
});

describe("textField", () => {
  it("refuses NUL and lone surrogates with one message, and keeps every other character", () => {
    const field = textField();
    for (const text of ["a\u0000b", "\u0000", "a\uD800", "\uDC00b"]) {
      const result = field.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    }
    for (const text of ["", "é", "👜 bag", "tab\tand\nnewline", "\u0001"]) {
      expect(field.safeParse(text).success, JSON.stringify(text)).toBe(true);
    }
  });
});
