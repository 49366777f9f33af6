// A cached page compressed once, yet sent with each response's own CSP nonce (decision 352). The page
// is cut at its nonces; each part between them is deflated once, on its own (a full flush, so no
// part refers back into another, nor into a nonce); each response is then a gzip stream stitched
// from those parts with its nonce between them as stored (uncompressed) blocks, and its own CRC.
// Compressing the page for every hit cost a drop's crowd most of each hit's CPU (Brotli on 100 KB).
// Brotli cannot be stitched so: its back-references may reach into any earlier byte. A client that
// takes no gzip gets the same parts joined as they are.
import zlib from "node:zlib";

export interface StitchedPage {
  /** The page's text between its nonces. */
  texts: Buffer[];
  /** Each text deflated on its own, ending byte-aligned and not final. */
  deflated: Buffer[];
}

// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A final stored block of no bytes: BFINAL=1, BTYPE=00, LEN 0, NLEN 0xffff.
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

export function stitchable(body: string, nonce: string): StitchedPage {
  const texts = body.split(nonce).map((text) => Buffer.from(text));
  const deflated = texts.map((text) =>
    zlib.deflateRawSync(text, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }),
  );
  return { texts, deflated };
}

/**
 * The page as it was rendered, with `nonce` where the stored page had its own: bytes joined from its
 * parts, where replacing in the page's text and encoding it again cost most of a plain hit's CPU.
 */
export function plainWithNonce({ texts }: StitchedPage, nonce: string): Buffer {
  const inserted = Buffer.from(nonce);
  return Buffer.concat(texts.flatMap((text, i) => (i > 0 ? [inserted, text] : [text])));
}

/** The page as a gzip stream with `nonce` where the stored page had its own. */
export function gzipWithNonce({ texts, deflated }: StitchedPage, nonce: string): Buffer {
  const inserted = Buffer.from(nonce);
  // A stored block: BFINAL=0, BTYPE=00 (the stream is byte-aligned after a flush), LEN, NLEN.
  const storedHeader = Buffer.from([0, inserted.length & 0xff, inserted.length >> 8, 0, 0]);
  storedHeader.writeUInt16LE(~inserted.length & 0xffff, 3);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  texts.forEach((text, i) => {
    if (i > 0) {
      chunks.push(storedHeader, inserted);
      crc = zlib.crc32(inserted, crc);
      size += inserted.length;
    }
    chunks.push(deflated[i]);
    crc = zlib.crc32(text, crc);
    size += text.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
