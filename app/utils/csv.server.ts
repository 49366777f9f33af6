// The owner's CSV downloads (subscribers, orders), streamed: each batch of rows is written as it is
// read, and the next is read only when the response has taken it, so a download's memory is a
// batch whatever the shop's size. csv-stringify quotes what needs quoting and escapes cells a
// spreadsheet would run as formulas (a buyer's name can start with '=').
import { stringify } from "csv-stringify/sync";
import { streamedBody } from "./streamed-body.server";

export type Cell = string | number | Date | null | undefined;

const OPTIONS = { escape_formulas: true, cast: { date: (value: Date) => value.toISOString() } };

/** A download of `columns`, then one line per row of `batches`, its cells made by `cells`. */
export async function csvDownload<Row>(
  filename: string,
  columns: string[],
  batches: AsyncIterable<Row[]>,
  cells: (row: Row) => Cell[],
) {
  // The header goes with the first batch, so the first part has asked the database.
  async function* text() {
    let header = stringify([columns], OPTIONS);
    for await (const batch of batches) {
      yield header + stringify(batch.map(cells), OPTIONS);
      header = "";
    }
    if (header) yield header;
  }
  return new Response(await streamedBody(text(), `${filename} download`), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
