// React 18.3's streaming renderer can flush the unwritten tail of its 2,048-byte buffer when a
// multi-byte character (“, é, —) would straddle the buffer's end, putting NUL bytes into the page
// (facebook/react#26228, fixed only in React 19): the Nu Html Checker refuses such a page, and some
// clients stop reading at the first NUL. UTF-8 text never holds a 0x00 byte but for U+0000 itself,
// which HTML forbids, so every 0x00 byte is dropped.
import { Transform } from "node:stream";

export function withoutNulBytes() {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
}
