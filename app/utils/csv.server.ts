// The owner's CSV downloads (subscribers, orders): csv-stringify quotes what needs quoting and
// escapes cells a spreadsheet would run as formulas (a buyer's name can start with '=').
import { stringify } from "csv-stringify/sync";

type Cell = string | number | Date | null | undefined;

export function csvDownload(filename: string, columns: string[], rows: Cell[][]) {
  const cells = rows.map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString() : cell)));
  const body = stringify([columns, ...cells], { escape_formulas: true });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
