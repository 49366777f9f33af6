import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutNulBytes } from "./without-nul-bytes.server";

describe("the page stream", () => {
  it("drops the NUL bytes React 18 leaves at a buffer's end, and keeps multi-byte characters whole", async () => {
    const quote = Buffer.from("“", "utf8");
    const chunks = [Buffer.concat([Buffer.from("Delete "), Buffer.alloc(2)]), quote, Buffer.from("Tote”?")];
    expect(await text(Readable.from(chunks).pipe(withoutNulBytes()))).toBe("Delete “Tote”?");
  });
});
