// Reading a whole table without holding it: rows come in batches by key, each batch asked for
// "past the last row read", so memory stays one batch whatever the table's size.

/** How many rows an export or a queueing job holds at once. */
export const BATCH_SIZE = 500;

/** Where the next batch starts: past the last id read, in the batches' order. */
export type PastId = { id?: { lt: number } | { gt: number } };

/**
 * Yields the rows `read` answers, batch by batch: `read` gets the condition that keeps the next
 * batch past the last row read (none for the first) and how many to take, and must order by id
 * in `order` (newest first for "desc").
 */
export async function* batchesById<Row extends { id: number }>(
  order: "asc" | "desc",
  read: (past: PastId, take: number) => Promise<Row[]>,
  size = BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let past: PastId = {};
  for (;;) {
    const rows = await read(past, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1].id;
    past = { id: order === "desc" ? { lt: last } : { gt: last } };
  }
}
