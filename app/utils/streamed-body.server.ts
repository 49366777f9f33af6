// A response body written as its parts are made (a CSV download's batches, the sitemap's): the next
// part is made only when the response has taken the ones before, so memory stays one part whatever
// the whole's size. Each part goes out as one chunk (a chunk per row cost 20 s for 45,000 rows, in
// the compression's flushes).
import { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";

/**
 * The body of `parts`, its first part made before it is answered: a failure there (the database
 * down) is the page's error, a 503, not a 200 cut short; a part failing later ends it cut short,
 * logged as `what` failing. Each producer's first part reads the database.
 */
export async function streamedBody(parts: AsyncIterable<string>, what: string) {
  const iterator = parts[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  // Byte mode with the smallest buffer: one part made ahead of the response at most.
  const body = Readable.from(all(), { objectMode: false, highWaterMark: 1 });
  // The client sees a body cut short (a browser reports the download failed); the log says why.
  body.on("error", (error) => console.error(`The ${what} failed:`, error));
  return createReadableStreamFromReadable(body);
}
