// The owner's CSV downloads (subscribers, orders), streamed: each batch of rows is written as it is
// read, and the next is read only when the response has taken it, so a download's memory is a
// batch whatever the shop's size. A batch goes out as one chunk (a chunk per row cost 20 s for
// 45,000 rows, in the compression's flushes). csv-stringify quotes what needs quoting and escapes
// cells a spreadsheet would run as formulas (a buyer's name can start with '=').
import { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { stringify } from "csv-stringify/sync";

export type Cell = string | number | Date | null | undefined;

const OPTIONS = { escape_formulas: true, cast: { date: (value: Date) => value.toISOString() } };

/** A download of `columns`, then one line per row of `batches`, its cells made by `cells`. */
export function csvDownload<Row>(
  filename: string,
  columns: string[],
  batches: AsyncIterable<Row[]>,
  cells: (row: Row) => Cell[],
) {
  async function* text() {
    yield stringify([columns], OPTIONS);
    for await (const batch of batches) yield stringify(batch.map(cells), OPTIONS);
  }
  // Byte mode with the smallest buffer: one batch read ahead of the response at most.
  const body = Readable.from(text(), { objectMode: false, highWaterMark: 1 });
  // A read failing halfway ends the download cut short (the browser reports it failed), and says why.
  body.on("error", (error) => console.error(`The ${filename} download failed:`, error));
  return new Response(createReadableStreamFromReadable(body), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
