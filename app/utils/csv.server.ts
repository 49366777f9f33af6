// The owner's CSV downloads (subscribers, orders), streamed: rows are written as their batches are
// read, so a download's memory is one batch whatever the shop's size. csv-stringify quotes what
// needs quoting and escapes cells a spreadsheet would run as formulas (a buyer's name can start
// with '=').
import { Readable, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { stringify } from "csv-stringify";

export type Cell = string | number | Date | null | undefined;

/** A download of `columns`, then one line per row of `batches`, its cells made by `cells`. */
export function csvDownload<Row>(
  filename: string,
  columns: string[],
  batches: AsyncIterable<Row[]>,
  cells: (row: Row) => Cell[],
) {
  async function* lines() {
    yield columns;
    for await (const batch of batches) yield* batch.map(cells);
  }
  const body = stringify({ escape_formulas: true, cast: { date: (value) => value.toISOString() } });
  // A read failing halfway ends the download cut short (the browser reports it failed), and says why.
  pipeline(Readable.from(lines()), body, (error) => {
    if (error) console.error(`The ${filename} download failed:`, error);
  });
  return new Response(createReadableStreamFromReadable(body), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
