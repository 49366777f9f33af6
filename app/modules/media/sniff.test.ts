import { describe, expect, it } from "vitest";
import { contentTypeOfKey, isHeic, sniffFont, sniffImage } from "./sniff";

const bytes = (text: string, length = 32) => {
  const buffer = Buffer.alloc(length);
  buffer.write(text, "latin1");
  return buffer;
};

describe("sniffImage", () => {
  it("recognises the accepted image types by their first bytes", () => {
    expect(sniffImage(bytes("\xff\xd8\xff\xe0"))).toBe("jpeg");
    expect(sniffImage(bytes("\x89PNG\r\n\x1a\n"))).toBe("png");
    expect(sniffImage(bytes("GIF89a"))).toBe("gif");
    expect(sniffImage(bytes("RIFF\x00\x00\x00\x00WEBPVP8 "))).toBe("webp");
    expect(sniffImage(bytes("\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1miaf"))).toBe("avif");
    expect(sniffImage(bytes("\x00\x00\x00\x1cftypmif1\x00\x00\x00\x00mif1avifmiaf"))).toBe("avif");
  });

  it("takes SVG, HTML, HEIC and anything else for no image it stores as sent", () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffImage(bytes("<?xml version='1.0'?><svg>"))).toBeUndefined();
    expect(sniffImage(bytes("<!doctype html><html>"))).toBeUndefined();
    expect(sniffImage(bytes("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"))).toBeUndefined();
    expect(sniffImage(bytes("RIFF\x00\x00\x00\x00WAVEfmt "))).toBeUndefined();
    expect(sniffImage(Buffer.from("\xff\xd8", "latin1"))).toBeUndefined();
  });
});

describe("isHeic", () => {
  it("knows a HEIC photo by its brands, and an AVIF that shares them for no HEIC", () => {
    expect(isHeic(bytes("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"))).toBe(true);
    expect(isHeic(bytes("\x00\x00\x00\x18ftypmif1\x00\x00\x00\x00mif1heic"))).toBe(true);
    expect(isHeic(bytes("\x00\x00\x00\x1cftypmif1\x00\x00\x00\x00mif1avifmiaf"))).toBe(false);
    expect(isHeic(bytes("\x00\x00\x00\x18ftypisom\x00\x00\x00\x00isommp41"))).toBe(false);
    expect(isHeic(bytes("\xff\xd8\xff\xe0"))).toBe(false);
  });
});

describe("sniffFont", () => {
  it("recognises WOFF, WOFF2, OpenType and TrueType signatures", () => {
    expect(sniffFont(bytes("wOFF"))).toBe("woff");
    expect(sniffFont(bytes("wOF2"))).toBe("woff2");
    expect(sniffFont(bytes("OTTO"))).toBe("otf");
    expect(sniffFont(bytes("\x00\x01\x00\x00"))).toBe("ttf");
    expect(sniffFont(bytes("true"))).toBe("ttf");
  });

  it("refuses anything else", () => {
    expect(sniffFont(bytes("\x89PNG\r\n\x1a\n"))).toBeUndefined();
    expect(sniffFont(bytes("<html>"))).toBeUndefined();
  });
});

describe("contentTypeOfKey", () => {
  it("answers the type of a key the server made", () => {
    expect(contentTypeOfKey("contact/abc.jpg")).toBe("image/jpeg");
    expect(contentTypeOfKey("fonts/abc.woff2")).toBe("font/woff2");
    expect(contentTypeOfKey("fonts/abc.html")).toBeUndefined();
  });
});
