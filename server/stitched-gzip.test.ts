import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipWithNonce, plainWithNonce, stitchable } from "./stitched-gzip";

describe("a page gzipped or plain around its nonce", () => {
  const nonce = "c2VjcmV0LW5vbmNlLTEyMw==";
  const page = [
    `<!DOCTYPE html><html><head><style nonce="${nonce}">body{color:red}</style></head><body>`,
    "<p>".repeat(2_000),
    `<script nonce="${nonce}">window.a=1</script><script nonce="${nonce}"></script>`,
    "é – ✓ ".repeat(500),
    `</body></html>${nonce}`,
  ].join("");

  it("decodes to the page with another nonce in every place, wherever it stands", () => {
    const parts = stitchable(page, nonce);
    for (const other of ["bmV3LW5vbmNl/+==", "x", "a".repeat(300)]) {
      expect(zlib.gunzipSync(gzipWithNonce(parts, other)).toString()).toBe(page.replaceAll(nonce, other));
      expect(plainWithNonce(parts, other).toString()).toBe(page.replaceAll(nonce, other));
    }
  });

  it("is a page with no nonce at all, or only one", () => {
    for (const text of ["<p>plain</p>", nonce, ""]) {
      const parts = stitchable(text, nonce);
      expect(zlib.gunzipSync(gzipWithNonce(parts, "n")).toString()).toBe(text.replaceAll(nonce, "n"));
      expect(plainWithNonce(parts, "n").toString()).toBe(text.replaceAll(nonce, "n"));
    }
  });

  it("compresses each part: a tenth of the page's bytes, a few dozen more than gzip of it whole", () => {
    const stitched = gzipWithNonce(stitchable(page, nonce), nonce).length;
    expect(stitched).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(stitched).toBeLessThan(zlib.gzipSync(page, { level: 9 }).length + 5 * 60);
  });
});
